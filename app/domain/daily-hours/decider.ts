// The rules of one daily-hours entry (stream `dailyhours-<id>`): HR (update hr) records the hours a
// person of a company they manage worked on a site they may see; start before end, at most 24
// hours, not starting in the future, not the same hours twice (ADR-0043).
import type { Grantor } from "../access/grants";
import { can } from "../access/permissions";
import type { CompanyCode } from "../company/companies";
import { refuseInLockedMonth, type LockedMonths } from "../month-close/month";
import { type Decider } from "../shared/decider";
import { forbidden, notFound, ruleBroken } from "../shared/errors";
import { assertWithinLimit, TEXT_LIMITS } from "../shared/text-limits";
import { minutesBetween, parseZurichDateTime, toIsoOffset } from "../shared/zurich-time";
import type { DailyHoursEvent } from "./events";

/** The longest description kept (declared with every other field's limit in TEXT_LIMITS). */
export const DESCRIPTION_MAX = TEXT_LIMITS.dailyHours.description;
const MAX_MINUTES = 24 * 60;

export interface RecordDailyHours {
  type: "RecordDailyHours";
  entryId: number;
  /** the person the hours are for; null when unknown */
  person: { personId: number; companyCode: CompanyCode } | null;
  /** the site; null when unknown */
  site: { siteId: number; companyCode: CompanyCode } | null;
  recordedBy: Grantor;
  /** the companies whose people the actor manages (peopleCompanies) and whose sites they see (siteCompanies) */
  peopleCompanies: readonly CompanyCode[];
  siteCompanies: readonly CompanyCode[];
  /** Zurich wall times "YYYY-MM-DD HH:mm:ss" */
  startAt: string;
  endAt: string;
  description: string;
  /** the person's entries already recorded that start on the same day (read from the list), to refuse a duplicate */
  existing: readonly RecordedHours[];
  /** the person's locked months (countersigned, ADR-0138): hours starting or ending in one are refused; absent: none */
  lockedMonths?: LockedMonths;
}

/** An entry as recorded: its site and its times (instants with Z or an offset). */
export interface RecordedHours {
  siteId: number;
  startAt: string;
  endAt: string;
}

/**
 * The same hours recorded twice (ADR-0043): the same person, site, start and end (so the same day)
 * as an existing entry. Two entries of a day on different sites, or at other times, stay allowed.
 */
export function duplicateHours(entry: RecordedHours, existing: readonly RecordedHours[]): boolean {
  const ms = (s: string) => parseZurichDateTime(s)?.epochMilliseconds ?? Number.NaN;
  return existing.some((e) => e.siteId === entry.siteId && ms(e.startAt) === ms(entry.startAt) && ms(e.endAt) === ms(entry.endAt));
}

export type DailyHoursCommand = RecordDailyHours;

export interface DailyHoursState {
  entryId: number;
  personId: number;
  siteId: number;
  startAt: string | null;
  endAt: string | null;
  minutes: number;
  description: string;
  recordedAt: string | null;
  recordedBy: number | null;
}

const initialDailyHoursState = (): DailyHoursState => ({
  entryId: 0,
  personId: 0,
  siteId: 0,
  startAt: null,
  endAt: null,
  minutes: 0,
  description: "",
  recordedAt: null,
  recordedBy: null,
});

/** Daily hours: update hr, a person and a site the actor may see, start before end within 24 hours, not recorded already. */
export const dailyHoursDecider: Decider<DailyHoursState, DailyHoursCommand, DailyHoursEvent> = {
  streamType: "dailyhours",
  initialState: initialDailyHoursState,
  evolve(_state, event) {
    const d = event.data;
    return {
      entryId: d.entryId,
      personId: d.personId,
      siteId: d.siteId,
      startAt: d.startAt,
      endAt: d.endAt,
      minutes: d.minutes,
      description: d.personal?.description ?? "",
      recordedAt: d.at,
      recordedBy: d.by,
    };
  },
  decide(command, state, ctx) {
    if (state.startAt !== null) throw ruleBroken("errors.already_exists");
    if (!can({ rights: new Set(command.recordedBy.rights) }, "update", "hr")) throw forbidden();
    if (!command.person || !command.peopleCompanies.includes(command.person.companyCode)) throw notFound();
    if (!command.site || !command.siteCompanies.includes(command.site.companyCode)) throw ruleBroken("daily_hours.unknown_site", { field: "siteId" });
    const start = parseZurichDateTime(command.startAt);
    const end = parseZurichDateTime(command.endAt);
    if (!start) throw ruleBroken("errors.invalid_date", { field: "startAt" });
    if (!end) throw ruleBroken("errors.invalid_date", { field: "endAt" });
    const minutes = minutesBetween(start, end);
    if (minutes <= 0) throw ruleBroken("errors.start_after_end", { field: "endAt" });
    if (minutes > MAX_MINUTES) throw ruleBroken("daily_hours.too_long", { field: "endAt" });
    refuseInLockedMonth(command.lockedMonths, [toIsoOffset(start), toIsoOffset(end)], "startAt");
    const now = parseZurichDateTime(ctx.now);
    if (now && start.epochMilliseconds > now.epochMilliseconds) throw ruleBroken("daily_hours.in_future", { field: "startAt" });
    const description = (command.description ?? "").trim();
    assertWithinLimit(description, DESCRIPTION_MAX, "description");
    if (duplicateHours({ siteId: command.site.siteId, startAt: toIsoOffset(start), endAt: toIsoOffset(end) }, command.existing)) throw ruleBroken("daily_hours.duplicate");
    return [
      {
        type: "DailyHoursRecorded",
        data: {
          entryId: command.entryId,
          personId: command.person.personId,
          siteId: command.site.siteId,
          startAt: toIsoOffset(start),
          endAt: toIsoOffset(end),
          minutes,
          personal: description ? { description } : null,
          at: ctx.now,
          by: command.recordedBy.personId,
        },
      },
    ];
  },
};

