// npm run audit:anchor — takes an anchor of the audit trail now (ADR-0100): every stream's head,
// signed with AUDIT_ANCHOR_KEY, written to the object store (S3_BUCKET, else <DATA_DIR>/files)
// under audit-anchors/. The app takes one a day by itself when the key is set; this is for a
// moment of one's choosing (before a migration, at the end of an audit period).
// `npm run audit:anchor -- --new-key` prints a fresh key pair for the two environment variables.
import { anchorKeys, newAnchorKeyPair, takeAnchor } from "~/storage/audit-anchor.server";
import { fileStore } from "~/storage/index.server";
import { fail, withDb } from "./cli";

if (process.argv.includes("--new-key")) {
  const pair = newAnchorKeyPair();
  console.log("# keep the private key out of the database and its backups; give the public key to the auditors");
  console.log(`AUDIT_ANCHOR_KEY=${pair.privateKey}`);
  console.log(`AUDIT_ANCHOR_PUBLIC_KEY=${pair.publicKey}`);
  process.exit(0);
}

const keys = anchorKeys();
if (!keys.privateKey) fail("audit:anchor: AUDIT_ANCHOR_KEY is not set (npm run audit:anchor -- --new-key makes a key pair)");
const { key, anchor } = await withDb((db) => takeAnchor(db.sql, fileStore(), keys, new Date()));
console.log(`audit:anchor written: ${key} (${anchor.streams} streams, ${anchor.events} events, up to position ${anchor.position}, key ${anchor.keyId})`);
process.exit(0);
