import path from "node:path";
import { loadResources } from "../../app/i18n/resources.server";
import { expect, hydrated, openMenuGroup, signIn, signOut, test } from "./fixtures";

test.describe("the shell", () => {
  test("the menu search narrows the entries", async ({ page }) => {
    await signIn(page, "admin");
    await page.getByLabel("Cerca nel menu").fill("perm");
    await page.getByLabel("Cerca nel menu").press("Enter");
    const nav = page.getByRole("navigation", { name: "Menu" });
    await expect(nav.getByRole("link", { name: "Permessi" })).toBeVisible();
    await expect(nav.getByRole("link", { name: "Richieste di supporto" })).toHaveCount(0);
  });

  test("HR's long menu comes in groups: the page's group open, another opened with a tap (without JavaScript too), a search opens its matches", async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 800 });
    await signIn(page, "hr");
    await page.goto("/app/hr/festivities");
    await hydrated(page);
    const side = page.getByRole("complementary");
    const hr = side.locator('details[data-menu-group="hr"]');
    const admin = side.locator('details[data-menu-group="admin"]');
    await expect(hr).toHaveAttribute("open", "");
    await expect(side.getByRole("link", { name: "Festività" })).toHaveAttribute("aria-current", "page");
    await expect(admin).not.toHaveAttribute("open");
    await expect(side.getByRole("link", { name: "Gestione attrezzi" })).toBeHidden();
    await side.getByText("Amministrazione", { exact: true }).click();
    await side.getByRole("link", { name: "Gestione attrezzi" }).click();
    await expect(page).toHaveURL(/\/app\/admin\/tools$/);
    // the new page's group is open, the one left closed
    await expect(admin).toHaveAttribute("open", "");
    await expect(hr).not.toHaveAttribute("open");
    await expect(side.getByRole("link", { name: "Gestione attrezzi" })).toHaveAttribute("aria-current", "page");

    await page.getByLabel("Cerca nel menu").fill("richieste");
    await page.getByLabel("Cerca nel menu").press("Enter");
    await expect(page).toHaveURL(/menu=richieste/);
    await expect(hr).toHaveAttribute("open", "");
    await expect(admin).toHaveAttribute("open", "");
    await expect(side.getByRole("link", { name: "Richieste di assenza" })).toBeVisible();
    await expect(side.getByRole("link", { name: "Richieste di supporto" })).toBeVisible();
    await expect(side.getByRole("link", { name: "Festività" })).toHaveCount(0);
    await expect(side.locator('details[data-menu-group="profile"]')).toHaveCount(0);
  });

  test("the menu collapses and expands without JavaScript", async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 800 });
    await signIn(page, "admin");
    const label = page.getByRole("navigation", { name: "Menu" }).getByText("Permessi");
    await expect(label).toBeVisible();
    await page.locator('label[for="menu-collapse"]').click();
    await expect(label).toBeHidden();
    await page.locator('label[for="menu-collapse"]').click();
    await expect(label).toBeVisible();
  });

  test("the dark theme is kept in a cookie and rendered by the server", async ({ page }) => {
    await signIn(page, "employee");
    await page.getByRole("button", { name: "Scuro" }).click();
    await expect(page.locator("html")).toHaveClass(/theme-dark/);
    await page.reload();
    await expect(page.locator("html")).toHaveClass(/theme-dark/);
    await page.getByRole("button", { name: "Chiaro" }).click();
    await expect(page.locator("html")).toHaveClass(/theme-light/);
  });

  test("a support request: refused while empty (values kept), then sent with a notice, and read by an administrator", async ({ page }) => {
    const title = `Stampante ${test.info().project.name} ${Date.now()}`;
    await signIn(page, "worker");
    const footer = page.getByRole("contentinfo");
    await footer.getByText("Richiesta di supporto").click();
    await footer.getByLabel("Titolo").fill(title);
    await footer.getByRole("button", { name: "Invia" }).click();
    // the refused form comes back on its own page, with what was typed
    const main = page.getByRole("main");
    await expect(main.getByText("Campo obbligatorio").first()).toBeVisible();
    await expect(main.getByLabel("Titolo")).toHaveValue(title);
    await main.getByLabel("Messaggio").fill("La stampante del cantiere non funziona.");
    await main.getByRole("button", { name: "Invia" }).click();
    await expect(page.locator("[data-flash]")).toContainText("Richiesta inviata con successo");
    await page.getByRole("button", { name: "Esci" }).click();
    await page.waitForURL(/\/auth\/login/);
    await signIn(page, "admin");
    await page.goto("/app/admin/support-requests");
    await expect(page.getByRole("cell", { name: title })).toBeVisible();
  });

  test("a support message stops at 5,000 characters; a longer one sent anyway is refused beside it with the limit, values kept", async ({ page }) => {
    await signIn(page, "worker");
    await page.goto("/app/support");
    await hydrated(page);
    const main = page.getByRole("main");
    await expect(main.getByLabel("Titolo")).toHaveAttribute("maxlength", "200");
    await expect(main.getByLabel("Messaggio")).toHaveAttribute("maxlength", "5000");
    await main.getByLabel("Messaggio").fill("x".repeat(5001));
    await expect(main.getByLabel("Messaggio")).toHaveValue("x".repeat(5000));
    // past the browser (a script, an old browser): the server refuses it beside the field, nothing is stored
    const csrf = await main.locator('input[name="csrf"]').first().inputValue();
    const commandId = await main.locator('input[name="commandId"]').first().inputValue();
    const r = await page.request.post("/app/support", { form: { csrf, commandId, title: "Limite del messaggio", message: "y".repeat(5001), page: "/app" }, maxRedirects: 0 });
    expect(r.status()).toBe(400);
    const html = await r.text();
    expect(html).toMatch(/<span id="support-page-message-error"[^>]*>Testo troppo lungo: al massimo 5000 caratteri<\/span>/);
    expect(html).toContain('value="Limite del messaggio"');
    expect(html).toContain(`>${"y".repeat(5001)}</textarea>`);
  });

  test("two support requests sent one after the other from the footer are both stored", async ({ page }) => {
    // with JavaScript the page stays mounted after the first one: its form must not send the first one's command id again
    const titles = [1, 2].map((n) => `Richiesta ${n} ${test.info().project.name} ${Date.now()}`);
    await signIn(page, "worker");
    const footer = page.getByRole("contentinfo");
    for (const title of titles) {
      if (!(await footer.getByLabel("Titolo").isVisible())) await footer.getByText("Richiesta di supporto").click();
      await footer.getByLabel("Titolo").fill(title);
      await footer.getByLabel("Messaggio").fill("Il tablet del cantiere non si accende.");
      await Promise.all([
        page.waitForResponse((r) => r.request().method() === "POST" && new URL(r.url()).pathname.startsWith("/app/support")),
        footer.getByRole("button", { name: "Invia" }).click(),
      ]);
      await expect(page.locator("[data-flash]")).toContainText("Richiesta inviata con successo");
    }
    await page.getByRole("button", { name: "Esci" }).click();
    await page.waitForURL(/\/auth\/login/);
    await signIn(page, "admin");
    await page.goto("/app/admin/support-requests");
    for (const title of titles) await expect(page.getByRole("cell", { name: title })).toBeVisible();
  });

  test("a phone 360 px wide reads the profile without sideways scrolling", async ({ page }) => {
    await page.setViewportSize({ width: 360, height: 740 });
    await signIn(page, "worker");
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
    expect(overflow).toBeLessThanOrEqual(0);
  });
});


test.describe("confirmations", () => {
  test("a delete asks first; the irreversible box is required, on the server too", async ({ page }) => {
    const title = `Da eliminare ${test.info().project.name} ${Date.now()}`;
    await signIn(page, "hr");
    await page.goto("/app/support");
    const main = page.getByRole("main");
    await main.getByLabel("Titolo").fill(title);
    await main.getByLabel("Messaggio").fill("Prova");
    await main.getByRole("button", { name: "Invia" }).click();
    await expect(page.locator("[data-flash]")).toContainText("Richiesta inviata con successo");
    await page.getByRole("button", { name: "Esci" }).click();
    await page.waitForURL(/\/auth\/login/);
    await signIn(page, "admin");
    await page.goto("/app/admin/support-requests");
    const row = page.getByRole("row").filter({ hasText: title });
    await row.getByRole("link", { name: "Cancella" }).click();
    const dialog = page.getByText("Sei sicuro di voler eliminare questo elemento?");
    await expect(dialog).toBeVisible();
    await page.getByRole("button", { name: "Cancella" }).click();
    await expect(page.getByRole("alert")).toContainText("Conferma che hai capito");
    await page.getByLabel("Ho capito che questa operazione non è reversibile").check();
    await page.getByRole("button", { name: "Cancella" }).click();
    await expect(page.locator("[data-flash]")).toContainText("Richiesta eliminata");
    await expect(page.getByRole("cell", { name: title })).toHaveCount(0);
  });
});

test.describe("the other languages", () => {
  const LANGS = [
    { code: "DE", button: "Anmelden", signIn: "Anmelden", notFound: "Hoppla. Die gesuchte Seite existiert nicht", wrong: "Benutzername oder Passwort ungültig", username: "Benutzername" },
    { code: "FR", button: "Se connecter", signIn: "Connexion", notFound: "Oups. La page que vous cherchez n'existe pas", wrong: "Nom d'utilisateur ou mot de passe incorrect", username: "Nom d'utilisateur" },
    { code: "EN", button: "Sign in", signIn: "Sign in", notFound: "Oops. The page you are looking for does not exist", wrong: "Invalid username or password", username: "Username" },
  ];
  for (const l of LANGS) {
    test(`${l.code}: login, a refused form keeping its values, the 404 page`, async ({ page }) => {
      await page.goto("/auth/login");
      await page.getByRole("button", { name: l.code, exact: true }).click();
      await expect(page.getByRole("heading", { name: l.signIn })).toBeVisible();
      await page.getByLabel(l.username).fill("employee");
      await page.locator('input[name="password"]').fill("Wrong-password9");
      await Promise.all([page.waitForResponse((r) => r.request().method() === "POST"), page.getByRole("button", { name: l.button, exact: true }).click()]);
      await expect(page.getByRole("alert")).toHaveText(l.wrong);
      await expect(page.getByLabel(l.username)).toHaveValue("employee");
      await page.goto("/nowhere");
      await expect(page.getByRole("heading", { name: l.notFound })).toBeVisible();
      await page.goto("/auth/login");
      await page.getByRole("button", { name: "IT", exact: true }).click();
      await expect(page.getByRole("heading", { name: "Accedi" })).toBeVisible();
    });

    // the rest of the shell in that language, labels read from its own locale files
    test(`${l.code}: a list paged and sorted, a refused form and a flash notice, a delete confirmation, the dark theme, the collapsed menu`, async ({ page }) => {
      const t = translator(l.code.toLowerCase());
      await page.setViewportSize({ width: 1280, height: 800 });
      await page.goto("/auth/login");
      // why: a click while React hydrates can be lost on a loaded machine; the page then stays Italian
      await hydrated(page);
      await page.getByRole("button", { name: l.code, exact: true }).click();
      await expect(page.getByRole("button", { name: l.code, exact: true })).toHaveAttribute("aria-pressed", "true");
      await signIn(page, "admin");

      // a list: paging and sorting
      await page.goto("/app/sites/sites?size=5");
      await expect(page.getByRole("heading", { name: t("sites.list.title"), level: 1 })).toBeVisible();
      const pager = page.getByRole("navigation", { name: t("table.pagination") });
      await expect(pager.getByText(new RegExp(`^${esc(t("table.page_of", { page: "1", pages: "__" })).replace("__", "\\d+")}$`))).toBeVisible();
      await pager.getByRole("link", { name: t("table.next") }).click();
      await expect(page).toHaveURL(/page=2/);
      await expect(pager.getByText(new RegExp(`^${esc(t("table.page_of", { page: "2", pages: "__" })).replace("__", "\\d+")}$`))).toBeVisible();
      const header = page.getByRole("columnheader", { name: new RegExp(`^${esc(t("sites.columns.title"))}`) });
      await header.getByRole("link").click();
      await expect(page).toHaveURL(/sort=title&dir=asc/);
      await expect(header).toHaveAttribute("aria-sort", "ascending");

      // a form refused with its values kept, then saved with a flash notice
      const title = `${l.code} ${test.info().project.name} ${Date.now()}`;
      await page.goto("/app/support");
      const main = page.getByRole("main");
      await main.getByLabel(t("support.field_title")).fill(title);
      await main.getByRole("button", { name: t("support.send") }).click();
      await expect(main.getByText(t("errors.required")).first()).toBeVisible();
      await expect(main.getByLabel(t("support.field_title"))).toHaveValue(title);
      await main.getByLabel(t("support.field_message")).fill("—");
      await main.getByRole("button", { name: t("support.send") }).click();
      await expect(page.locator("[data-flash]")).toContainText(t("feedback_sended_successfully"));

      // a delete confirmation, the irreversible box checked on the server too
      await page.goto("/app/admin/support-requests");
      await page.getByRole("row").filter({ hasText: title }).getByRole("link", { name: t("confirm.delete") }).click();
      await expect(page.getByText(t("confirm.delete_text"))).toBeVisible();
      await page.getByRole("button", { name: t("confirm.delete") }).click();
      await expect(page.getByRole("alert")).toContainText(t("non_reversible_required"));
      await page.getByLabel(t("non_reversible_operation")).check();
      await page.getByRole("button", { name: t("confirm.delete") }).click();
      await expect(page.locator("[data-flash]")).toContainText(t("support.deleted_successfully"));
      await expect(page.getByRole("cell", { name: title })).toHaveCount(0);

      // the dark theme, rendered by the server
      await page.getByRole("button", { name: t("theme.dark") }).click();
      await expect(page.locator("html")).toHaveClass(/theme-dark/);
      await page.reload();
      await expect(page.locator("html")).toHaveClass(/theme-dark/);
      await page.getByRole("button", { name: t("theme.light") }).click();
      await expect(page.locator("html")).toHaveClass(/theme-light/);

      // the collapsed menu (the sites are a group of the administrator's menu, closed on this page)
      await openMenuGroup(page, "sites");
      const entry = page.getByRole("navigation", { name: t("menu.title") }).getByText(t("sites.list.title"), { exact: true });
      await expect(entry).toBeVisible();
      await page.locator('label[for="menu-collapse"]').click();
      await expect(entry).toBeHidden();
      await page.locator('label[for="menu-collapse"]').click();
      await expect(entry).toBeVisible();

      await signOut(page);
      await page.getByRole("button", { name: "IT", exact: true }).click();
      await expect(page.getByRole("heading", { name: "Accedi" })).toBeVisible();
    });
  }
});

type Tree = { [k: string]: string | Tree };
const resources = loadResources(path.resolve("app/locales"));

/** The language's own strings (the app's locale files), with {{name}} filled in. */
function translator(lng: string) {
  const tree = (resources as unknown as Record<string, { common: Tree }>)[lng].common;
  return (key: string, vars: Record<string, string> = {}) => {
    let node: string | Tree | undefined = tree;
    for (const part of key.split(".")) node = typeof node === "object" ? node[part] : undefined;
    if (typeof node !== "string") throw new Error(`no ${lng} string for ${key}`);
    return node.replace(/\{\{(\w+)\}\}/g, (_, k: string) => vars[k] ?? "");
  };
}

const esc = (x: string) => x.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
