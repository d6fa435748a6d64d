// ChangeSite through its operation (ADR-0051) on a real database: only what changed is recorded, as
// up to three events, and the sites list shows it at once (inline projection); a save that changes
// nothing records nothing; a stale version is a conflict; a figure the user may not see is refused
// (403) even when a forged form sends it, and nothing is stored.
import { beforeAll, describe, expect, it } from "vitest";
import { actorOf } from "../../app/domain/access/actor";
import type { Role } from "../../app/domain/access/permissions";
import { ConcurrencyError, DomainError } from "../../app/domain/shared/errors";
import { siteDecider } from "../../app/domain/site/decider";
import type { SiteDetails } from "../../app/domain/site/events";
import { handleCommand } from "../../app/events/handle-command.server";
import { siteForUser } from "../../app/events/queries/sites.server";
import { changeSite } from "../../app/areas/sites/change-site.server";
import { dbReady, newId, useDb } from "./helpers";

const get = useDb(4);
let sql: ReturnType<typeof get>["sql"];

beforeAll(async () => {
  sql = (await dbReady(get)).sql;
});

const details: SiteDetails = {
  title: "Capannone Pian Scairolo", quickcomId: `QC-${newId().slice(0, 8)}`, subject: "Nuovo capannone", status: "PLANNED", category: "Villetta a schiera",
  address: "Via Cantonale 1", city: "Grancia", zip: "6916", country: "CH", latitude: 45.97, longitude: 8.93, radius: 300, companyCode: "cantiere", currency: "CHF",
  offer: 500_000_00, total: 0, requiredAdvances: 0, cashedAdvances: 0, balance: 0, laborCost: 10_000_00, supplierCost: 0, othersCost: 0, goodsCost: 0,
};

const actor = (role: Role) => actorOf({ id: 1, role, capabilities: [], companyCode: "cantiere", active: true });
const meta = () => ({ actorId: 1, now: "2026-11-26T10:00:00.000Z", commandId: newId() });
const read = (id: number) => siteForUser(sql, id, { companies: ["cantiere"] });

async function newSite(): Promise<number> {
  const outcome = await handleCommand(sql, siteDecider, {
    command: (id) => ({ type: "RegisterSite" as const, siteId: id, details: { ...details, quickcomId: `QC-${newId().slice(0, 8)}` } }),
    meta: meta(),
    target: { sequence: "site_id_seq" },
  });
  return outcome.id;
}

describe("changing a site", () => {
  it("records only what changed, as details, figures and status, and the list shows it", async () => {
    const id = await newSite();
    const before = (await read(id))!;
    const outcome = await changeSite(sql, actor("ADMIN"), id, { ...details, quickcomId: before.quickcomId, address: "Via Cantonale 12", offer: 123_450, status: "OPEN" }, before.version, meta());
    expect(outcome.eventTypes).toEqual(["SiteDetailsChanged", "SiteFiguresChanged", "SiteStatusChanged"]);
    const [changed] = await sql<{ data: Record<string, unknown> }[]>`SELECT data FROM events WHERE stream_id = ${`site-${id}`} AND event_type = 'SiteDetailsChanged'`;
    expect(Object.keys(changed.data).sort()).toEqual(["address", "at", "by", "siteId"]);
    const after = (await read(id))!;
    expect(after).toMatchObject({ address: "Via Cantonale 12", offer: 123_450, status: "OPEN", category: "Villetta a schiera", version: outcome.version });

    // the same form saved again: nothing to record, the version stays
    const again = await changeSite(sql, actor("ADMIN"), id, { ...details, quickcomId: before.quickcomId, address: "Via Cantonale 12", offer: 123_450, status: "OPEN" }, after.version, meta());
    expect(again.eventTypes).toEqual([]);
    expect((await read(id))!.version).toBe(after.version);

    // clearing the coordinates
    await changeSite(sql, actor("ADMIN"), id, { latitude: null, longitude: null }, after.version, meta());
    expect(await read(id)).toMatchObject({ latitude: null, longitude: null });
  });

  it("answers a stale version with a conflict, and stores nothing", async () => {
    const id = await newSite();
    const { version } = (await read(id))!;
    await changeSite(sql, actor("ADMIN"), id, { city: "Lugano" }, version, meta());
    await expect(changeSite(sql, actor("ADMIN"), id, { city: "Chiasso" }, version, meta())).rejects.toBeInstanceOf(ConcurrencyError);
    expect((await read(id))!.city).toBe("Lugano");
  });

  it("refuses a figure the user may not see (a forged field), and stores nothing of that save", async () => {
    const id = await newSite();
    const { version } = (await read(id))!;
    // a client sees the totals only (sensibleDataClient); a worker sees no money at all
    const forged = changeSite(sql, actor("CLIENT"), id, { city: "Lugano", laborCost: 1 }, version, meta());
    await expect(forged).rejects.toMatchObject({ kind: "forbidden", code: "errors.forbidden" });
    await expect(changeSite(sql, actor("WORKER"), id, { offer: 1 }, version, meta())).rejects.toBeInstanceOf(DomainError);
    expect(await read(id)).toMatchObject({ city: "Grancia", laborCost: 10_000_00, offer: 500_000_00, version });
    // the unchanged figure sent back is no change: allowed
    const ok = await changeSite(sql, actor("CLIENT"), id, { city: "Lugano", laborCost: 10_000_00 }, version, meta());
    expect(ok.eventTypes).toEqual(["SiteDetailsChanged"]);
  });
});
