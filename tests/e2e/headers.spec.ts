// The headers every answer carries (issue 10): a Content-Security-Policy with a per-answer nonce on
// every HTML page (and the pages still hydrate under it), a sandboxing policy on every file shown
// inline (and Chromium's PDF viewer still renders a PDF under it), no-store on signed-in pages and
// downloads, HSTS only behind the TLS proxy.
import { chromium, request } from "@playwright/test";
import { expect, hydrated, signIn, test } from "./fixtures";
import { signedIn } from "./manifest";
import { startOwnServer } from "./own-server";

const FILE_POLICY = "default-src 'none'; img-src 'self' data:; style-src 'unsafe-inline'; sandbox";

/** The policy's directives, by name. */
function directives(policy: string): Record<string, string> {
  return Object.fromEntries(policy.split(";").map((d) => d.trim()).filter(Boolean).map((d) => [d.split(/\s+/)[0], d.split(/\s+/).slice(1).join(" ")]));
}

test.describe("headers", () => {
  test("every HTML page: a nonce-based policy that every inline script of the page carries, and no-store", async ({ page, baseURL }) => {
    const ctx = await signedIn(baseURL as string, "hr");
    const nonces = new Set<string>();
    const anonymous = await request.newContext({ baseURL });
    for (const path of ["/auth/login", "/app/profile/dashboard", "/app/hr/leave-requests", "/app/sites/sites", "/app/nothing-here"]) {
      const r = await (path.startsWith("/auth") ? anonymous : ctx).get(path, { maxRedirects: 0 });
      const policy = r.headers()["content-security-policy"] ?? "";
      const d = directives(policy);
      expect(d["object-src"], path).toBe("'none'");
      expect(d["base-uri"], path).toBe("'self'");
      expect(d["frame-ancestors"], path).toBe("'none'");
      expect(d["form-action"], path).toMatch(/^'self'/);
      const nonce = /'nonce-([^']+)'/.exec(d["script-src"] ?? "")?.[1];
      expect(nonce, path).toBeTruthy();
      expect(d["script-src"], path).not.toContain("unsafe-inline");
      nonces.add(nonce as string);
      const html = await r.text();
      const inline = [...html.matchAll(/<script\b([^>]*)>/g)].filter((m) => !/\bsrc=/.test(m[1]));
      expect(inline.length, path).toBeGreaterThan(0);
      for (const m of inline) expect(m[1], `${path}: ${m[0]}`).toContain(`nonce="${nonce}"`);
      expect(r.headers()["cache-control"], path).toBe("no-store");
      expect(r.headers()["strict-transport-security"], `${path}: no HSTS over plain HTTP`).toBeUndefined();
    }
    // a fresh nonce per answer
    expect(nonces.size).toBe(5);
    await ctx.dispose();
    await anonymous.dispose();
    // the scripts the policy allows run: the page hydrates (a refused script is a console error, which fails the test)
    await signIn(page, "hr");
    await page.goto("/app/hr/leave-requests");
    await hydrated(page);
    if (test.info().project.use.javaScriptEnabled !== false) await expect(page.locator("html[data-hydrated]")).toHaveCount(1);
  });

  test("PDFs and downloads: sandboxed, never cached; Chromium's viewer still shows the PDF", async ({ page, baseURL }) => {
    const ctx = await signedIn(baseURL as string, "employee");
    for (const path of ["/app/profile/stamping/sheet?month=2026-03", "/app/profile/expenses/report?month=2026-03"]) {
      const r = await ctx.get(path, { maxRedirects: 0 });
      expect(r.status(), path).toBe(200);
      expect(r.headers()["content-type"], path).toBe("application/pdf");
      expect(r.headers()["content-security-policy"], path).toBe(FILE_POLICY);
      expect(r.headers()["cache-control"], path).toBe("private, no-store");
    }
    // the expense report's file name in the document's language
    for (const [lng, prefix] of [["it", "nota-spese"], ["de", "spesenabrechnung"], ["fr", "note-de-frais"], ["en", "expense-report"]]) {
      const r = await ctx.get(`/app/profile/expenses/report?month=2026-03&lang=${lng}`, { maxRedirects: 0 });
      expect(r.headers()["content-disposition"], lng).toMatch(new RegExp(`^inline; filename="${prefix}-[a-z0-9_-]+-2026-03\\.pdf"$`));
    }
    await ctx.dispose();
    const admin = await signedIn(baseURL as string, "admin");
    const csv = await admin.get("/app/sites/sites/csv", { maxRedirects: 0 });
    expect(csv.status()).toBe(200);
    expect(csv.headers()["content-security-policy"]).toBe(FILE_POLICY);
    expect(csv.headers()["cache-control"]).toBe("private, no-store");
    await admin.dispose();
    // the PDF viewer is itself a script: it is looked at with JavaScript on, in the full Chromium
    // (the browser tests drive its headless shell, which has no PDF viewer: ADR-0114)
    if (test.info().project.use.javaScriptEnabled !== false) {
      await signIn(page, "employee");
      const { launchOptions, baseURL: base, locale } = test.info().project.use;
      const full = await chromium.launch({ ...launchOptions, executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium" });
      try {
        const viewer = await (await full.newContext({ baseURL: base, locale, storageState: await page.context().storageState() })).newPage();
        await viewer.goto("/app/profile/stamping/sheet?month=2026-03");
        // the viewer is an extension frame inside the PDF's page: it loaded under the sandbox
        await expect.poll(() => viewer.frames().some((f) => f.url().startsWith("chrome-extension://")), { timeout: 10_000 }).toBe(true);
      } finally {
        await full.close();
      }
    }
  });

  test("data answers (the API's JSON, its document, the translations) and the API's reference page: the page's headers, a policy that loads nothing", async ({ page, baseURL }) => {
    const anonymous = await request.newContext({ baseURL });
    const answers: [string, number, Promise<import("@playwright/test").APIResponse>][] = [
      ["/api/openapi.json", 200, anonymous.get("/api/openapi.json")],
      ["/locales/de/common.json", 200, anonymous.get("/locales/de/common.json")],
      // the API's own answers: a refusal and a not-found are JSON as every answer of it
      ["/api/sites/sites", 401, anonymous.get("/api/sites/sites")],
      ["POST /api/sites/leaves", 401, anonymous.post("/api/sites/leaves", { data: {} })],
      ["/locales/xx/common.json", 404, anonymous.get("/locales/xx/common.json", { maxRedirects: 0 })],
    ];
    for (const [what, status, pending] of answers) {
      const r = await pending;
      expect(r.status(), what).toBe(status);
      const d = directives(r.headers()["content-security-policy"] ?? "");
      expect(d["default-src"], what).toBe("'none'");
      expect(d["frame-ancestors"], what).toBe("'none'");
      expect(r.headers()["x-content-type-options"], what).toBe("nosniff");
      expect(r.headers()["x-frame-options"], what).toBe("DENY");
      expect(r.headers()["referrer-policy"], what).toBe("same-origin");
    }
    const reference = await anonymous.get("/api/reference");
    expect(reference.status()).toBe(200);
    const d = directives(reference.headers()["content-security-policy"] ?? "");
    expect(d["default-src"]).toBe("'none'");
    expect(d["frame-ancestors"]).toBe("'none'");
    expect(d["style-src"]).toMatch(/^'sha256-[A-Za-z0-9+/]+=*'$/);
    expect(reference.headers()["x-content-type-options"]).toBe("nosniff");
    await anonymous.dispose();
    // the one stylesheet the page has is allowed by its hash: a refused style is a console error, which fails the test
    if (test.info().project.use.javaScriptEnabled !== false) {
      await page.goto("/api/reference");
      await expect(page.locator("main h1")).toBeVisible();
      expect(await page.locator("body").evaluate((b) => getComputedStyle(b).maxWidth)).toBe("960px");
    }
  });

  test("behind the TLS proxy: HSTS on every answer", async () => {
    const port = Number(process.env.E2E_PORT ?? 3210) + 12;
    const server = await startOwnServer("headers", port, { shared: true, env: { TRUST_PROXY: "1" } });
    try {
      for (const path of ["/auth/login", "/app"]) {
        const r = await fetch(`${server.baseURL}${path}`, { headers: { "x-forwarded-proto": "https" }, redirect: "manual" });
        expect(r.headers.get("strict-transport-security"), path).toBe("max-age=31536000; includeSubDomains");
      }
      const plain = await fetch(`${server.baseURL}/auth/login`, { redirect: "manual" });
      expect(plain.headers.get("strict-transport-security")).toBeNull();
    } finally {
      await server.stop();
    }
  });
});
