// npm run audit:verify — recomputes every stream's hash chain (ADR-0086) and reports the first
// broken link: the event whose stored hash no longer matches its content and the previous event's
// hash, or a missing version. Exits non-zero when any link is broken.
import { verifyChains } from "~/events/verify-chain.server";
import { withDb } from "./cli";

const report = await withDb((db) => verifyChains(db.sql));
if (report.firstBroken === null) {
  console.log(`audit:verify ok: ${report.events} events in ${report.streams} streams, every chain holds`);
  process.exit(0);
}
const b = report.firstBroken;
console.error(`audit:verify FAILED: ${report.broken} broken link(s) in ${report.events} events (${report.streams} streams)`);
console.error(
  b.reason === "gap"
    ? `first broken link: position ${b.position}, stream ${b.streamId}, version ${b.version}: the version before it is missing`
    : `first broken link: position ${b.position}, stream ${b.streamId}, version ${b.version}: stored hash ${b.stored || "(none)"}, recomputed ${b.expected}`,
);
process.exit(1);
