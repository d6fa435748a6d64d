// HR changes another person's photo from the person's edit page (the spec's user form has the
// avatar): a file that is no photo is refused with the plain note to choose it again, a photo is
// stored and shown, the removal asks first with the irreversible-operation box; who may not update
// hr gets a 403.
import type { Page } from "@playwright/test";
import sharp from "sharp";
import { expect, hydrated, signIn, test } from "./fixtures";
import { freshStaff } from "./people";

const main = (page: Page) => page.getByRole("main");

test("HR uploads and removes another person's photo from their edit page, the removal confirmed first", async ({ page }) => {
  const [person] = await freshStaff(1, ["metalsky", "cantiere"], ["EMPLOYEE", "WORKER"]);
  const edit = `/app/hr/users/${person.id}/edit`;
  await signIn(page, "admin");
  await page.goto(edit);
  await hydrated(page);
  const photo = main(page).getByRole("img", { name: `Foto di ${person.name}` });
  await expect(photo).toHaveCount(0);

  await main(page).getByLabel("Nuova foto (JPEG, PNG o WebP)").setInputFiles({ name: "foto.png", mimeType: "image/png", buffer: Buffer.from("solo testo, non una foto") });
  await main(page).getByRole("button", { name: "Carica la foto" }).click();
  await expect(page).toHaveURL(new RegExp(`/app/hr/users/${person.id}/avatar$`));
  await expect(main(page)).toContainText("sono accettati solo file JPG, PNG, WEBP");
  await expect(main(page)).toContainText("scegli di nuovo il file");

  const png = await sharp({ create: { width: 300, height: 300, channels: 3, background: "#a53a6e" } }).png().toBuffer();
  await main(page).getByLabel("Nuova foto (JPEG, PNG o WebP)").setInputFiles({ name: "foto.png", mimeType: "image/png", buffer: png });
  await main(page).getByRole("button", { name: "Carica la foto" }).click();
  await expect(page).toHaveURL(new RegExp(`${edit}$`));
  await expect(page.locator("[data-flash]")).toContainText("Utente salvato con successo");
  await expect(photo).toBeVisible();
  const served = await page.request.get((await photo.getAttribute("src")) as string);
  expect(served.status()).toBe(200);
  expect(served.headers()["content-type"]).toMatch(/^image\//);
  // the record's own form is still there and still saves
  await expect(page.locator("form#person-form")).toBeVisible();

  await main(page).getByRole("link", { name: "Togli la foto" }).click();
  await expect(page).toHaveURL(new RegExp(`/app/hr/users/${person.id}/avatar\\?delete=1$`));
  await main(page).getByRole("button", { name: "Cancella" }).click();
  await expect(main(page)).toContainText("Conferma che hai capito che l'operazione non è reversibile");
  await main(page).getByLabel("Ho capito che questa operazione non è reversibile").check();
  await main(page).getByRole("button", { name: "Cancella" }).click();
  await expect(page.locator("[data-flash]")).toContainText("Utente salvato con successo");
  await expect(page).toHaveURL(new RegExp(`${edit}$`));
  await expect(photo).toHaveCount(0);
});

test("who may not update hr opens no one's photo page", async ({ page }) => {
  const [person] = await freshStaff(1, ["cantiere"], ["WORKER"]);
  await signIn(page, "employee");
  expect((await page.goto(`/app/hr/users/${person.id}/avatar`))?.status()).toBe(403);
});
