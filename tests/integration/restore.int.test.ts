// The backup and restore drill (issue 41, ADR-0121): `npm run restore:check` dumps this file's
// database (the event store, the keys, the accounts, the id sequences), restores the dump into an
// empty database, rebuilds every projection from the events and passes projections:verify,
// audit:verify and a row-by-row comparison with the original. The control leaves the keys of
// personal data out of the dump: the restored people then differ, and the check says so.
import { spawnSync } from "node:child_process";
import { beforeAll, describe, expect, it } from "vitest";
import { addFestivity } from "../../app/areas/festivities/add-festivity.server";
import { dbReady, fileDatabaseUrl, useDb } from "./helpers";
import { metaOf, newPerson } from "./people";

const getDb = useDb(3);

beforeAll(async () => {
  const { sql } = await dbReady(getDb);
  const hr = await newPerson(sql, { role: "HR", prefix: "restore-hr" });
  await newPerson(sql, { role: "WORKER", prefix: "restore-worker" });
  for (const day of ["01", "02", "03"]) {
    await addFestivity(sql, { title: `Festa ${day}`, description: null, place: "Lugano", startDate: `2031-04-${day}`, endDate: `2031-04-${day}`, companyCode: null, cantonCode: null, halfDay: false }, metaOf(hr.id));
  }
});

const restoreCheck = (...args: string[]) =>
  spawnSync(process.execPath, ["--import", "tsx", "scripts/restore-check.ts", ...args], {
    env: { ...process.env, DATABASE_URL: fileDatabaseUrl() },
    encoding: "utf8",
    timeout: 120_000,
  });

describe("npm run restore:check", () => {
  it("restores the dump into an empty database, rebuilds every projection, and every check passes", () => {
    const r = restoreCheck();
    expect(r.status, r.stdout + r.stderr).toBe(0);
    expect(r.stdout).toMatch(/projections:verify: \d+ projections, 0 differences/);
    expect(r.stdout).toMatch(/audit:verify: [1-9]\d* events in \d+ streams, 0 broken links/);
    expect(r.stdout).toMatch(/compared with the original: the log's head, 19 id sequences, \d+ projections row by row/);
    expect(r.stdout).toContain("[restore:check] ok in");
  }, 120_000);

  it("the control: without the keys of personal data the restored people differ, and the check fails", () => {
    const r = restoreCheck("--omit", "pii_keys");
    expect(r.status).toBe(1);
    expect(r.stderr).toContain("[restore:check] FAILED");
    expect(r.stderr).toMatch(/projection person_list: \d+ rows in the original, \d+ restored, with other contents/);
  }, 120_000);
});
