// The demo people's avatars, legal documents and assigned sites (ADR-0033). Pure data; people.server.ts
// stores the files and records the events through the person decider's commands.
import { Temporal } from "temporal-polyfill";
import { DEMO_ACCOUNTS, demoPeople } from "./demo-data";

export interface DemoAvatar {
  username: string;
  /** the picture's background and figure colours */
  background: string;
  figure: string;
}

export interface DemoDocument {
  /** stable: the document's id, its file's id and the command id derive from it */
  key: string;
  username: string;
  title: string;
  number: string | null;
  expiresAt: string | null;
  signed: boolean;
}

const staff = (index: number) => demoPeople()[DEMO_ACCOUNTS.length + index].personal.username;

/** A few people with a photo; everybody else shows initials. */
export function demoAvatars(): DemoAvatar[] {
  return [
    { username: "admin", background: "#fde68a", figure: "#92400e" },
    { username: "hr", background: "#bfdbfe", figure: "#1e3a8a" },
    { username: "employee", background: "#bbf7d0", figure: "#166534" },
    { username: "worker", background: "#fecaca", figure: "#7f1d1d" },
    { username: staff(0), background: "#e9d5ff", figure: "#581c87" },
    { username: staff(9), background: "#fed7aa", figure: "#7c2d12" },
  ];
}

/**
 * The legal documents, dated from the seed's day: one expires within 30 days (HR's "expiring"
 * mark), the others later or never (the signed ones).
 */
export function demoDocuments(today: string): DemoDocument[] {
  const inDays = (days: number) => Temporal.PlainDate.from(today).add({ days }).toString();
  return [
    { key: "employee-id-card", username: "employee", title: "Carta d'identità", number: "C4821937", expiresAt: inDays(12), signed: false },
    { key: "employee-contract", username: "employee", title: "Contratto di lavoro", number: null, expiresAt: null, signed: true },
    { key: "worker-permit", username: "worker", title: "Permesso di dimora B", number: "B-TI-558213", expiresAt: inDays(240), signed: false },
    { key: "worker-safety", username: "worker", title: "Istruzione sulla sicurezza in cantiere", number: null, expiresAt: null, signed: true },
    { key: "associate-passport", username: "associate", title: "Passaporto", number: "X8835120", expiresAt: inDays(1100), signed: false },
    { key: "interim-permit", username: "interim", title: "Permesso per frontalieri G", number: "G-TI-771204", expiresAt: inDays(400), signed: false },
  ];
}

/** The WORKER whose field work is assigned to construction sites (WORKER and INTERIM may have some, ADR-0033). */
export const DEMO_SITE_ASSIGNMENT = { username: "worker", sites: 2 } as const;
