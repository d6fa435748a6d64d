// Which describer replays which kind of record in the audit's generic history page (ADR-0011).
// An aggregate with a describer adds one line; any other stream still replays with the generic
// plug (its events' data folded field by field).
import { checklistHistory } from "~/domain/checklist/history";
import { dailyHoursHistory } from "~/domain/daily-hours/history";
import { expenseHistory } from "~/domain/expense/history";
import { leaveHistory } from "~/domain/leave/history";
import type { DomainEvent } from "~/domain/shared/decider";
import { genericHistoryPlug, type HistoryPlug } from "~/domain/shared/history";
import { stampHistory } from "~/domain/stamping/history";
import { workingHoursHistory } from "~/domain/working-hours/history";
import { festivityHistory } from "~/domain/festivity/history";
import { journalHistory } from "~/domain/journal/history";
import { personHistory } from "~/domain/person/history";
import { siteHistory } from "~/domain/site/history";
import { siteFilesHistory } from "~/domain/site-files/history";
import { toolHistory } from "~/domain/tool/history";

const PLUGS: Record<string, HistoryPlug<never, DomainEvent>> = {
  leave: leaveHistory as unknown as HistoryPlug<never, DomainEvent>,
  stamp: stampHistory as unknown as HistoryPlug<never, DomainEvent>,
  workinghours: workingHoursHistory as unknown as HistoryPlug<never, DomainEvent>,
  dailyhours: dailyHoursHistory as unknown as HistoryPlug<never, DomainEvent>,
  expense: expenseHistory as unknown as HistoryPlug<never, DomainEvent>,
  person: personHistory as unknown as HistoryPlug<never, DomainEvent>,
  site: siteHistory as unknown as HistoryPlug<never, DomainEvent>,
  festivity: festivityHistory as unknown as HistoryPlug<never, DomainEvent>,
  journal: journalHistory as unknown as HistoryPlug<never, DomainEvent>,
  sitefiles: siteFilesHistory as unknown as HistoryPlug<never, DomainEvent>,
  tool: toolHistory as unknown as HistoryPlug<never, DomainEvent>,
  checklist: checklistHistory as unknown as HistoryPlug<never, DomainEvent>,
};

export function historyPlugOf(streamType: string): HistoryPlug<unknown, DomainEvent> {
  return (PLUGS[streamType] as HistoryPlug<unknown, DomainEvent> | undefined) ?? genericHistoryPlug(streamType);
}
