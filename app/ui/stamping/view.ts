// What the stamping screens and the monthly sheet show, formatted on the server (Swiss formats,
// ADR-0009): a stamp, a day with its stamps and flags, the weekly table, the month. Pure: the
// loader passes the translations and the names; components do not format dates.
import type { TFunction } from "i18next";
import { Temporal } from "temporal-polyfill";
import { formatDate, formatDateTime, formatNumber, formatTime } from "~/domain/shared/format";
import { hoursAndMinutes, type CountedStamp, type PeriodSummary, type StampFlag } from "~/domain/stamping/totals";
import type { PlaceSource, StampKind, StampSource, StampStatus } from "~/domain/stamping/types";
import { zurichDateOf } from "~/domain/shared/zurich-time";
import { formatDistance } from "~/domain/stamping/geofence";
import type { StampRow } from "~/events/queries/stamps.server";

/** What a stamp record needs to be shown: a StampRow's fields (the site and the foreman may be left out). */
export type StampRecordLike = Pick<
  StampRow,
  | "id"
  | "personId"
  | "kind"
  | "status"
  | "source"
  | "stampedAt"
  | "originalKind"
  | "originalStampedAt"
  | "deviceAt"
  | "placeSource"
  | "place"
  | "partnerStampId"
  | "reason"
  | "corrections"
  | "version"
> &
  Partial<Pick<StampRow, "siteTitle" | "offSite" | "distanceM" | "recordedByName">>;

export interface StampView {
  id: number;
  kind: StampKind;
  /** the translated kind */
  kindLabel: string;
  status: StampStatus;
  source: StampSource;
  /** HH:mm in Zurich */
  time: string;
  /** DD.MM.YYYY */
  date: string;
  /** DD.MM.YYYY HH:mm */
  dateTime: string;
  /** the place as shown: the preset's name, the coordinates, or null when made without one */
  place: string | null;
  placeSource: PlaceSource;
  /** the site's title; null: no site */
  site: string | null;
  /** outside the site's radius: "1.2 km from Residenza Lugano A"; null when inside or not measured */
  offSite: string | null;
  /** "recorded by Franco Capo" for a crew stamp; null otherwise */
  recordedBy: string | null;
  /** corrected at least once: the time and kind first recorded */
  corrected: boolean;
  original: string | null;
  /** the device's time when it differs from the stamp's by a minute or more */
  deviceTime: string | null;
  flag: StampFlag | null;
  counted: boolean;
  open: boolean;
  reason: string;
  partnerStampId: number | null;
  version: number;
}

export interface DayView {
  /** YYYY-MM-DD */
  date: string;
  /** "mar 10.03.2026" */
  label: string;
  weekend: boolean;
  /** every record of the day in time order (active ones with their flags; proposals, refused and deleted ones too) */
  stamps: StampView[];
  worked: string;
  workedMinutes: number;
  /** the time between the counted pairs; null when there is none */
  gap: string | null;
  flagged: boolean;
  open: boolean;
}

export interface WeekView {
  week: number;
  /** "02.03.2026 – 08.03.2026" */
  range: string;
  total: string;
}

export interface MonthView {
  /** YYYY-MM */
  month: string;
  /** "marzo 2026" */
  label: string;
  days: DayView[];
  weeks: WeekView[];
  total: string;
  totalMinutes: number;
  flaggedDays: number;
}

/** The weekday's short name and the date: "mar 10.03.2026". */
export function dayLabel(t: TFunction, date: string): string {
  const d = Temporal.PlainDate.from(date);
  return `${t(`stamping.weekday.${d.dayOfWeek}`)} ${formatDate(date)}`;
}

/** "marzo 2026". */
export function monthLabel(t: TFunction, month: string): string {
  const [y, m] = month.split("-").map(Number);
  return `${t(`stamping.months.${m}`)} ${y}`;
}

function placeText(r: StampRecordLike): string | null {
  if (!r.place) return null;
  return r.place.label ?? `${formatNumber(r.place.latitude, 5)}, ${formatNumber(r.place.longitude, 5)}`;
}

/** The geofence's flag in words (ADR-0122): "1.2 km from Residenza Lugano A", or without the distance once it is gone (an erased person). */
function offSiteText(t: TFunction, r: Pick<StampRecordLike, "offSite" | "distanceM" | "siteTitle">): string | null {
  if (!r.offSite) return null;
  const site = r.siteTitle ?? t("stamping.site.unknown");
  return r.distanceM === null || r.distanceM === undefined
    ? t("stamping.badge.off_site_unmeasured", { site })
    : t("stamping.badge.off_site", { distance: formatDistance(r.distanceM), site });
}

/** One stamp record as shown; `counted` carries its flags when it is active. */
export function stampView(t: TFunction, r: StampRecordLike, counted?: CountedStamp<StampRecordLike>): StampView {
  const corrected = r.corrections > 0;
  const device = r.deviceAt && Math.abs(Date.parse(r.deviceAt) - Date.parse(r.stampedAt)) >= 60_000 ? formatTime(r.deviceAt) : null;
  return {
    id: r.id,
    kind: r.kind,
    kindLabel: t(`stamping.kind.${r.kind}`),
    status: r.status,
    source: r.source,
    time: formatTime(r.stampedAt),
    date: formatDate(r.stampedAt),
    dateTime: formatDateTime(r.stampedAt),
    place: placeText(r),
    placeSource: r.placeSource,
    site: r.siteTitle ?? null,
    offSite: offSiteText(t, r),
    recordedBy: r.source === "crew" ? t("stamping.badge.recorded_by", { name: r.recordedByName ?? t("stamping.badge.someone") }) : null,
    corrected,
    original: corrected ? `${t(`stamping.kind.${r.originalKind}`)} ${formatDateTime(r.originalStampedAt)}` : null,
    deviceTime: device,
    flag: counted?.flag ?? null,
    counted: counted?.counted ?? false,
    open: counted?.open ?? false,
    reason: r.reason,
    partnerStampId: r.partnerStampId,
    version: r.version,
  };
}

const zurichDate = (iso: string) => zurichDateOf(iso).toString();

/**
 * A counted period as the screens show it. Active stamps sit on the day they count for (a night
 * shift's clock-out on its clock-in's day); other records on their own date.
 */
export function periodView<T extends StampRecordLike>(t: TFunction, month: string, summary: PeriodSummary<T>, records: readonly T[]): MonthView {
  const others = new Map<string, T[]>();
  for (const r of records) {
    if (r.status === "ACTIVE") continue;
    const d = zurichDate(r.stampedAt);
    others.set(d, [...(others.get(d) ?? []), r]);
  }
  const days = summary.days.map((d): DayView => {
    const views = [
      ...d.stamps.map((c) => ({ at: Date.parse(c.stamp.stampedAt), id: c.stamp.id, view: stampView(t, c.stamp, c as CountedStamp<StampRecordLike>) })),
      ...(others.get(d.date) ?? []).map((r) => ({ at: Date.parse(r.stampedAt), id: r.id, view: stampView(t, r) })),
    ].sort((a, b) => a.at - b.at || a.id - b.id);
    return {
      date: d.date,
      label: dayLabel(t, d.date),
      weekend: d.weekend,
      stamps: views.map((v) => v.view),
      worked: hoursAndMinutes(d.workedMinutes),
      workedMinutes: d.workedMinutes,
      gap: d.gapMinutes > 0 ? hoursAndMinutes(d.gapMinutes) : null,
      flagged: d.flagged,
      open: d.open,
    };
  });
  return {
    month,
    label: monthLabel(t, month),
    days,
    weeks: summary.weeks.map((w) => ({ week: w.week, range: `${formatDate(w.from)} – ${formatDate(w.to)}`, total: hoursAndMinutes(w.minutes) })),
    total: hoursAndMinutes(summary.totalMinutes),
    totalMinutes: summary.totalMinutes,
    flaggedDays: summary.flaggedDays,
  };
}

/** The unpaired stamps of the period (the forgotten ones a proposal completes), with the proposal waiting for each, if any. */
export interface FlaggedStampView {
  stamp: StampView;
  day: string;
  /** the kind that is missing */
  missing: StampKind;
  missingLabel: string;
  /** a proposal waiting for HR */
  pending: StampView | null;
  /** the latest refused proposal, with its reason */
  refused: StampView | null;
}

export function flaggedStamps<T extends StampRecordLike>(t: TFunction, view: MonthView, records: readonly T[]): FlaggedStampView[] {
  const out: FlaggedStampView[] = [];
  for (const day of view.days) {
    for (const s of day.stamps) {
      if (s.flag !== "unpaired" || s.status !== "ACTIVE") continue;
      const missing: StampKind = s.kind === "ENTRATA" ? "USCITA" : "ENTRATA";
      const proposals = records.filter((r) => r.partnerStampId === s.id);
      const pending = proposals.find((r) => r.status === "PROPOSED");
      const refused = proposals.filter((r) => r.status === "REFUSED").at(-1);
      out.push({
        stamp: s,
        day: day.label,
        missing,
        missingLabel: t(`stamping.kind.${missing}`),
        pending: pending ? stampView(t, pending) : null,
        refused: refused ? stampView(t, refused) : null,
      });
    }
  }
  return out;
}
