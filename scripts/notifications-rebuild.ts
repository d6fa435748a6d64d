// npm run notifications:rebuild — rebuilds the notifications from the start of the event log without
// announcing history again (ADR-0089): what happened up to now is stored as read and mailed to nobody;
// what happens after it is told as usual. Safe while the app serves: it takes the processor's and
// the sender's locks.
import { now } from "~/clock.server";
import { rebuildNotifications } from "~/events/notifications/processor.server";
import { withDb } from "./cli";

const replayed = await withDb((db) => rebuildNotifications(db.sql, now()));
console.log(`notifications:rebuild: ${replayed} events replayed; the notifications up to now are history (read, not mailed)`);
