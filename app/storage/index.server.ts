// Which store this process uses (ADR-0020): S3 when S3_BUCKET is set, else the filesystem under
// <DATA_DIR>/files. Stateless: every process builds the same store from the same environment, and
// the filesystem store's link secret comes from the application secret shared through PostgreSQL.
import path from "node:path";
import { appSecret } from "~/app-secret.server";
import { nowMs } from "~/clock.server";
import { createFsStore } from "./fs-store.server";
import { createS3Store } from "./s3-store.server";
import { deriveLinkSecret } from "./signed-link.server";
import type { FileStore } from "./store.server";

export interface StorageConfig {
  kind: "s3" | "fs";
  bucket?: string;
  endpoint?: string;
  region?: string;
  forcePathStyle?: boolean;
  credentials?: { accessKeyId: string; secretAccessKey: string; sessionToken?: string };
  root?: string;
}

/** The storage settings of the environment (README "Configuration"). */
function storageConfig(env: NodeJS.ProcessEnv = process.env): StorageConfig {
  const bucket = env.S3_BUCKET?.trim();
  if (bucket) {
    const accessKeyId = env.S3_ACCESS_KEY_ID?.trim();
    const secretAccessKey = env.S3_SECRET_ACCESS_KEY?.trim();
    return {
      kind: "s3",
      bucket,
      endpoint: env.S3_ENDPOINT?.trim() || undefined,
      region: env.S3_REGION?.trim() || "us-east-1",
      forcePathStyle: env.S3_FORCE_PATH_STYLE ? env.S3_FORCE_PATH_STYLE === "1" : Boolean(env.S3_ENDPOINT),
      credentials: accessKeyId && secretAccessKey ? { accessKeyId, secretAccessKey, sessionToken: env.S3_SESSION_TOKEN?.trim() || undefined } : undefined,
    };
  }
  return { kind: "fs", root: path.resolve(env.DATA_DIR || "data", "files") };
}

let cachedLinkSecret: Promise<Buffer> | null = null;
/** The HMAC key of the filesystem store's download links, derived from the shared application secret. */
export function downloadLinkSecret(): Promise<Buffer> {
  cachedLinkSecret ??= appSecret()
    .then(deriveLinkSecret)
    .catch((e) => {
      cachedLinkSecret = null;
      throw e;
    });
  return cachedLinkSecret;
}

/** Builds the store a configuration names. */
function createFileStore(config: StorageConfig): FileStore {
  if (config.kind === "s3") {
    return createS3Store({
      bucket: config.bucket as string,
      endpoint: config.endpoint,
      region: config.region,
      forcePathStyle: config.forcePathStyle,
      credentials: config.credentials,
    });
  }
  return createFsStore({ root: config.root as string, linkSecret: downloadLinkSecret, now: nowMs });
}

const KEY = "__cantiereFileStore";
type G = typeof globalThis & { [KEY]?: FileStore };

/** This process's store (made once from the environment). */
export function fileStore(): FileStore {
  const g = globalThis as G;
  g[KEY] ??= createFileStore(storageConfig());
  return g[KEY];
}
