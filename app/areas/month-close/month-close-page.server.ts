// The sign-off screen's data (ADR-0138), for the person's page and HR's: one read of month_close,
// the month's names and dates as the screen shows them, and the forms this viewer may send.
import type { TFunction } from "i18next";
import type { Sql } from "~/db.server";
import type { Actor } from "~/domain/access/actor";
import { isMonthHr, mayCountersign } from "~/domain/month-close/decider";
import { formatDateTime } from "~/domain/shared/format";
import { zurichDateOf } from "~/domain/shared/zurich-time";
import { nowIso } from "~/clock.server";
import { monthSignOffOf } from "~/events/queries/month-close.server";
import { newCommandId } from "~/http/command-ids.server";
import type { MonthCloseView, MonthIntent } from "~/ui/month-close/month-close-page";
import { monthLabel } from "~/ui/stamping/view";
import { monthActorOf } from "./month-close-command.server";

const shift = (month: string, by: number) => {
  const [y, m] = month.split("-").map(Number);
  const d = new Date(Date.UTC(y, m - 1 + by, 1));
  return `${d.getUTCFullYear()}-${String(d.getUTCMonth() + 1).padStart(2, "0")}`;
};

/** The month before the current one: what a person signs at the start of a month. */
export const lastMonth = (now = nowIso()) => shift(zurichDateOf(now).toString().slice(0, 7), -1);

/** The screen of `personId`'s month as `viewer` sees it (the caller checked the viewer may see that person). */
export async function monthClosePageOf(
  sql: Sql,
  t: TFunction,
  viewer: Actor,
  input: { personId: number; personName: string; month: string; self: string; pdfs: { label: string; href: string }[] },
): Promise<MonthCloseView> {
  const { personId, month } = input;
  const off = await monthSignOffOf(sql, personId, month);
  const actor = monthActorOf(viewer);
  // the viewer's own month, if they keep hours or expenses (an auditor or a client has none to sign)
  const own = viewer.id === personId && actor.ownMonth;
  const current = zurichDateOf(nowIso()).toString().slice(0, 7);
  const may: Record<MonthIntent, boolean> = {
    "sign-month": own && off.status === "OPEN" && month <= current,
    "countersign-month": mayCountersign(actor, personId) && off.status === "SIGNED",
    "send-month-back": !own && isMonthHr(actor) && off.status === "SIGNED",
    "reopen-month": !own && isMonthHr(actor) && off.status === "COUNTERSIGNED",
    "comment-month": own || mayCountersign(actor, personId),
  };
  const nameOf = (id: number, name: string | null) => name ?? t("history.unknown_person", { id });
  return {
    heading: own ? t("month_close.title_own", { month: monthLabel(t, month) }) : t("month_close.title_of", { name: input.personName, month: monthLabel(t, month) }),
    month,
    monthLabel: monthLabel(t, month),
    status: off.status,
    signed: off.signedBy ? { name: nameOf(off.signedBy.id, off.signedBy.name), at: formatDateTime(off.signedBy.at) } : null,
    countersigned: off.countersignedBy ? { name: nameOf(off.countersignedBy.id, off.countersignedBy.name), at: formatDateTime(off.countersignedBy.at) } : null,
    log: off.log.map((l, i) => ({ key: `${i}`, what: t(`month_close.event.${l.type}`), name: nameOf(l.by, l.name), at: formatDateTime(l.at), text: l.text, textRemoved: l.textRemoved === true })),
    version: off.version,
    forms: Object.fromEntries(Object.entries(may).filter(([, ok]) => ok).map(([intent]) => [intent, newCommandId()])),
    previous: shift(month, -1),
    next: month < current ? shift(month, 1) : null,
    self: input.self,
    pdfs: input.pdfs,
  };
}
