// A checklist is assigned to several sites (spec part 1 §3 assignedConstructionSites, ADR-0117), with
// JavaScript on and off: HR chooses its own site and another in the new checklist form; its view
// and the checklist list name both; each site's checklists tab lists it. Without a site the
// form is refused with the values kept.
import postgres from "postgres";
import { expect, signIn, test } from "./fixtures";

const sql = postgres(process.env.E2E_DATABASE_URL as string, { max: 1, onnotice: () => {} });
test.afterAll(async () => {
  await sql.end();
});

test("HR assigns a new checklist to two sites: its view, the list and each site's tab show it", async ({ page }) => {
  const tag = `${test.info().project.name}-${Date.now().toString(36)}`;
  const sites = await sql<{ id: number; title: string }[]>`SELECT id, title FROM site_list WHERE company_code = 'cantiere' AND status = 'OPEN' ORDER BY id LIMIT 2`;
  expect(sites).toHaveLength(2);
  const [template] = await sql<{ name: string }[]>`SELECT name FROM checklist_template_list WHERE NOT removed ORDER BY id LIMIT 1`;
  expect(template, "a seeded checklist template").toBeTruthy();

  await signIn(page, "hr");
  await page.goto("/app/admin/checklists/new");
  await page.getByLabel("Modello *").selectOption({ label: template.name });
  await page.getByLabel("Titolo *").fill(`Più cantieri ${tag}`);
  // no site: refused beside the field, the title kept
  await page.getByRole("button", { name: "Salva" }).click();
  await expect(page.getByRole("alert").filter({ hasText: "Checklist non salvata" })).toBeVisible();
  await expect(page.getByLabel("Titolo *")).toHaveValue(`Più cantieri ${tag}`);

  await page.getByLabel("Cantiere *").selectOption(String(sites[0].id));
  await page.getByLabel("Altri cantieri assegnati").selectOption([String(sites[1].id)]);
  await page.getByRole("button", { name: "Salva" }).click();
  await expect(page).toHaveURL(/\/app\/admin\/checklists\/\d+\/view$/);
  const id = Number(/checklists\/(\d+)\/view/.exec(page.url())![1]);
  const named = page.locator("dd").filter({ hasText: sites[0].title }).first();
  await expect(named).toContainText(sites[1].title);
  await expect(page.getByText("Cantieri assegnati", { exact: true })).toBeVisible();

  await page.goto("/app/admin/checklists");
  const row = page.getByRole("row").filter({ hasText: `Più cantieri ${tag}` });
  for (const s of sites) await expect(row).toContainText(s.title);

  for (const s of sites) {
    await page.goto(`/app/sites/sites/${s.id}/checklists`);
    await expect(page.getByRole("link", { name: `Più cantieri ${tag}` }), `site ${s.id}`).toHaveAttribute("href", `/app/sites/sites/${s.id}/checklists/${id}/fill`);
  }
  const [stored] = await sql<{ site_ids: string[] }[]>`SELECT data->'siteIds' AS site_ids FROM events WHERE stream_id = ${`checklist-${id}`} AND event_type = 'ChecklistPrepared'`;
  expect(stored.site_ids.map(Number)).toEqual(sites.map((s) => Number(s.id)));
});
