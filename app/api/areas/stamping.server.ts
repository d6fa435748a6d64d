// Stamping logs through the JSON API (spec part 1 §7 "Users and stamping", part 2 §7): a person's
// stamp records of a period (one's own, or HR's for a person within their companies; stamp_list),
// and clocking in or out (POST user/stampingsLogs: type ENTRATA or USCITA, the device's place) over
// the same operation and schema as the stamping page's clock form (recordStamp, clockSchema); with
// another person's personId, HR's entry of a stamp at a time (addStamp, addStampSchema), as the HR page.
// HR's corrections (PUT user/stampingsLogs/{id}: the full log, its type, timestamp and the reason
// as description) and deletions (DELETE with the reason) run the stamp page's operations
// (correctStamp, deleteStamp) with its schemas (correctStampSchema, deleteStampSchema).
import { Temporal } from "temporal-polyfill";
import { z } from "zod";
import { zurichToday } from "~/clock.server";
import { can } from "~/domain/access/permissions";
import { DomainError } from "~/domain/shared/errors";
import { addStampSchema, clockSchema, correctStampSchema, deleteStampSchema } from "~/domain/stamping/schema";
import { STAMP_KINDS } from "~/domain/stamping/types";
import { isInHrScope } from "~/events/queries/hr-people.server";
import { stampById, stampsAround, type StampRow } from "~/events/queries/stamps.server";
import { scopedRecord } from "~/http/scope.server";
import { correctStamp } from "~/areas/stamping/correct-stamp.server";
import { deleteStamp } from "~/areas/stamping/delete-stamp.server";
import { addStamp } from "~/areas/stamping/add-stamp.server";
import { recordStamp } from "~/areas/stamping/record-stamp.server";
import { endpoint, parseOrThrow, type Endpoint } from "../endpoint.server";
import { listQuery, pageOf, paged } from "../lists.server";

const apiStamp = z.object({
  id: z.number().int(),
  personId: z.number().int(),
  type: z.enum(STAMP_KINDS),
  status: z.string(),
  description: z.string(),
  place: z.object({ latitude: z.number(), longitude: z.number(), label: z.string().nullable() }).nullable(),
  site: z
    .object({
      id: z.number().int(),
      title: z.string().nullable(),
      offSite: z.boolean().describe("the place lay farther from the site than its radius (a flag, never a refusal; ADR-0122)"),
      distanceMetres: z.number().int().nullable().describe("how far from the site, when measured (gone once the person is erased)"),
    })
    .nullable()
    .describe("the site the stamp names; null: no site"),
  recordedBy: z.number().int().describe("who recorded it: the person, HR, or the site's foreman for the crew"),
  source: z.string().describe("clock, hr, proposal, crew or offline (the clock tapped without a connection, sent later: its time is the tap's, ADR-0124)"),
  timestamp: z.string().describe("ISO instant"),
  version: z.number().int(),
});

const stampOf = (r: StampRow) => ({
  id: r.id,
  personId: r.personId,
  type: r.kind,
  status: r.status,
  description: r.reason,
  place: r.place,
  site: r.siteId === null ? null : { id: r.siteId, title: r.siteTitle, offSite: r.offSite, distanceMetres: r.distanceM },
  recordedBy: r.recordedBy,
  source: r.source,
  timestamp: r.stampedAt,
  version: r.version,
});

const day = z.string().regex(/^\d{4}-\d{2}-\d{2}$/);

// the spec's shape (type, place { latitude, longitude }, timestamp, personId, description) read as
// the clock form's fields, plus what HR's entry for someone else needs (the person, the time, the reason)
const clockBody = z.preprocess(
  (v) => {
    if (!v || typeof v !== "object") return v;
    const b = v as {
      type?: unknown;
      place?: { latitude?: unknown; longitude?: unknown } | null;
      preset?: unknown;
      siteId?: unknown;
      timestamp?: unknown;
      personId?: unknown;
      description?: unknown;
      reason?: unknown;
    };
    const text = (x: unknown) => (x === undefined || x === null ? undefined : String(x));
    return {
      kind: b.type,
      latitude: text(b.place?.latitude),
      longitude: text(b.place?.longitude),
      preset: b.preset,
      siteId: text(b.siteId),
      deviceAt: b.timestamp,
      personId: b.personId ?? undefined,
      timestamp: b.timestamp,
      reason: b.reason ?? b.description,
    };
  },
  clockSchema.omit({ intent: true, from: true, commandId: true, expectedVersion: true }).extend({
    personId: z.number().int().positive().optional().describe("someone else's stamp (HR, update stampingsLog): recorded at timestamp with description as the reason, as the HR stamp page"),
    timestamp: z.unknown().optional().describe("own stamp: the device's clock; HR's entry for someone: the stamp's time (ISO instant or Zurich 'YYYY-MM-DD HH:mm', on the quarter hour)"),
    reason: z.unknown().optional().describe("HR's entry: the reason (required), sent as description"),
  }),
);

// HR's entry of a stamp for someone, through the HR stamp page's schema (quarter-hour time, reason required)
const hrEntryBody = addStampSchema.pick({ kind: true, stampedAt: true, reason: true });

/** A timestamp as the correction form reads it: an ISO instant becomes Zurich wall time ("YYYY-MM-DD HH:mm"); other text is read by the form's own rule. */
function wallTimeOf(v: unknown): unknown {
  if (typeof v !== "string" || !/(?:Z|[+-]\d{2}:?\d{2})$/.test(v.trim())) return v;
  try {
    return Temporal.Instant.from(v.trim()).toZonedDateTimeISO("Europe/Zurich").toPlainDateTime().toString({ smallestUnit: "minute" }).replace("T", " ");
  } catch {
    return v;
  }
}

// the spec's full log (id, type, timestamp, description as the reason) read as the correction form's fields
const correctionBody = z.preprocess((v) => {
  if (!v || typeof v !== "object") return v;
  const b = v as {
    id?: unknown;
    type?: unknown;
    timestamp?: unknown;
    description?: unknown;
    reason?: unknown;
  };
  return {
    intent: "correct-stamp",
    id: b.id,
    kind: b.type,
    stampedAt: wallTimeOf(b.timestamp),
    reason: b.reason ?? b.description,
  };
}, correctStampSchema.pick({ intent: true, kind: true, stampedAt: true, reason: true }).extend({ id: z.number().int().positive().optional() }));

export const stampingEndpoints: Endpoint[] = [
  endpoint({
    method: "GET",
    path: "/user/stampingsLogs",
    tag: "Stamping",
    summary: "A person's stamp records of a period (one's own without personId; default: this month)",
    rights: [["read", "profile"], ["read", "stampingsLog"], ["read", "hr"]],
    query: listQuery(["timestamp"], { personId: z.coerce.number().int().positive().optional(), startDate: day.optional(), endDate: day.optional() }),
    response: pageOf(apiStamp),
    run: async ({ sql, user, query }) => {
      const personId = query.personId ?? user.id;
      const mayOthers = can(user.access, "read", "stampingsLog") || can(user.access, "read", "hr");
      if (personId !== user.id && !(mayOthers && (await isInHrScope(sql, user, personId)))) throw new DomainError("not_found", "errors.not_found");
      const today = zurichToday();
      const from = query.startDate ?? today.with({ day: 1 }).toString();
      const to = query.endDate ?? today.with({ day: today.daysInMonth }).toString();
      if (Temporal.PlainDate.compare(from, to) > 0 || Temporal.PlainDate.from(from).until(to).days > 366) throw new DomainError("invalid", "errors.start_after_end", { field: "endDate" });
      const rows = (await stampsAround(sql, personId, from, to)).filter((r) => {
        const d = Temporal.Instant.from(r.stampedAt).toZonedDateTimeISO("Europe/Zurich").toPlainDate().toString();
        return d >= from && d <= to;
      });
      if ((query.orderDirection ?? "asc") === "desc") rows.reverse();
      const start = query.pageNumber * query.pageSize;
      return { body: paged(rows.slice(start, start + query.pageSize).map(stampOf), rows.length, query.pageSize) };
    },
  }),
  endpoint({
    method: "POST",
    path: "/user/stampingsLogs",
    tag: "Stamping",
    summary:
      "Clock in (ENTRATA) or out (USCITA) now, with the device's place; with another person's personId, HR (update stampingsLog) records a stamp for them at timestamp (quarter hour) with description as the reason, as the HR stamp page does",
    rights: [["read", "profile"], ["update", "stampingsLog"]],
    body: clockBody,
    write: true,
    response: apiStamp,
    run: async ({ sql, user, body, meta }) => {
      let outcome: { id: number };
      if (body.personId !== undefined && body.personId !== user.id) {
        // the HR stamp page's rule: update stampingsLog, a person within HR's scope (404 outside it)
        if (!can(user.access, "update", "stampingsLog")) throw new DomainError("forbidden", "errors.forbidden");
        const person = await scopedRecord(sql, user, "stampPerson", String(body.personId));
        const v = parseOrThrow(hrEntryBody, { kind: body.kind, stampedAt: wallTimeOf(body.timestamp), reason: body.reason });
        outcome = await addStamp(sql, user, { personId: person.principal.personId, kind: v.kind, stampedAt: v.stampedAt, reason: v.reason }, meta);
      } else {
        if (!can(user.access, "read", "profile")) throw new DomainError("forbidden", "errors.forbidden");
        outcome = await recordStamp(sql, user, { kind: body.kind, deviceAt: body.deviceAt ?? null, place: { latitude: body.latitude, longitude: body.longitude, preset: body.preset }, siteId: body.siteId ?? null }, meta);
      }
      const row = await stampById(sql, outcome.id);
      if (!row) throw new DomainError("not_found", "errors.not_found");
      return { status: 201, body: stampOf(row), version: row.version };
    },
  }),
  endpoint({
    method: "PUT",
    path: "/user/stampingsLogs/{id}",
    tag: "Stamping",
    summary: "HR's correction of someone else's stamp: type, timestamp (ISO instant or Zurich 'YYYY-MM-DD HH:mm'), description as the reason; If-Match: its version",
    rights: [["update", "stampingsLog"]],
    body: correctionBody,
    write: true,
    ifMatch: true,
    response: apiStamp,
    run: async ({ sql, user, params, body, meta, expectedVersion }) => {
      const stamp = await scopedRecord(sql, user, "stamp", params.id);
      if (body.id !== undefined && body.id !== stamp.id) throw new DomainError("invalid", "errors.not_found", { field: "id" });
      await correctStamp(
        sql,
        user,
        {
          stampId: stamp.id,
          personId: stamp.personId,
          expectedVersion,
          kind: body.kind,
          stampedAt: body.stampedAt,
          reason: body.reason,
        },
        meta,
      );
      const row = await stampById(sql, stamp.id);
      if (!row) throw new DomainError("not_found", "errors.not_found");
      return { body: stampOf(row), version: row.version };
    },
  }),
  endpoint({
    method: "DELETE",
    path: "/user/stampingsLogs/{id}",
    tag: "Stamping",
    summary: "HR's deletion of someone else's stamp, with the reason (query reason); If-Match: its version",
    rights: [["update", "stampingsLog"]],
    query: deleteStampSchema.pick({ reason: true }),
    write: true,
    ifMatch: true,
    response: z.null(),
    run: async ({ sql, user, params, query, meta, expectedVersion }) => {
      const stamp = await scopedRecord(sql, user, "stamp", params.id);
      await deleteStamp(
        sql,
        user,
        {
          stampId: stamp.id,
          personId: stamp.personId,
          expectedVersion,
          reason: query.reason,
        },
        meta,
      );
      return { status: 204, body: null };
    },
  }),
];
