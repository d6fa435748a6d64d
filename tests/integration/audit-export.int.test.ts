// The audit's export (ADR-0087): the filtered log streamed as CSV or JSON Lines from a cursor, a
// batch per chunk, oldest first, personal data decrypted (and left out once erased).
import { randomUUID } from "node:crypto";
import { beforeAll, describe, expect, it } from "vitest";
import type { AuditFilter } from "../../app/events/queries/audit.server";
import { auditExportStream, EXPORT_BATCH } from "../../app/events/queries/audit-export.server";
import { shredKey } from "../../app/events/pii.server";
import { appendToStream } from "../../app/events/store.server";
import { dbReady, useOwnDb } from "./helpers";

const none: AuditFilter = { streamType: null, eventType: null, actorId: null, from: null, to: null };

async function chunks(stream: ReadableStream<Uint8Array>): Promise<string[]> {
  const out: string[] = [];
  const decoder = new TextDecoder("utf-8", { ignoreBOM: true });
  const reader = stream.getReader();
  for (;;) {
    const { value, done } = await reader.read();
    if (done) return out;
    out.push(decoder.decode(value));
  }
}

describe("the audit export", () => {
  const get = useOwnDb();
  let sql: ReturnType<typeof get>["sql"];
  const type = `exp${randomUUID().slice(0, 8)}`;
  const other = `oth${randomUUID().slice(0, 8)}`;

  beforeAll(async () => {
    sql = (await dbReady(get)).sql;
    const meta = (actorId: number | null) => ({ actorId, correlationId: "c", causationId: null, commandId: null, commandType: "Probe" });
    await appendToStream(sql, {
      streamId: `${type}-1`,
      streamType: type,
      expectedVersion: 0,
      events: [
        { type: "ProbeNoted", data: { text: "=SUM(A1), \"quoted\"\nnext line", personal: { name: "Müller" } }, piiSubject: `person-77` },
        { type: "ProbeClosed", data: { n: 2 } },
      ],
      metadata: meta(5),
      recordedAt: new Date("2026-03-29T00:30:00.000Z"),
    });
    await appendToStream(sql, { streamId: `${type}-2`, streamType: type, expectedVersion: 0, events: [{ type: "ProbeNoted", data: { personal: { name: "Rossi" } }, piiSubject: "person-78" }], metadata: meta(null), recordedAt: new Date("2026-04-02T10:00:00.000Z") });
    await appendToStream(sql, { streamId: `${other}-1`, streamType: other, expectedVersion: 0, events: [{ type: "ProbeNoted", data: { n: 1 } }], metadata: meta(5), recordedAt: new Date("2026-03-29T00:30:00.000Z") });
    await shredKey(sql, "person-78");
  });

  it("writes the CSV header at once, then the filtered events oldest first, quoted, with Zurich and UTC times and each hash", async () => {
    const text = (await chunks(auditExportStream(sql, { ...none, streamType: type }, "csv"))).join("");
    const lines = text.split("\r\n");
    expect(lines[0]).toBe("\uFEFFposition,recorded_at,recorded_at_local,record_type,record_id,version,event,schema_version,actor,command,event_id,hash,data,metadata");
    expect(text).not.toContain(other);
    // three events, one of which holds a line break inside a quoted field
    expect(text.match(new RegExp(`,"${type}",`, "g"))).toHaveLength(3);
    expect(text).toContain(`,2026-03-29T00:30:00.000Z,29.03.2026 01:30:00,"${type}","1",1,"ProbeNoted",1,"5","Probe",`);
    // the data decrypted, as JSON in one quoted field, quotes doubled (a formula stays text: the field starts with "{")
    const json = JSON.stringify({ text: '=SUM(A1), "quoted"\nnext line', personal: { name: "Müller" } });
    expect(text).toContain(`,"${json.replace(/"/g, '""')}",`);
    const [{ hash }] = await sql<{ hash: string }[]>`SELECT encode(hash, 'hex') AS hash FROM events WHERE stream_id = ${`${type}-1`} AND version = 2`;
    expect(text).toContain(`,${hash},"{""n"": 2}",`);
  });

  it("writes JSON Lines that parse one by one, with the filter on actor and event, and an erased person's data left out", async () => {
    const all = (await chunks(auditExportStream(sql, { ...none, streamType: type }, "jsonl"))).join("");
    const rows = all.trimEnd().split("\n").map((l) => JSON.parse(l) as Record<string, unknown>);
    expect(rows.map((r) => [r.streamId, r.version, r.type, r.actorId])).toEqual([
      [`${type}-1`, 1, "ProbeNoted", 5],
      [`${type}-1`, 2, "ProbeClosed", 5],
      [`${type}-2`, 1, "ProbeNoted", null],
    ]);
    expect(rows[0]).toMatchObject({ recordId: 1, recordedAt: "2026-03-29T00:30:00.000Z", data: { personal: { name: "Müller" } }, metadata: { actorId: 5, commandType: "Probe" } });
    expect(rows[0].hash).toMatch(/^[0-9a-f]{64}$/);
    expect(rows[2].data).toEqual({ personal: null });
    const filtered = (await chunks(auditExportStream(sql, { ...none, streamType: type, eventType: "ProbeNoted", actorId: 0 }, "jsonl"))).join("");
    expect(filtered.trimEnd().split("\n").map((l) => (JSON.parse(l) as { streamId: string }).streamId)).toEqual([`${type}-2`]);
    const period = (await chunks(auditExportStream(sql, { ...none, streamType: type, from: "2026-04-01", to: "2026-04-30" }, "jsonl"))).join("");
    expect(period.trimEnd().split("\n")).toHaveLength(1);
  });

  it("JSON Lines keep any name exact: quotes, backslashes and control characters escaped, a record id of digits a number, one of letters a string", async () => {
    const odd = `odd${randomUUID().slice(0, 8)}`;
    const oddMeta = { actorId: 7, correlationId: "c", causationId: null, commandId: null, commandType: 'Ünï "cmd"' };
    await appendToStream(sql, { streamId: `${odd}-a"b\\c\u0001`, streamType: odd, expectedVersion: 0, events: [{ type: 'Odd"Type\\x', data: { n: 1 } }], metadata: oddMeta, recordedAt: new Date("2026-05-01T08:00:00.000Z") });
    await appendToStream(sql, { streamId: `${odd}-007`, streamType: odd, expectedVersion: 0, events: [{ type: "PlainType", data: { n: 2 } }], metadata: { ...oddMeta, commandType: "Plain" }, recordedAt: new Date("2026-05-01T09:00:00.000Z") });
    await appendToStream(sql, { streamId: `${odd}-x7`, streamType: odd, expectedVersion: 0, events: [{ type: "PlainType", data: { n: 3 } }], metadata: { ...oddMeta, actorId: null, commandType: undefined }, recordedAt: new Date("2026-05-01T10:00:00.000Z") });
    const text = (await chunks(auditExportStream(sql, { ...none, streamType: odd }, "jsonl"))).join("");
    const rows = text.trimEnd().split("\n").map((l) => JSON.parse(l) as Record<string, unknown>);
    expect(rows.map((r) => [r.streamType, r.streamId, r.recordId, r.type, r.actorId, r.commandType])).toEqual([
      [odd, `${odd}-a"b\\c\u0001`, 'a"b\\c\u0001', 'Odd"Type\\x', 7, 'Ünï "cmd"'],
      [odd, `${odd}-007`, 7, "PlainType", 7, "Plain"],
      [odd, `${odd}-x7`, "x7", "PlainType", null, null],
    ]);
  });

  it("streams a batch per chunk, and stops reading when the download is abandoned", async () => {
    const big = `big${randomUUID().slice(0, 8)}`;
    const n = EXPORT_BATCH * 2 + 7;
    await sql`
      INSERT INTO events (stream_id, stream_type, version, event_id, event_type, data, metadata, recorded_at)
      SELECT ${big} || '-' || i, ${big}, 1, gen_random_uuid(), 'ProbeNoted', jsonb_build_object('n', i), '{}', now()
      FROM generate_series(1, ${n}) AS i`;
    const parts = await chunks(auditExportStream(sql, { ...none, streamType: big }, "csv"));
    // the header alone first (it leaves before any row is read), then one chunk per batch of positions
    // (other tests append beside this one, so a batch may hold fewer of these events than its size)
    expect(parts[0].split("\r\n")).toHaveLength(2);
    const lines = parts.slice(1).map((p) => p.split("\r\n").length - 1);
    expect(lines.length).toBeGreaterThanOrEqual(3);
    expect(lines.every((l) => l > 0 && l <= EXPORT_BATCH)).toBe(true);
    expect(lines.reduce((a, b) => a + b, 0)).toBe(n);
    const ids = parts.slice(1).join("").trimEnd().split("\r\n").map((l) => Number(l.split(",")[4].replace(/"/g, "")));
    expect(ids).toEqual(Array.from({ length: n }, (_, i) => i + 1)); // in the log's order, none twice

    const reader = auditExportStream(sql, { ...none, streamType: big }, "jsonl").getReader();
    const first = await reader.read();
    const firstLines = new TextDecoder().decode(first.value).split("\n").length - 1;
    expect(firstLines).toBeGreaterThan(0);
    expect(firstLines).toBeLessThanOrEqual(EXPORT_BATCH);
    await reader.cancel();
    // the connection is free again: the cursor was closed, not left open
    const [{ ok }] = await sql<{ ok: number }[]>`SELECT 1 AS ok`;
    expect(ok).toBe(1);
  });
});
