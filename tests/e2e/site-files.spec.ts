// A site's files, with JavaScript on and off (issue 13, ADR-0054): HR (update files) creates a
// folder (a bad name refused beside the field, the input kept), uploads two files in one form (an
// HTML page named .jpg refused, nothing stored), renames one (the extension kept), gets a copy link
// whose URL serves the file, deletes a file and the folder only with the irreversible-operation box; the file
// log shows each action with its author while the file exists (ADR-0125). A CLIENT (onlySubcontractorsFiles) sees only SHARED and
// gets a 404 for any other folder by URL. Each project works in its own folder.
// ADR-0060: an uploaded image shows its server-made thumbnail in the grid view (a PDF its extension);
// with JavaScript a file dropped on the form is uploaded with its progress shown; every demo site
// holds the seeded folders and files; the site's Files tab shows only to who may open it.
import postgres from "postgres";
import sharp from "sharp";
import { expect, hydrated, signIn, test } from "./fixtures";

async function setup(): Promise<{ siteId: number; hrName: string }> {
  const sql = postgres(process.env.E2E_DATABASE_URL as string, { max: 1, onnotice: () => {} });
  try {
    // a favourite site of the client, so the client's part runs on the same site
    const [site] = await sql<{ id: number }[]>`
      SELECT min(f.site_id) AS id FROM site_favourite f JOIN person_list p ON p.id = f.person_id
      WHERE p.username = 'client' AND NOT f.removed`;
    const [hr] = await sql<{ first_name: string; last_name: string }[]>`SELECT first_name, last_name FROM person_list WHERE username = 'hr'`;
    return { siteId: Number(site.id), hrName: `${hr.last_name}, ${hr.first_name}` };
  } finally {
    await sql.end();
  }
}

const PDF = Buffer.from("%PDF-1.7\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n");
const DWG = Buffer.from("AC1032\u0000\u0000\u0000\u0000 drawing bytes");
const files = (siteId: number, q = "") => `/app/sites/sites/${siteId}/files${q}`;
const flash = (page: import("@playwright/test").Page) => page.locator("[data-flash]");
// the upload form's file input; the list of files is labelled "File" too
const fileInput = (page: import("@playwright/test").Page) => page.getByRole("region", { name: "Carica file" }).getByLabel("File", { exact: true });
const row = (page: import("@playwright/test").Page, name: string) => page.getByRole("table", { name: "File" }).getByRole("row").filter({ hasText: name });

test.describe("a site's files", () => {
  test("HR creates a folder, uploads two files, renames one, copies a link and deletes the folder; the log shows it all", async ({ page }) => {
    const { siteId, hrName } = await setup();
    const folder = `E2E-${test.info().project.name}-${Date.now().toString(36)}`;
    await signIn(page, "hr");
    await expect(page).toHaveURL(/\/app\//);
    await page.goto(files(siteId));
    await hydrated(page);
    await expect(row(page, "SHARED")).toBeVisible();

    // a folder name with a slash: refused beside the field, the input kept
    await page.getByLabel("Nome della cartella").fill(`../${folder}`);
    await page.getByRole("button", { name: "Crea cartella" }).click();
    await expect(page.getByText('Il nome non può contenere "/".')).toBeVisible();
    await expect(page.getByLabel("Nome della cartella")).toHaveValue(`../${folder}`);
    await page.getByLabel("Nome della cartella").fill(folder);
    await page.getByRole("button", { name: "Crea cartella" }).click();
    await expect(flash(page)).toContainText("Cartella creata");
    await page.getByRole("link", { name: folder, exact: true }).click();
    await expect(page).toHaveURL(new RegExp(`path=${folder}%2F`));
    // the URL changes before React has drawn the new folder: its empty list is what says it has
    await expect(page.getByText("Nessun documento presente")).toBeVisible();
    await hydrated(page);

    // an HTML page named .jpg: refused, nothing stored
    await fileInput(page).setInputFiles({ name: "foto.jpg", mimeType: "image/jpeg", buffer: Buffer.from("<!DOCTYPE html><script>alert(1)</script>") });
    await page.getByRole("button", { name: "Carica" }).click();
    await expect(page.getByText(/Caricamento non riuscito – foto\.jpg: sono accettati solo file/)).toBeVisible();
    await expect(page.getByText("Nessun documento presente")).toBeVisible();

    // two files in one form
    await fileInput(page).setInputFiles([
      { name: "Offerta.pdf", mimeType: "application/pdf", buffer: PDF },
      { name: "Pianta.dwg", mimeType: "application/octet-stream", buffer: DWG },
    ]);
    await page.getByRole("button", { name: "Carica" }).click();
    await expect(flash(page)).toContainText("Caricato con successo");
    await expect(row(page, "Offerta.pdf")).toBeVisible();
    await expect(row(page, "Pianta.dwg")).toBeVisible();

    // rename: a dot refused, then the new name with the extension kept
    await page.getByRole("link", { name: "Rinomina Pianta.dwg" }).click();
    await hydrated(page);
    await page.getByLabel("Nuovo nome").fill("Piano terra.v2");
    await page.getByRole("button", { name: "Rinomina", exact: true }).click();
    await expect(page.getByText('Il nome non può contenere "."')).toBeVisible();
    await page.getByLabel("Nuovo nome").fill("Piano terra");
    await page.getByRole("button", { name: "Rinomina", exact: true }).click();
    await expect(flash(page)).toContainText("File rinominato");
    await expect(row(page, "Piano terra.dwg")).toBeVisible();

    // copy link: a read-only field whose URL serves the file (a drawing as an attachment)
    await page.getByRole("link", { name: "Copia il link di Piano terra.dwg" }).click();
    const field = page.getByLabel("Link (valido 5 minuti)");
    await expect(field).toHaveAttribute("readonly", "");
    const url = await field.inputValue();
    const served = await page.request.get(url);
    expect(served.status()).toBe(200);
    expect(Buffer.from(await served.body()).equals(DWG)).toBe(true);
    expect(served.headers()["content-disposition"]).toMatch(/^attachment/);
    const tampered = await page.request.get(url.replace(/sig=[^&]+/, "sig=" + "A".repeat(43)));
    expect([403, 404]).toContain(tampered.status());

    // delete a file: asked first, refused without the irreversible-operation box (the file kept), done with it
    await page.getByRole("link", { name: "Elimina Offerta.pdf" }).click();
    await hydrated(page);
    await page.getByRole("alertdialog").getByRole("button", { name: "Cancella" }).click();
    await expect(page.getByRole("alertdialog")).toContainText("Conferma che hai capito che l'operazione non è reversibile");
    await expect(row(page, "Offerta.pdf")).toBeVisible();
    await page.getByRole("link", { name: "Elimina Offerta.pdf" }).click();
    await hydrated(page);
    await page.getByRole("alertdialog").getByLabel("Ho capito che questa operazione non è reversibile").check();
    await page.getByRole("alertdialog").getByRole("button", { name: "Cancella" }).click();
    await expect(flash(page)).toContainText("File eliminato");
    await expect(row(page, "Offerta.pdf")).toHaveCount(0);

    // the file log: each action with its author while the file exists; a deleted file's entries keep
    // the action but no longer the name (retention, ADR-0125)
    const log = page.getByRole("table", { name: "Registro dei file" });
    const entry = (action: string, item: string) => log.getByRole("row").filter({ hasText: action }).filter({ hasText: item }).filter({ hasText: folder });
    await page.goto(`/app/file-log?site=${siteId}`);
    await expect(entry("Nuova cartella", folder).filter({ hasText: hrName })).toHaveCount(1);
    await expect(entry("Rinomina", "Pianta.dwg → Piano terra.dwg").filter({ hasText: hrName })).toHaveCount(1);
    for (const action of ["Caricamento", "File eliminato"]) {
      await expect(entry(action, "Offerta.pdf")).toHaveCount(1);
      await expect(entry(action, "Offerta.pdf").filter({ hasText: hrName })).toHaveCount(0);
    }

    // delete the folder: refused without the box, done with it
    await page.goto(files(siteId));
    await hydrated(page);
    await page.getByRole("link", { name: `Elimina ${folder}` }).click();
    await hydrated(page);
    await page.getByRole("alertdialog").getByRole("button", { name: "Cancella" }).click();
    await expect(page.getByText("La cartella non è vuota: spunta la casella per confermare.")).toBeVisible();
    await page.getByRole("alertdialog").getByLabel(/irreversibile|non reversibile|operazione/i).check();
    await page.getByRole("alertdialog").getByRole("button", { name: "Cancella" }).click();
    await expect(flash(page)).toContainText("Cartella eliminata");
    await expect(page.getByRole("link", { name: folder, exact: true })).toHaveCount(0);

    // the file log after the folder is gone: every action still listed, no name beside any
    await page.goto(`/app/file-log?site=${siteId}`);
    for (const [action, item] of [
      ["Nuova cartella", folder],
      ["Caricamento", "Offerta.pdf"],
      ["Rinomina", "Pianta.dwg → Piano terra.dwg"],
      ["File eliminato", "Offerta.pdf"],
      ["Cartella eliminata", folder],
    ]) {
      await expect(entry(action, item).first()).toBeVisible();
      await expect(entry(action, item).filter({ hasText: hrName })).toHaveCount(0);
    }
  });

  test("the grid view shows an uploaded image's thumbnail and a PDF's extension; with JavaScript each file's progress", async ({ page }) => {
    const { siteId } = await setup();
    const folder = `Grid-${test.info().project.name}-${Date.now().toString(36)}`;
    const js = test.info().project.use.javaScriptEnabled !== false;
    const png = await sharp({ create: { width: 800, height: 600, channels: 3, background: "#336699" } }).png().toBuffer();
    await signIn(page, "hr");
    await expect(page).toHaveURL(/\/app\//);
    await page.goto(files(siteId));
    await hydrated(page);
    await expect(page.getByRole("navigation", { name: "Sezioni del cantiere" }).getByRole("link", { name: "File", exact: true })).toBeVisible();
    await page.getByLabel("Nome della cartella").fill(folder);
    await page.getByRole("button", { name: "Crea cartella" }).click();
    await expect(flash(page)).toContainText("Cartella creata");
    await page.getByRole("link", { name: folder, exact: true }).click();
    await expect(page).toHaveURL(new RegExp(`path=${folder}%2F`));
    // the grid view, kept in the URL across the upload's redirect
    await page.getByRole("link", { name: "Vista griglia" }).click();
    await expect(page).toHaveURL(/view=grid/);
    await expect(page.getByText("Nessun documento presente")).toBeVisible();
    await hydrated(page);
    await fileInput(page).setInputFiles([
      { name: "Facciata.png", mimeType: "image/png", buffer: png },
      { name: "Offerta.pdf", mimeType: "application/pdf", buffer: PDF },
    ]);
    // with JavaScript the bytes go by XMLHttpRequest to the action's single-fetch URL, answered 202 (its redirect)
    const sent = js ? page.waitForResponse((r) => r.request().method() === "POST" && new URL(r.url()).pathname.endsWith("/files.data")) : null;
    await page.getByRole("button", { name: "Carica" }).click();
    if (sent) expect((await sent).status()).toBe(202);
    await expect(flash(page)).toContainText("Caricato con successo");
    await expect(page).toHaveURL(/view=grid/);
    if (js) {
      // the progress of each file, filled when the bytes are sent
      await expect(page.getByRole("progressbar", { name: "Avanzamento di Facciata.png" })).toHaveAttribute("value", "100");
      await expect(page.getByRole("progressbar", { name: "Avanzamento di Offerta.pdf" })).toHaveAttribute("value", "100");
    }
    const grid = page.getByRole("list", { name: "File" });
    const image = grid.getByRole("listitem").filter({ hasText: "Facciata.png" });
    const thumb = image.locator("img");
    await expect(thumb).toHaveAttribute("loading", "lazy");
    const served = await page.request.get((await thumb.getAttribute("src")) as string);
    expect(served.status()).toBe(200);
    expect(served.headers()["content-type"]).toBe("image/jpeg");
    const meta = await sharp(Buffer.from(await served.body())).metadata();
    expect([meta.width, meta.height]).toEqual([240, 180]);
    const pdf = grid.getByRole("listitem").filter({ hasText: "Offerta.pdf" });
    await expect(pdf.locator("img")).toHaveCount(0);
    await expect(pdf).toContainText("PDF");
    // back to the list: the same files, no thumbnails
    await page.getByRole("link", { name: "Vista elenco" }).click();
    await expect(row(page, "Facciata.png")).toBeVisible();

    if (js) {
      // a file dropped on the form is put in its input and uploaded
      await hydrated(page);
      const dropped = await page.evaluateHandle(() => {
        const dt = new DataTransfer();
        dt.items.add(new File(["%PDF-1.7\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n"], "Trascinato.pdf", { type: "application/pdf" }));
        return dt;
      });
      const form = page.locator("form[data-enhanced]");
      await form.dispatchEvent("dragover", { dataTransfer: dropped });
      await expect(form).toHaveAttribute("data-over", "true");
      await form.dispatchEvent("drop", { dataTransfer: dropped });
      await page.getByRole("button", { name: "Carica" }).click();
      await expect(page.getByRole("progressbar", { name: "Avanzamento di Trascinato.pdf" })).toHaveAttribute("value", "100");
      await expect(row(page, "Trascinato.pdf")).toBeVisible();
    }
  });

  test("every demo site holds the seeded folders and files, SHARED's for the client too", async ({ page }) => {
    const { siteId } = await setup();
    await signIn(page, "client");
    await expect(page).toHaveURL(/\/app\//);
    await page.goto(files(siteId));
    for (const name of ["Piani", "Pianta piano terra.pdf", "Vista cantiere.jpg"]) await expect(row(page, name)).toBeVisible();
    await page.goto(files(siteId, "?path=SHARED%2FPiani%2F"));
    await expect(row(page, "Sezione A-A.dxf")).toBeVisible();
  });

  test("the site's Files tab shows only to who may open the files", async ({ page }) => {
    const { siteId } = await setup();
    await signIn(page, "employee");
    await expect(page).toHaveURL(/\/app\//);
    const r = await page.goto(`/app/sites/sites/${siteId}/dashboard`);
    expect(r?.status()).toBe(200);
    const tabs = page.getByRole("navigation", { name: "Sezioni del cantiere" });
    await expect(tabs.getByRole("link", { name: "Riepilogo" })).toBeVisible();
    await expect(tabs.getByRole("link", { name: "File", exact: true })).toHaveCount(0);
    await expect(page.getByRole("link", { name: "Registro dei file" })).toHaveCount(0);
    expect((await page.goto(files(siteId)))?.status()).toBe(403);
  });

  test("a CLIENT sees only SHARED and gets a 404 for any other folder", async ({ page }) => {
    const { siteId } = await setup();
    await signIn(page, "client");
    await expect(page).toHaveURL(/\/app\//);
    await page.goto(files(siteId));
    await expect(page.getByRole("navigation", { name: "Percorso della cartella" }).locator("[aria-current=page]")).toHaveText("SHARED");
    await expect(page.getByRole("button", { name: "Carica" })).toHaveCount(0);
    for (const q of ["?path=Privato%2F", "?path=..%2F", "?path=SHARED%2F..%2F", `?link=sites%2F${siteId}%2FPrivato%2Fx.pdf`]) {
      const r = await page.goto(files(siteId, q));
      expect(r?.status(), q).toBe(404);
    }
    const log = await page.goto(`/app/sites/sites/${siteId}/files/log`);
    expect(log?.status()).toBe(200);
  });
});
