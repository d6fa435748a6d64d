// The command path side by side (issue 20): `npm run bench -- vs-emmett [--quick] [--rounds=3]
// [--writers=32] [--count=5000]`. The `commands` workload — 32 writers, single-event commands
// (AddFestivity), a new stream each, an inline projection row written in the same transaction —
// through Cantiere's command handler and through Emmett's PostgreSQL event store
// (@event-driven-io/emmett-postgresql 0.42: `DeciderCommandHandler`, an inline raw-SQL projection
// writing the same festivity_list table), against the same PostgreSQL database, alternating for
// `rounds` rounds. Each side gets a pool of writers + 2 connections. Reported: events/s of each side
// per round, the median ratio Cantiere / Emmett, and each side's latencies.
import { randomUUID } from "node:crypto";
import { DeciderCommandHandler, projections, type Event } from "@event-driven-io/emmett";
import { getPostgreSQLEventStore, postgreSQLRawSQLProjection } from "@event-driven-io/emmett-postgresql";
import { identifier, SQL } from "@event-driven-io/dumbo";
import pg from "pg";
import { COMPANY_CODES } from "~/domain/company/companies";
import { festivityDecider } from "~/domain/festivity/decider";
import type { FestivityDetails } from "~/domain/festivity/events";
import { handleCommand } from "~/events/handle-command.server";
import { latencySummary, round, runWorkers, type Benchmark } from "./lib";

function detailsOf(i: number): FestivityDetails {
  const day = new Date(Date.UTC(2026, 0, 1) + (i % 3650) * 86_400_000).toISOString().slice(0, 10);
  return { title: `Festa patronale ${i}`, startDate: day, endDate: day, companyCode: i % 4 === 0 ? null : COMPANY_CODES[i % COMPANY_CODES.length] };
}

// Emmett's side: the same decision (a festivity is added once), its own event type
type AddedData = { title: string; startDate: string; endDate: string; companyCode: string | null; festivityId: number; at: string; by: number };
type Added = Event<"FestivityAdded", AddedData>;
type Add = { type: "AddFestivity"; data: { festivityId: number; details: FestivityDetails; at: string } };
type State = { added: boolean };

const handle = DeciderCommandHandler<State, Add, Added>({
  initialState: () => ({ added: false }),
  evolve: (_state, _event) => ({ added: true }),
  decide: (command, state) => {
    if (state.added) throw new Error("already added");
    return { type: "FestivityAdded", data: { ...command.data.details, festivityId: command.data.festivityId, at: command.data.at, by: 1 } };
  },
});

// ids far from festivity_id_seq's, so both sides write the same table without meeting
const EMMETT_ID_BASE = 1_000_000_000;

export const vsEmmettBench: Benchmark = {
  name: "vs-emmett",
  timeLimitMs: 20 * 60_000,
  async run(ctx) {
    const writers = ctx.overrides.writers ?? 32;
    const count = ctx.overrides.count ?? (ctx.quick ? 1_000 : 5_000);
    const rounds = ctx.overrides.rounds ?? 3;
    const db = await ctx.open(writers + 2);
    const { sql } = db;
    const [{ name: table }] = await sql<{ name: string }[]>`
      SELECT c.relname AS name FROM pg_class c WHERE c.relname LIKE 'festivity_list_v%' AND c.relkind = 'r' ORDER BY c.relname DESC LIMIT 1`;

    const pool = new pg.Pool({ connectionString: ctx.url, max: writers + 2 });
    const store = getPostgreSQLEventStore(ctx.url, {
      connectionOptions: { pooled: true, pool },
      projections: projections.inline([
          postgreSQLRawSQLProjection<Added>({
            name: "festivity_list_bench",
            canHandle: ["FestivityAdded"],
            evolve: (event) => {
              const d = event.data;
              return SQL`INSERT INTO ${identifier(table)} (id, title, start_date, end_date, company_code, last_position)
                         VALUES (${d.festivityId}, ${d.title}, ${d.startDate}, ${d.endDate}, ${d.companyCode}, 0)`;
            },
          }),
      ]),
    });

    let cantiereNext = 0;
    let emmettNext = 0;
    const viaCantiere = () => {
      const i = cantiereNext++;
      return handleCommand(sql, festivityDecider, {
        command: (festivityId: number) => ({ type: "AddFestivity" as const, festivityId, details: detailsOf(i) }),
        meta: { actorId: 1, now: new Date().toISOString(), commandId: randomUUID() },
        target: { sequence: "festivity_id_seq" },
      });
    };
    const viaEmmett = () => {
      const i = emmettNext++;
      const festivityId = EMMETT_ID_BASE + i;
      return handle(store, `festivity-${festivityId}`, { type: "AddFestivity", data: { festivityId, details: detailsOf(i), at: new Date().toISOString() } });
    };

    const measure = async (send: () => Promise<unknown>, n: number) => {
      const latencies = new Array<number>(n);
      const t0 = performance.now();
      await runWorkers(writers, n, async (i) => {
        const s = performance.now();
        await send();
        latencies[i] = performance.now() - s;
      });
      return { perS: n / ((performance.now() - t0) / 1000), lat: latencySummary(latencies) };
    };

    try {
      // warm-up of both (Emmett creates its schema on first use)
      ctx.log("[vs-emmett] warm-up");
      await measure(viaEmmett, 200);
      await measure(viaCantiere, 200);
      const results: { round: number; cantiere: number; emmett: number; ratio: number }[] = [];
      const lat = { cantiere: [] as number[], emmett: [] as number[] };
      for (let r = 1; r <= rounds; r++) {
        // alternate which side goes first
        const order = r % 2 === 1 ? (["cantiere", "emmett"] as const) : (["emmett", "cantiere"] as const);
        const got: Record<string, number> = {};
        for (const side of order) {
          const m = await measure(side === "cantiere" ? viaCantiere : viaEmmett, count);
          got[side] = m.perS;
          lat[side].push(m.lat.p99);
          ctx.log(`[vs-emmett] round ${r} ${side}: ${round(m.perS)} events/s, p50 ${round(m.lat.p50, 2)} ms, p99 ${round(m.lat.p99, 2)} ms`);
        }
        results.push({ round: r, cantiere: round(got.cantiere), emmett: round(got.emmett), ratio: round(got.cantiere / got.emmett, 2) });
      }
      const [{ rows }] = await sql<{ rows: number }[]>`SELECT count(*)::int AS rows FROM festivity_list`;
      const expected = 2 * (200 + rounds * count);
      if (rows !== expected) throw new Error(`vs-emmett: expected ${expected} projection rows, found ${rows}`);
      const ratios = results.map((x) => x.ratio).sort((a, b) => a - b);
      const median = ratios[Math.floor(ratios.length / 2)];
      return {
        figures: [
          { label: "Cantiere / Emmett events/s (median of rounds)", value: median, unit: "×", digits: 2, target: { op: ">=", value: 2.5 } },
          { label: "Cantiere events/s (median)", value: [...results.map((x) => x.cantiere)].sort((a, b) => a - b)[Math.floor(rounds / 2)], unit: "events/s" },
          { label: "Emmett events/s (median)", value: [...results.map((x) => x.emmett)].sort((a, b) => a - b)[Math.floor(rounds / 2)], unit: "events/s" },
        ],
        details: { writers, commandsPerRoundAndSide: count, rounds: results, p99Ms: lat, projectionRows: rows, table },
      };
    } finally {
      await store.close();
      await pool.end().catch(() => undefined);
    }
  },
};
