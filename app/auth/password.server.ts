// Password hashing: argon2id, 19 MiB, 2 iterations, parallelism 1 (OWASP's minimum), ADR-0006.
import { hash, verify } from "@node-rs/argon2";

const ARGON2ID = 2; // Algorithm.Argon2id: a const enum, not importable under isolatedModules

const OPTIONS = { algorithm: ARGON2ID, memoryCost: 19_456, timeCost: 2, parallelism: 1 } as unknown as Parameters<typeof hash>[1];

export function hashPassword(password: string): Promise<string> {
  return hash(password, OPTIONS);
}

export async function verifyPassword(stored: string | null, password: string): Promise<boolean> {
  if (!stored) {
    // why: an unknown account costs the same time as a wrong password
    await hash(password, OPTIONS);
    return false;
  }
  try {
    return await verify(stored, password);
  } catch {
    return false;
  }
}

let dummy: Promise<string> | null = null;
/** A real hash to verify against when the username is unknown, so both paths cost the same. */
export function dummyHash(): Promise<string> {
  dummy ??= hashPassword("not-a-real-password-Aa1!");
  return dummy;
}
