// A stamp record in a history (ADR-0011, ADR-0030): the decider, the stored shapes, and the fields a
// history page shows of a state — the current kind and time beside the first recorded ones, so a
// correction never hides the original. Pure; the page folds the stream with stampDecider.evolve.
import type { DomainEvent } from "../shared/decider";
import { formatDateTime, formatNumber } from "../shared/format";
import type { HistoryField, HistoryPlug, HistoryValue } from "../shared/history";
import { stampDecider, type StampState } from "./decider";
import { stampEventSchema, type StampEvent } from "./events";
import { formatDistance } from "./geofence";
import { stampKindKey, stampStatusKey } from "./types";

const text = (s: string | null | undefined): HistoryValue => (s ? { text: s } : null);
const key = (k: string): HistoryValue => ({ key: k });
const person = (id: number | null): HistoryValue => (id === null ? null : { person: id });

function placeOf(s: StampState): HistoryValue {
  if (s.status === null || (s.source !== "clock" && s.source !== "offline")) return null;
  if (s.place) return text(s.place.label ?? `${formatNumber(s.place.latitude, 5)}, ${formatNumber(s.place.longitude, 5)}`);
  // a place was recorded but the person has been erased: the marking stays, the coordinates are gone
  return s.placeSource === "none" ? key("stamping.history.no_place") : key("stamping.history.place_erased");
}

/** The geofence's flag (ADR-0122): the distance while it is kept, the flag alone once erased. */
function offSiteOf(s: StampState): HistoryValue {
  if (!s.offSite) return null;
  return s.distanceM === null ? key("stamping.history.off_site_erased") : { key: "stamping.history.off_site", params: { distance: formatDistance(s.distanceM) } };
}

/** A stamp's fields as its history shows them. */
function describeStamp(s: StampState): HistoryField[] {
  const f = (k: string, value: HistoryValue): HistoryField => ({ key: k, label: `stamping.history.field.${k}`, value });
  return [
    f("status", s.status ? key(stampStatusKey(s.status)) : null),
    f("kind", s.kind ? key(stampKindKey(s.kind)) : null),
    f("stampedAt", text(formatDateTime(s.stampedAt))),
    f("originalKind", s.originalKind ? key(stampKindKey(s.originalKind)) : null),
    f("originalStampedAt", text(formatDateTime(s.originalStampedAt))),
    f("source", s.source ? key(`stamping.source.${s.source}`) : null),
    f("deviceAt", text(formatDateTime(s.deviceAt))),
    f("place", placeOf(s)),
    f("site", s.siteId === null ? null : text(`#${s.siteId}`)),
    f("offSite", offSiteOf(s)),
    f("partner", s.partnerStampId === null ? null : text(`#${s.partnerStampId}`)),
    f("reason", text(s.reason)),
    f("person", s.status ? person(s.personId) : null),
    f("recordedBy", person(s.recordedBy)),
    f("recordedAt", text(formatDateTime(s.recordedAt))),
    f("corrections", s.corrections > 0 ? text(String(s.corrections)) : null),
    f("correctedBy", person(s.correctedBy)),
    f("correctedAt", text(formatDateTime(s.correctedAt))),
    f("closedBy", person(s.closedBy)),
    f("closedAt", text(formatDateTime(s.closedAt))),
  ];
}

/** The stamp record's plug into the generic history and audit. */
export const stampHistory: HistoryPlug<StampState, StampEvent> = {
  decider: stampDecider,
  readable: (e: DomainEvent): e is StampEvent => stampEventSchema.safeParse(e).success,
  describe: describeStamp,
};
