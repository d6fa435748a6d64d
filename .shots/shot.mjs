// PW=… BASE=… node .shots/shot.mjs <user> <w> <h> <outprefix> <paths…>  (JavaScript off, full page)
import { chromium } from "playwright-core";
const [user, w, h, out, ...paths] = process.argv.slice(2);
const base = process.env.BASE;
const browser = await chromium.launch({ executablePath: "/usr/bin/chromium", args: ["--no-sandbox", "--disable-gpu"] });
const ctx = await browser.newContext({ viewport: { width: Number(w), height: Number(h) }, javaScriptEnabled: process.env.JS === "1", locale: "it-CH" });
const page = await ctx.newPage();
await page.goto(base + "/auth/login");
await page.fill('input[name="username"]', user);
await page.fill('input[name="password"]', process.env.PW);
await Promise.all([page.waitForNavigation(), page.click('button[type="submit"]')]);
let i = 0;
for (const p of paths) {
  await page.goto(base + p);
  const file = `${out}-${i++}.png`;
  await page.screenshot({ path: file, fullPage: process.env.FULL !== "0" });
  console.log(file, page.url());
}
await browser.close();
