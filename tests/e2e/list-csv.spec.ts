// Every list HR or an administrator uses downloads as CSV with its filters (issue 38, ADR-0128), with
// JavaScript on and off: each list is opened with a filter, its CSV link carries that filter, and the
// file's rows are the list's rows in the list's order (all of them: the file is not paged), fewer
// than the same list's file without the filter where the filter narrows it.
import type { Page } from "@playwright/test";
import { expect, signIn, test } from "./fixtures";
import { parseCsv } from "./csv";
import { scaled } from "../time-scale";

/** The CSV the page's link downloads: its header and rows, after checking the link carries `expect`. */
async function csvOfPage(page: Page, carries: Record<string, string>): Promise<{ header: string[]; rows: string[][] }> {
  const link = page.getByRole("link", { name: "Scarica CSV" });
  await expect(link).toHaveCount(1);
  const href = (await link.getAttribute("href")) ?? "";
  const params = new URL(href, "http://x").searchParams;
  for (const [k, v] of Object.entries(carries)) expect(params.get(k), `${href} carries ${k}`).toBe(v);
  expect(params.has("page")).toBe(false);
  const res = await page.request.get(href);
  expect(res.status()).toBe(200);
  expect(res.headers()["content-type"]).toContain("text/csv");
  expect(res.headers()["content-disposition"]).toMatch(/^attachment; filename=".+\.csv"$/);
  const body = await res.body();
  // Excel-friendly: UTF-8 with its byte-order mark
  expect([...body.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
  const [header, ...rows] = parseCsv(body.toString("utf8"));
  return { header, rows };
}

async function unfilteredCount(page: Page, path: string): Promise<number> {
  const res = await page.request.get(path);
  expect(res.status()).toBe(200);
  return parseCsv((await res.body()).toString("utf8")).length - 1;
}

/** The record ids of the page's row links matching `pattern` (its first group), in order, once each. */
async function idsOnPage(page: Page, pattern: RegExp): Promise<string[]> {
  const hrefs = await page.locator("main a[href]").evaluateAll((as) => as.map((a) => a.getAttribute("href") ?? ""));
  const ids: string[] = [];
  for (const h of hrefs) {
    const m = pattern.exec(h);
    if (m && !ids.includes(m[1])) ids.push(m[1]);
  }
  return ids;
}

/** The file holds the page's rows first, in order, and exactly `total` rows. */
function expectSameRows(csvIds: string[], pageIds: string[]) {
  expect(pageIds.length).toBeGreaterThan(0);
  expect(csvIds.slice(0, pageIds.length)).toEqual(pageIds);
  expect(new Set(csvIds).size).toBe(csvIds.length);
}

test("HR's lists: leave requests, expense requests, staff stamps, people and festivities download with their filters", async ({ page }) => {
  test.setTimeout(scaled(120_000));
  await signIn(page, "hr");

  // leave requests: the approved ones
  await page.goto("/app/hr/leave-requests?status=APPROVED&size=50");
  const leave = await csvOfPage(page, { status: "APPROVED" });
  expect(leave.header[0]).toBe("N.");
  const leaveIds = leave.rows.map((r) => r[0]);
  expectSameRows(leaveIds, await idsOnPage(page, /^\/app\/hr\/leave-requests\/(\d+)\/history$/));
  const status = leave.header.indexOf("Stato");
  expect(new Set(leave.rows.map((r) => r[status]))).toEqual(new Set(["Approvata"]));
  expect(await unfilteredCount(page, "/app/hr/leave-requests/csv")).toBeGreaterThan(leave.rows.length);

  // expense requests: the approved ones (the list shows the pending ones by default)
  await page.goto("/app/hr/expense-requests?status=APPROVED&size=50");
  const expense = await csvOfPage(page, { status: "APPROVED" });
  expectSameRows(expense.rows.map((r) => r[0]), await idsOnPage(page, /^\/app\/hr\/expense-requests\/(\d+)\/history$/));
  expect(new Set(expense.rows.map((r) => r[expense.header.indexOf("Stato")]))).toEqual(new Set(["Approvata"]));

  // staff stamps: one person searched by name
  await page.goto("/app/hr/stamps?search=Operaio");
  const stamps = await csvOfPage(page, { search: "Operaio" });
  const names = await page.locator('main a[href^="/app/hr/users/"][href*="/stamps"]').allTextContents();
  expect(names.length).toBeGreaterThan(0);
  expect(stamps.rows.map((r) => r[0])).toEqual([...new Set(names.map((n) => n.trim()))]);
  expect(await unfilteredCount(page, "/app/hr/stamps/csv")).toBeGreaterThan(stamps.rows.length);

  // HR's people: the workers of one company
  await page.goto("/app/hr/users/list?role=WORKER&company=cantiere&size=50");
  const people = await csvOfPage(page, { role: "WORKER", company: "cantiere" });
  expectSameRows(people.rows.map((r) => r[0]), await idsOnPage(page, /^\/app\/hr\/users\/(\d+)\/profile$/));
  expect(new Set(people.rows.map((r) => r[people.header.indexOf("Ruolo")]))).toEqual(new Set(["Operaio"]));
  expect(await unfilteredCount(page, "/app/hr/users/csv")).toBeGreaterThan(people.rows.length);

  // festivities: one year's
  const year = new Date().getFullYear();
  await page.goto(`/app/hr/festivities?year=${year}`);
  const festivities = await csvOfPage(page, { year: String(year) });
  expectSameRows(festivities.rows.map((r) => r[0]), await idsOnPage(page, /^\/app\/hr\/festivities\/(\d+)\/edit$/));
  const start = festivities.header.indexOf("Dal");
  expect(festivities.rows.every((r) => r[start].endsWith(`.${year}`))).toBe(true);
});

test("the administrator's lists: people, checklists and checklist requests download with their filters", async ({ page }) => {
  test.setTimeout(scaled(120_000));
  await signIn(page, "admin");

  await page.goto("/app/admin/users?status=active&role=EMPLOYEE&size=50");
  const people = await csvOfPage(page, { status: "active", role: "EMPLOYEE" });
  expectSameRows(people.rows.map((r) => r[0]), await idsOnPage(page, /^\/app\/admin\/users\/(\d+)\/profile$/));
  expect(await unfilteredCount(page, "/app/admin/users/csv")).toBeGreaterThan(people.rows.length);

  await page.goto("/app/admin/checklists?status=PENDING");
  const checklists = await csvOfPage(page, { status: "PENDING" });
  expectSameRows(checklists.rows.map((r) => r[0]), await idsOnPage(page, /^\/app\/admin\/checklists\/(\d+)\/view$/));
  expect(new Set(checklists.rows.map((r) => r[checklists.header.indexOf("Stato")]))).toEqual(new Set(["In attesa"]));

  await page.goto("/app/admin/checklist-requests?status=ALL");
  const requests = await csvOfPage(page, { status: "ALL" });
  expectSameRows(requests.rows.map((r) => r[0]), await idsOnPage(page, /^\/app\/admin\/checklist-requests\/(\d+)\/view$/));
  // without a status the requests list (and its file) holds the pending ones only
  expect(await unfilteredCount(page, "/app/admin/checklist-requests/csv")).toBeLessThan(requests.rows.length);
});
