// Every page fits its screen (issue 22, ADR-0075, ADR-0083, ADR-0112): every GET page of the route
// manifest and the states its example does not show (confirmations, other views; fit-pages.ts), as
// each demo role that may see it, at 360 × 740 and 1366 × 768; every route with JavaScript on and off,
// each role's view of it in one of the two projects (fit-pages.ts says which). Asserted per page and width: the document is no wider than the viewport; on lists with row
// actions every row's buttons lie inside it; at 360 px every button, select, summary, pager link and
// link drawn as a button (the kit's BUTTON_MARK: a "new request" link, the floating button) is at
// least 44 × 44 px; and axe finds no serious or critical violation (once per route, see below).
//
// Speed (ADR-0083), because this file is a large share of the whole CI:
// - a few tests per role (PARTS), each signed in once, walking its share of the role's pages in one browser page;
// - each page is loaded once and measured at both widths by resizing (a relayout, no reload);
// - axe runs once per route (the markup of a route differs little between roles), as the role with
//   the least axe work so far, and the routes are shared out between the js and nojs projects, which
//   run at once on the CI's two cores (nojs: see AxeView); in legacy mode (no blank page opened to
//   assemble each run's results);
// - one screenshot per route and project (JPEG, quality 50, at 360 px) as the artefact, plus one of
//   every page that fails, at the width where it failed.
import AxeBuilder from "@axe-core/playwright";
import type { Page } from "@playwright/test";
import { DEMO_ACCOUNTS } from "../../app/seed/demo-data";
import { BUTTON_MARK } from "../../app/ui/button-mark";
import { fitPlan, type FitPlan } from "./fit-pages";
import { expect, hydrated, signIn, test } from "./fixtures";
import { look } from "./look";
import type { RouteTarget } from "./manifest";
import { scaled } from "../time-scale";

const WIDTHS = [
  { width: 360, height: 740 },
  { width: 1366, height: 768 },
] as const;
const PHONE = 360;
/** 44 CSS px (2.75rem), less half a pixel for rounding */
const TOUCH = 43.5;

interface Measure {
  scrollWidth: number;
  clientWidth: number;
  /** the elements sticking out on the right, deepest first (for the failure message) */
  wide: string[];
  /** row buttons outside the viewport */
  cutButtons: string[];
  /** controls smaller than a finger (only measured on the phone) */
  small: string[];
}

/** Measures the laid-out page: the document's width, the row actions' places and the touch targets' sizes. */
function measure(page: Page, touch: boolean): Promise<Measure> {
  return page.evaluate(
    ({ touch, min, mark }) => {
      const doc = document.documentElement;
      const vw = doc.clientWidth;
      const name = (el: Element) => {
        const cls =
          typeof el.className === "string" && el.className
            ? `.${el.className.trim().split(/\s+/)[0]}`
            : "";
        const text = (el.textContent ?? "").trim().slice(0, 30);
        return `${el.tagName.toLowerCase()}${
          el.id ? `#${el.id}` : ""
        }${cls} «${text}»`;
      };
      const visible = (el: Element) => {
        const r = el.getBoundingClientRect();
        return (
          r.width > 0 &&
          r.height > 0 &&
          getComputedStyle(el).visibility !== "hidden"
        );
      };
      const wide: string[] = [];
      if (doc.scrollWidth > vw) {
        for (const el of Array.from(document.body.querySelectorAll("*"))) {
          const r = el.getBoundingClientRect();
          if (
            r.right > vw + 1 &&
            r.width > 0 &&
            !el.querySelector("*:not(span,a,b,i,em,strong,svg,path)")
          )
            wide.push(`${name(el)} ${Math.round(r.right)}px`);
          if (wide.length >= 4) break;
        }
      }
      // a row's actions: the buttons in a table row or a list card of the page's main part
      const cutButtons: string[] = [];
      for (const b of Array.from(
        document.querySelectorAll(
          "main tbody tr :is(button, [type=submit], a[data-action]), main [data-row] :is(button, [type=submit], a[data-action])"
        )
      )) {
        if (!visible(b)) continue;
        const r = b.getBoundingClientRect();
        if (r.left < -1 || r.right > vw + 1)
          cutButtons.push(
            `${name(b)} at ${Math.round(r.left)}–${Math.round(r.right)}px`
          );
        if (cutButtons.length >= 3) break;
      }
      // touch targets: what a finger presses, links drawn as buttons too (links inside text are exempt, as in WCAG 2.5.8); a
      // control that cannot be pressed is left out: disabled, visually hidden (1 px, clipped) or
      // moved off the screen (a form's hidden default button)
      const small: string[] = [];
      if (touch) {
        const controls =
          `body :is(button, select, summary, input[type=submit], input[type=button], input[type=reset]):not(:disabled), [data-pager] a, body .${mark}`;
        for (const c of Array.from(document.querySelectorAll(controls))) {
          const r = c.getBoundingClientRect();
          if (
            r.width <= 2 ||
            r.height <= 2 ||
            r.right <= 0 ||
            r.bottom <= 0 ||
            getComputedStyle(c).visibility === "hidden"
          )
            continue;
          if (r.width < min || r.height < min)
            small.push(
              `${name(c)} ${Math.round(r.width)}×${Math.round(r.height)}px`
            );
          if (small.length >= 4) break;
        }
      }
      return {
        scrollWidth: doc.scrollWidth,
        clientWidth: vw,
        wide,
        cutButtons,
        small,
      };
    },
    { touch, min: TOUCH, mark: BUTTON_MARK }
  );
}

const slug = (path: string) =>
  path
    .replace(/^\//, "")
    .replace(/[^a-z0-9]+/gi, "-")
    .slice(0, 80) || "root";

/**
 * Where axe looks at a page. With JavaScript on, the page itself as it stands. With JavaScript off
 * axe cannot run in the page (its timers never fire there, so it waits forever): the nojs project
 * loads the same address in a page of a second context that has JavaScript for axe but refuses the
 * app's scripts, signed in with the same cookies, so axe sees the server's HTML as a browser without
 * JavaScript shows it.
 */
class AxeView {
  private scriptless?: Page;
  constructor(private readonly page: Page) {}

  async at(path: string): Promise<Page> {
    if (test.info().project.use.javaScriptEnabled !== false) return this.page;
    if (!this.scriptless) {
      const { baseURL, locale, timezoneId } = test.info().project.use;
      // javaScriptEnabled explicitly: a context made in a test inherits the project's options
      const context = await this.page
        .context()
        .browser()!
        .newContext({
          baseURL,
          locale,
          timezoneId,
          javaScriptEnabled: true,
          viewport: { width: PHONE, height: 740 },
          storageState: await this.page.context().storageState(),
        });
      await context.route(/\.js(\?.*)?$/, (r) => r.abort());
      this.scriptless = await context.newPage();
    }
    await this.scriptless.goto(path);
    return this.scriptless;
  }

  async close() {
    await this.scriptless?.context().close();
  }
}

/** axe in the page as it stands: the serious and critical violations, one line each. */
async function axe(page: Page, who: string, path: string): Promise<string[]> {
  // only the violations: axe skips assembling the passes and the incomplete checks; legacy mode runs
  // axe.run in the page itself instead of opening a blank page to finish every run
  const results = await new AxeBuilder({ page })
    .setLegacyMode(true)
    .options({ resultTypes: ["violations"] })
    .analyze();
  return results.violations
    .filter((v) => v.impact === "serious" || v.impact === "critical")
    .map(
      (v) =>
        `${who} ${path}: axe ${v.id}: ${v.nodes
          .map((n) => n.target.join(" "))
          .slice(0, 3)
          .join(", ")}`
    );
}

/** Visits each target and checks it at both widths (and with axe where the plan says so), returning what does not fit. */
async function walk(
  page: Page,
  who: string,
  targets: RouteTarget[],
  plan: FitPlan
): Promise<string[]> {
  const project = test.info().project.name;
  const failures: string[] = [];
  // alternate the widths' order: each page starts at the width the previous one ended with (one resize a page)
  let order = [...WIDTHS];
  const axeView = new AxeView(page);
  for (const t of targets) {
    await page.goto(t.path);
    await hydrated(page);
    for (const size of order) {
      const { width } = size;
      if (page.viewportSize()?.width !== width) {
        await page.setViewportSize(size);
        // the sidebar widens with a transition (half a second): measure the page as it settles, as a person sees it
        await page.evaluate(() =>
          Promise.all(
            document
              .getAnimations()
              .filter((a) => a instanceof CSSTransition)
              .map((a) => a.finished.catch(() => null))
          )
        );
        // why: the enhanced calendar (FullCalendar, mounted after hydration) lays itself out again
        // only after its resize delay (windowResizeDelay, 100 ms); mounted at one width and measured
        // at the other before that, its grid still has the old width (0 px when mounted on the phone)
        if (await page.locator(".fc").count()) await page.waitForTimeout(300);
      }
      const m = await measure(page, width === PHONE);
      const before = failures.length;
      if (m.scrollWidth > m.clientWidth)
        failures.push(
          `${who} ${t.path} @${width}: ${m.scrollWidth}px wide in ${
            m.clientWidth
          }px (${m.wide.join("; ")})`
        );
      if (m.cutButtons.length)
        failures.push(
          `${who} ${
            t.path
          } @${width}: row actions outside the screen: ${m.cutButtons.join(
            "; "
          )}`
        );
      if (m.small.length)
        failures.push(
          `${who} ${
            t.path
          } @${width}: touch targets under 44 × 44 px: ${m.small.join("; ")}`
        );
      const l = await look(page);
      if (l.split.length)
        failures.push(
          `${who} ${t.path} @${width}: words split across lines: ${l.split.join(
            "; "
          )}`
        );
      if (l.overlap.length)
        failures.push(
          `${who} ${
            t.path
          } @${width}: texts drawn over each other: ${l.overlap.join("; ")}`
        );
      if (l.codes.length)
        failures.push(
          `${who} ${t.path} @${width}: internal codes on screen: ${l.codes.join(
            "; "
          )}`
        );
      if (l.tiny.length)
        failures.push(
          `${who} ${t.path} @${width}: controls under 24 × 24 px: ${l.tiny.join(
            "; "
          )}`
        );
      const failed = failures.length > before;
      // the artefact: the route once per project at the phone's width, and every failure where it failed
      if (failed || (width === PHONE && plan.shot(who, t.id, project))) {
        await page.screenshot({
          path: test
            .info()
            .outputPath(
              `${failed ? "FAILED-" : ""}${who}-${slug(t.path)}-${width}.jpg`
            ),
          type: "jpeg",
          quality: 50,
        });
      }
      if (width === PHONE && plan.axe(who, t.id, project))
        failures.push(...(await axe(await axeView.at(t.path), who, t.path)));
    }
    order = order.reverse();
  }
  await axeView.close();
  return failures;
}

test("on a phone the top bar's menu opens the whole menu, closes once an entry is chosen, and the page names itself", async ({
  page,
}) => {
  await page.setViewportSize({ width: 360, height: 740 });
  await signIn(page, "worker");
  await hydrated(page);
  await page.getByLabel("Apri il menu").click();
  const nav = page.getByRole("navigation", { name: "Menu" });
  await nav.getByRole("link", { name: "Timbrature" }).click();
  await page.waitForURL(/\/app\/profile\/stamping$/);
  await expect(page.getByRole("navigation", { name: "Menu" })).toBeHidden();
  // the top bar names the page (it read "Profilo"), and the clock button comes first
  await expect(page.getByRole("banner").getByRole("paragraph")).toHaveText(
    "Timbrature"
  );
  await expect(page.getByRole("main").getByRole("button").first()).toHaveText(
    /Timbra (entrata|uscita)/
  );
});

test("the public pages fit 360 and 1280 px", async ({ page }) => {
  // why: the first test of the file also waits for the browser and the server's first answers, and
  // its walk (every public page twice, axe on each) took 1.6–2.1 min on a loaded clean-clone run
  test.setTimeout(scaled(240_000));
  const plan = await fitPlan();
  const targets = plan.pagesOf(null, test.info().project.name);
  expect(targets.length, "public pages in the manifest").toBeGreaterThan(0);
  expect(await walk(page, "anonymous", targets, plan)).toEqual([]);
});

/**
 * Each role's walk in parts (every third page of its list per part): a part is a test of its own,
 * so on a slow machine no test waits minutes for its last page, and a failure names a shorter walk.
 */
const PARTS = 3;

for (const account of DEMO_ACCOUNTS) {
  for (let part = 0; part < PARTS; part++) {
    test(`every page ${account.username} may see fits 360 and 1366 px (part ${
      part + 1
    } of ${PARTS})`, async ({ page }) => {
      // why: up to 35 pages, each measured twice, some with axe, on a shared 2-core machine (a part
      // passed 4 min on a loaded clean-clone run)
      test.setTimeout(scaled(420_000));
      const plan = await fitPlan();
      const all = plan.pagesOf(account.username, test.info().project.name);
      expect(all.length, `pages ${account.username} may see`).toBeGreaterThan(
        0
      );
      const targets = all.filter((_, i) => i % PARTS === part);
      if (targets.length === 0) return;
      await signIn(page, account.username);
      expect(await walk(page, account.username, targets, plan)).toEqual([]);
    });
  }
}
