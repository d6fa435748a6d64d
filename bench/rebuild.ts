// 3. Rebuild of a list projection (festivity_list) from a generated log: N events written by one
// INSERT … SELECT generate_series (90 % FestivityAdded at version 1 of festivity-<n>, 10 %
// FestivityChanged at version 2; each row's chained hash computed in the same INSERT, ADR-0086),
// then rebuildProjection from position 0 through the gated reader.
import type { Sql } from "~/db.server";
import { rebuildProjection } from "~/events/rebuild.server";
import { projectionByName } from "~/events/projections/index.server";
import { readAfter, START } from "~/events/reader.server";
import { cpuMeter, round, type Benchmark } from "./lib";

const TITLES = ["Capodanno", "Epifania", "Festa della Liberazione", "Festa dei lavoratori", "Festa della Repubblica", "Ferragosto", "Ognissanti", "Immacolata", "Natale", "Santo Stefano", "Santo patrono", "Chiusura estiva"];
const COMPANIES = ["cantiere", "metalsky", "sitaf", "metalpiega", "edemar", "tmwood", "electrogestim"];

/**
 * Writes `total` festivity events in one transaction (90 % FestivityAdded at version 1, 10 %
 * FestivityChanged at version 2), then VACUUM (ANALYZE)s the table as autovacuum would have.
 */
export async function generateFestivityEvents(sql: Sql, total: number): Promise<{ added: number; changed: number; generateMs: number; vacuumMs: number }> {
  const added = Math.round(total * 0.9);
  const changed = total - added;
  const step = Math.max(1, Math.floor(added / Math.max(1, changed)));
  const gen = await sql.reserve();
  let generateMs: number;
  let vacuumMs: number;
  try {
    await gen`SET statement_timeout = 0`;
    const g0 = performance.now();
    await gen`BEGIN`;
    await gen`
      INSERT INTO events (stream_id, stream_type, version, event_id, event_type, schema_version, data, metadata, pii_subject, recorded_at, hash)
      SELECT g.*, event_chain_hash(NULL, g.s, g.st, g.v, g.id, g.et, g.sv, g.d, g.m, g.p, g.ts)
      FROM (SELECT 'festivity-' || n AS s, 'festivity' AS st, 1 AS v, gen_random_uuid() AS id, 'FestivityAdded' AS et, 1 AS sv,
             jsonb_build_object('festivityId', n, 'title', (${TITLES}::text[])[1 + n % ${TITLES.length}] || ' ' || n,
               'startDate', to_char(d, 'YYYY-MM-DD'), 'endDate', to_char(d + (n % 3), 'YYYY-MM-DD'),
               'companyCode', CASE WHEN n % 4 = 0 THEN NULL ELSE (${COMPANIES}::text[])[1 + n % ${COMPANIES.length}] END,
               'at', to_char(ts, 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'), 'by', 1 + n % 50) AS d,
             jsonb_build_object('actorId', 1 + n % 50, 'correlationId', c, 'causationId', NULL, 'commandId', c, 'commandType', 'AddFestivity') AS m,
             NULL::text AS p, ts
      FROM generate_series(1, ${added}::int) AS n,
           LATERAL (SELECT date '2020-01-01' + n % 3650 AS d,
                           timestamptz '2024-01-01 00:00:00+00' + n * interval '1 second' AS ts,
                           gen_random_uuid()::text AS c) x
      ORDER BY n) g`;
    await gen`
      INSERT INTO events (stream_id, stream_type, version, event_id, event_type, schema_version, data, metadata, pii_subject, recorded_at, hash)
      SELECT g.*, event_chain_hash((SELECT e.hash FROM events e WHERE e.stream_id = g.s AND e.version = 1), g.s, g.st, g.v, g.id, g.et, g.sv, g.d, g.m, g.p, g.ts)
      FROM (SELECT 'festivity-' || n AS s, 'festivity' AS st, 2 AS v, gen_random_uuid() AS id, 'FestivityChanged' AS et, 1 AS sv,
             jsonb_build_object('festivityId', n, 'title', (${TITLES}::text[])[1 + n % ${TITLES.length}] || ' ' || n || ' (spostata)',
               'startDate', to_char(d, 'YYYY-MM-DD'), 'endDate', to_char(d + 1, 'YYYY-MM-DD'),
               'companyCode', (${COMPANIES}::text[])[1 + n % ${COMPANIES.length}],
               'at', to_char(ts, 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'), 'by', 1 + n % 50) AS d,
             jsonb_build_object('actorId', 1 + n % 50, 'correlationId', c, 'causationId', NULL, 'commandId', c, 'commandType', 'ChangeFestivity') AS m,
             NULL::text AS p, ts
      FROM generate_series(1, ${changed}::int) AS k,
           LATERAL (SELECT k * ${step}::int AS n) m,
           LATERAL (SELECT date '2020-01-01' + n % 3650 + 7 AS d,
                           timestamptz '2025-01-01 00:00:00+00' + k * interval '1 second' AS ts,
                           gen_random_uuid()::text AS c) x
      ORDER BY k) g`;
    await gen`SELECT setval('festivity_id_seq', ${added}::bigint)`;
    await gen`COMMIT`;
    generateMs = performance.now() - g0;
    // what autovacuum would have done by the time anyone rebuilds: hint bits, visibility map, statistics
    const v0 = performance.now();
    await gen`VACUUM (ANALYZE) events`;
    vacuumMs = performance.now() - v0;
    await gen`RESET statement_timeout`;
  } finally {
    gen.release();
  }
  return { added, changed, generateMs, vacuumMs };
}

export const rebuildBench: Benchmark = {
  name: "rebuild",
  timeLimitMs: 1_500_000,
  async run(ctx) {
    const total = ctx.overrides.events ?? (ctx.quick ? 50_000 : 1_000_000);
    const added = Math.round(total * 0.9);
    const changed = total - added;
    // the read-only pass repeats the reads without the upserts: evidence of where the time goes
    const split = (ctx.overrides.split ?? (total <= 200_000 ? 1 : 0)) !== 0;
    const projection = projectionByName("festivity_list");
    if (!projection) throw new Error("festivity_list is not among the projections");
    const db = await ctx.open(4);
    const { sql } = db;

    ctx.log(`[rebuild] generating ${total} events (${added} FestivityAdded, ${changed} FestivityChanged)`);
    const { generateMs, vacuumMs } = await generateFestivityEvents(sql, total);
    const [{ bytes }] = await sql<{ bytes: string }[]>`SELECT pg_size_pretty(pg_total_relation_size('events')) AS bytes`;
    ctx.log(`[rebuild] generated in ${round(generateMs / 1000, 1)} s, vacuum ${round(vacuumMs / 1000, 1)} s, events table ${bytes}`);

    ctx.log(`[rebuild] rebuilding festivity_list from position 0`);
    const cpu = await cpuMeter(sql);
    const r0 = performance.now();
    const result = await rebuildProjection(sql, projection);
    const rebuildMs = performance.now() - r0;
    const cpuShare = await cpu();
    ctx.log(`[rebuild] ${result.events} events in ${round(rebuildMs / 1000, 2)} s into ${result.table}`);

    const [check] = await sql<{ rows: number; moved: number; table: string }[]>`
      SELECT count(*)::int AS rows, count(*) FILTER (WHERE title LIKE '% (spostata)')::int AS moved,
             (SELECT active_table FROM projection_registry WHERE name = 'festivity_list') AS table
      FROM festivity_list`;
    if (result.events !== total || check.rows !== added || check.moved !== changed) {
      throw new Error(`rebuild: read ${result.events}/${total} events, ${check.rows}/${added} rows, ${check.moved}/${changed} changed rows`);
    }

    // where the time goes: the same gated keyset reads and decoding, without the upserts
    let readOnly: Record<string, number> | undefined;
    if (split) {
      const c = await cpuMeter(sql);
      const s0 = performance.now();
      let cp = START;
      let n = 0;
      for (;;) {
        const { events, next } = await readAfter(sql, cp, { types: projection.handles, limit: 5000 });
        n += events.length;
        cp = next;
        if (events.length < 5000) break;
      }
      const ms = performance.now() - s0;
      const share = await c();
      readOnly = { events: n, seconds: round(ms / 1000, 2), nodeCores: share.nodeCores, postgresCores: share.postgresCores ?? NaN };
      ctx.log(`[rebuild] read-only pass over the same batches: ${round(ms / 1000, 2)} s`);
    }

    return {
      figures: [
        { label: `rebuild of ${total.toLocaleString("en-US")} events`, value: round(rebuildMs / 1000, 2), unit: "s", digits: 2, target: { op: "<=", value: total >= 1_000_000 ? 20 : round((20 * total) / 1_000_000, 2) } },
        { label: "rebuild throughput", value: round(total / (rebuildMs / 1000)), unit: "events/s" },
        { label: "generation (INSERT … generate_series)", value: round(generateMs / 1000, 2), unit: "s", digits: 2 },
        { label: "VACUUM (ANALYZE) events", value: round(vacuumMs / 1000, 2), unit: "s", digits: 2 },
      ],
      details: {
        events: total,
        added,
        changed,
        eventsTable: bytes,
        rebuiltInto: result.table,
        verified: check,
        cpu: cpuShare,
        ...(readOnly ? { readOnlyPass: readOnly } : {}),
      },
    };
  },
};
