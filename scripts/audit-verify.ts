// npm run audit:verify — recomputes every stream's hash chain (ADR-0086) and reports the first
// broken link: the event whose stored hash no longer matches its content and the previous event's
// hash, or a missing version. Then checks the chain against the anchors in the object store
// (ADR-0100): each anchor signed by the key (AUDIT_ANCHOR_PUBLIC_KEY, or the public half of
// AUDIT_ANCHOR_KEY) and naming the one before it, and every anchored stream head still in the
// events table with its anchored hash. Exits non-zero when any of it fails.
//
// Without anchors the chain proves only that every link matches: someone with the schema owner's
// rights could rewrite a stream's tail and recompute its hashes, and the chain would still hold.
import { anchorKeys, anchorKeysInStore, verifyAnchors, type AnchorProblem } from "~/storage/audit-anchor.server";
import { verifyChains } from "~/events/verify-chain.server";
import { fileStore } from "~/storage/index.server";
import { withDb } from "./cli";

const describe = (p: AnchorProblem) => {
  switch (p.reason) {
    case "changed":
      return `${p.anchor}: stream ${p.streamId}, version ${p.version}: anchored hash ${p.anchored}, now ${p.now} (the stream was rewritten after the anchor)`;
    case "missing":
      return `${p.anchor}: stream ${p.streamId}, version ${p.version}: anchored, and no longer in the events table`;
    case "went_back":
      return `${p.anchor}: stream ${p.streamId} anchored at version ${p.version} after an earlier anchor had version ${p.anchored}`;
    case "previous":
      return `${p.anchor}: does not name the anchor before it (an anchor is missing, or one was added)`;
    case "signature":
      return `${p.anchor}: its signature does not verify with the public key`;
    default:
      return `${p.anchor}: unreadable or not an anchor (${p.reason})`;
  }
};

const { report, anchors } = await withDb(async (db) => {
  const report = await verifyChains(db.sql);
  const store = fileStore();
  const stored = await anchorKeysInStore(store);
  if (stored.length === 0) return { report, anchors: null };
  const { publicKey } = anchorKeys();
  if (!publicKey) return { report, anchors: "no key" as const };
  return { report, anchors: await verifyAnchors(db.sql, store, publicKey) };
});

let failed = false;
if (report.firstBroken === null) {
  console.log(`audit:verify chain ok: ${report.events} events in ${report.streams} streams, every chain holds`);
} else {
  failed = true;
  const b = report.firstBroken;
  console.error(`audit:verify FAILED: ${report.broken} broken link(s) in ${report.events} events (${report.streams} streams)`);
  console.error(
    b.reason === "gap"
      ? `first broken link: position ${b.position}, stream ${b.streamId}, version ${b.version}: the version before it is missing`
      : `first broken link: position ${b.position}, stream ${b.streamId}, version ${b.version}: stored hash ${b.stored || "(none)"}, recomputed ${b.expected}`,
  );
}
if (anchors === null) {
  console.log("audit:verify anchors: none in the store — the chain alone does not show a stream rewritten with recomputed hashes (AUDIT_ANCHOR_KEY, npm run audit:anchor)");
} else if (anchors === "no key") {
  failed = true;
  console.error("audit:verify FAILED: anchors are stored, but neither AUDIT_ANCHOR_PUBLIC_KEY nor AUDIT_ANCHOR_KEY is set to check them");
} else if (anchors.problems.length === 0) {
  console.log(`audit:verify anchors ok: ${anchors.anchors} anchor(s), ${anchors.streams} anchored stream heads as they were`);
} else {
  failed = true;
  console.error(`audit:verify FAILED: ${anchors.problems.length} difference(s) from the ${anchors.anchors} anchor(s)`);
  for (const p of anchors.problems.slice(0, 20)) console.error(`  ${describe(p)}`);
}
process.exit(failed ? 1 : 0);
