// A warm pool of headless Chromium pages that prints every PDF of the product (ADR-0005).
//
// One browser per process, launched on the first render (a process that never prints pays
// nothing), with a fresh temporary profile removed when the browser goes away. At most `size`
// pages exist; a render borrows one, sets its content to the HTML, prints it, hands the bytes back
// and then sets the page's content to an empty document before another render may borrow it, so
// one person's document never sits in a page that prints someone else's. A page that failed,
// timed out, crashed or navigated is closed and replaced by a fresh one on the next borrow; a
// browser that crashed or was killed is forgotten and launched again by the next render. Waiting,
// launching and rendering each have a time limit, so a request never hangs: a missing or broken
// Chromium gives PdfUnavailableError at once.
//
// Loading and printing use our own DevTools session on the page (Page.setDocumentContent + the
// load event, Page.printToPDF answering with the bytes): the same document.open/write/close as
// puppeteer's page.setContent, without its per-document bookkeeping, for about a quarter less CPU
// per PDF (bench/RESULTS-pdf.md).
//
// No network: every page runs with JavaScript disabled and with request interception that lets
// only data: URLs through, and no host name or address resolves in the browser (NO_NETWORK_ARGS).
// Interception is enforced by the browser whatever the HTML says (a Content-Security-Policy
// <meta> only holds if the document carries it first in <head>, and stops neither a
// <meta http-equiv="refresh"> nor the bare TCP preconnect Chromium makes for one); since our
// templates make no requests it costs nothing per render, and data: URLs (inline logos, fonts)
// are never even intercepted. Disabling JavaScript makes the pages plain printouts: nothing in a
// template can run. renderDocumentPdf adds a CSP <meta> on top (render.server.ts).
//
// Nothing here is shared across processes.
import { constants as fsConstants } from "node:fs";
import { access, mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { observePdfStep } from "~/ops/metrics.server";
import type { Browser, CDPSession, HTTPRequest, Page } from "puppeteer-core";

const CHROMIUM_ARGS = [
  "--headless",
  "--no-sandbox",
  "--disable-gpu",
  "--disable-quic",
  "--no-first-run",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
  "--disable-dev-shm-usage",
] as const;

// Under the request interception: no host name or address resolves, so the browser cannot even
// open a socket. Interception alone lets Chromium preconnect (a bare TCP connection, no request)
// to the target of a navigation such as <meta http-equiv="refresh"> or an <iframe>.
const NO_NETWORK_ARGS = ["--host-resolver-rules=MAP * ~NOTFOUND"] as const;

const DEFAULT_EXECUTABLE = "/usr/bin/chromium";
// Emptying a page takes milliseconds; one that takes seconds is stuck and holds a page slot.
const EMPTY_TIMEOUT_MS = 5_000;
const EMPTY_DOCUMENT = "<!DOCTYPE html><html><head><title></title></head><body></body></html>";

/** Why a PDF could not be made; `code` is a translation key, `status` the HTTP status for the error page. */
export class PdfError extends Error {
  readonly code: string;
  readonly status: number;
  constructor(message: string, code: string, status: number, options?: { cause?: unknown }) {
    super(message, options);
    this.name = "PdfError";
    this.code = code;
    this.status = status;
  }
}

/** Chromium is missing, does not start, crashed during the render, or the pool is closed. */
export class PdfUnavailableError extends PdfError {
  constructor(message: string, options?: { cause?: unknown }) {
    super(message, "pdf.errors.unavailable", 503, options);
    this.name = "PdfUnavailableError";
  }
}

/** Every page is busy and the queue is full, or the wait for a page took too long. */
export class PdfBusyError extends PdfError {
  constructor(message: string) {
    super(message, "pdf.errors.busy", 503);
    this.name = "PdfBusyError";
  }
}

/** The render itself took longer than its time limit; the page it used has been discarded. */
export class PdfTimeoutError extends PdfError {
  constructor(message: string) {
    super(message, "pdf.errors.timeout", 504);
    this.name = "PdfTimeoutError";
  }
}

export interface RenderPdfOptions {
  format: "A4";
  landscape?: boolean;
  /** The time limit of this render once a page is borrowed (default: the pool's renderTimeoutMs). */
  timeoutMs?: number;
}

export interface PdfPoolOptions {
  /** Default: CHROMIUM_PATH, else /usr/bin/chromium. */
  executablePath?: string;
  /** Pages open at most, hence renders at once. Default: PDF_POOL_SIZE, else 2. */
  size?: number;
  /** Renders that may wait for a page; one more is refused at once with PdfBusyError. Default: PDF_POOL_MAX_QUEUE, else 50. */
  maxQueue?: number;
  /** How long a render may wait for a page. Default 10 s. */
  acquireTimeoutMs?: number;
  /** How long Chromium may take to start. Default: PDF_LAUNCH_TIMEOUT_MS, else 10 s. */
  launchTimeoutMs?: number;
  /** Default time limit of one render. Default: PDF_RENDER_TIMEOUT_MS, else 15 s. */
  renderTimeoutMs?: number;
  /** After a failed launch, renders fail at once with the same error for this long instead of launching again. Default 2 s. */
  launchRetryDelayMs?: number;
  /** A page is replaced after this many renders, which bounds what a long-lived renderer can accumulate. Default 1000. */
  maxRendersPerPage?: number;
  /**
   * After this many timeouts in a row (renders, opening or emptying a page) the browser is taken
   * for stuck although still connected: it is killed and the next render launches a new one. Default 3.
   */
  maxConsecutiveTimeouts?: number;
  /** Where the pool reports launches, crashes and discarded pages (never document content). Default console.warn. */
  log?: (message: string) => void;
  /** Called with the duration of each step of a successful render, for metrics and the benchmark. */
  onTiming?: (step: PdfRenderStep, ms: number) => void;
}

/** wait: for a free page (and the launch); load: setContent; print: page.pdf; empty: clearing the page afterwards. */
export type PdfRenderStep = "wait" | "load" | "print" | "empty";

export interface PdfPoolStats {
  /** The running browser's process id, or null when none runs. */
  browserPid: number | null;
  launches: number;
  pagesOpen: number;
  pagesIdle: number;
  pagesCreated: number;
  pagesDiscarded: number;
  rendersOk: number;
  rendersFailed: number;
  queued: number;
}

export interface PdfPool {
  /** Prints `html` (a complete document that loads nothing from the network) to a PDF. */
  renderPdf(html: string, opts: RenderPdfOptions): Promise<Buffer>;
  /** Closes the pages and the browser and removes its profile; later renders fail with PdfUnavailableError. */
  close(): Promise<void>;
  stats(): PdfPoolStats;
  readonly size: number;
}

interface Running {
  browser: Browser;
  userDataDir: string;
  generation: number;
}

interface PooledPage {
  page: Page;
  /** Our own DevTools session on the page: loads and prints with one command each (see setDocument). */
  cdp: CDPSession;
  frameId: string;
  generation: number;
  renders: number;
  /** The page crashed or navigated away from our document: it is never handed out again. */
  tainted: boolean;
}

// Paper sizes in inches, as Page.printToPDF takes them; the template's CSS @page size wins (preferCSSPageSize).
const PAPER = { A4: { width: 8.27, height: 11.7 } } as const;

interface Waiter {
  resolve: () => void;
  reject: (err: Error) => void;
  timer: NodeJS.Timeout;
}

function intFromEnv(name: string): number | undefined {
  const v = process.env[name];
  if (v === undefined || v.trim() === "") return undefined;
  const n = Number(v);
  if (!Number.isInteger(n) || n < 1) throw new Error(`${name} must be a positive integer, got "${v}"`);
  return n;
}

function positive(n: number | undefined, fallback: number): number {
  return n !== undefined && Number.isFinite(n) && n > 0 ? n : fallback;
}

/** Resolves `work` or rejects with `onTimeout()` after `ms`; a late rejection of `work` is swallowed. */
function withTimeout<T>(work: Promise<T>, ms: number, onTimeout: () => Error): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const limit = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(onTimeout()), ms);
  });
  work.catch(() => {});
  return Promise.race([work, limit]).finally(() => clearTimeout(timer));
}

const message = (err: unknown) => (err instanceof Error ? err.message : String(err));

/** Only data: URLs load; everything else is refused by the browser before it reaches the network. */
function blockNetwork(request: HTTPRequest): void {
  if (request.isInterceptResolutionHandled()) return;
  const settled = request.url().startsWith("data:") ? request.continue() : request.abort("blockedbyclient");
  settled.catch(() => {});
}

export function createPdfPool(options: PdfPoolOptions = {}): PdfPool {
  const executablePath = options.executablePath ?? process.env.CHROMIUM_PATH ?? DEFAULT_EXECUTABLE;
  const size = positive(options.size ?? intFromEnv("PDF_POOL_SIZE"), 2);
  const maxQueue = Math.max(0, options.maxQueue ?? intFromEnv("PDF_POOL_MAX_QUEUE") ?? 50);
  const acquireTimeoutMs = positive(options.acquireTimeoutMs, 10_000);
  // a slow host (or a loaded test machine) may give Chromium longer: PDF_LAUNCH_TIMEOUT_MS, PDF_RENDER_TIMEOUT_MS
  const launchTimeoutMs = positive(options.launchTimeoutMs ?? intFromEnv("PDF_LAUNCH_TIMEOUT_MS"), 10_000);
  const renderTimeoutMs = positive(options.renderTimeoutMs ?? intFromEnv("PDF_RENDER_TIMEOUT_MS"), 15_000);
  const launchRetryDelayMs = Math.max(0, options.launchRetryDelayMs ?? 2_000);
  const maxRendersPerPage = positive(options.maxRendersPerPage, 1000);
  const maxConsecutiveTimeouts = positive(options.maxConsecutiveTimeouts, 3);
  const log = options.log ?? ((m: string) => console.warn(m));
  const onTiming = options.onTiming ?? (() => {});

  let closed = false;
  let running: Running | null = null;
  let launching: Promise<Running> | null = null;
  let lastLaunchFailure: { at: number; error: PdfUnavailableError } | null = null;
  let generation = 0;
  let timeoutsInARow = 0;

  // A page slot is a permit: at most `size` renders hold one, the others wait in `waiters`.
  let permits = size;
  const waiters: Waiter[] = [];
  const idle: PooledPage[] = [];
  const open = new Set<Page>();
  const counters = { launches: 0, pagesCreated: 0, pagesDiscarded: 0, rendersOk: 0, rendersFailed: 0 };

  function acquirePermit(): Promise<void> {
    if (closed) return Promise.reject(new PdfUnavailableError("the PDF pool is closed"));
    if (permits > 0) {
      permits--;
      return Promise.resolve();
    }
    if (waiters.length >= maxQueue) {
      return Promise.reject(new PdfBusyError(`all ${size} PDF pages are busy and ${waiters.length} renders are already waiting`));
    }
    return new Promise<void>((resolve, reject) => {
      const waiter: Waiter = {
        resolve,
        reject,
        timer: setTimeout(() => {
          const i = waiters.indexOf(waiter);
          if (i >= 0) waiters.splice(i, 1);
          reject(new PdfBusyError(`no PDF page became free within ${acquireTimeoutMs} ms`));
        }, acquireTimeoutMs),
      };
      waiters.push(waiter);
    });
  }

  function releasePermit(): void {
    const next = waiters.shift();
    if (next) {
      clearTimeout(next.timer);
      next.resolve(); // the permit passes straight to the first waiter
    } else {
      permits++;
    }
  }

  async function launch(): Promise<Running> {
    try {
      await access(executablePath, fsConstants.X_OK);
    } catch (cause) {
      throw new PdfUnavailableError(`Chromium not found at ${executablePath}; set CHROMIUM_PATH`, { cause });
    }
    const userDataDir = await mkdtemp(path.join(tmpdir(), "cantiere-pdf-"));
    const started = Date.now();
    let browser: Browser;
    try {
      // puppeteer is loaded with the first browser, as the browser is (27 MB of a process that never prints)
      const { default: puppeteer } = await import("puppeteer-core");
      browser = await puppeteer.launch({
        executablePath,
        headless: true,
        userDataDir,
        // not --single-process: it saves CPU but serialises all pages on one renderer thread and
        // wedged every few thousand renders here (bench/RESULTS-pdf.md)
        args: [...CHROMIUM_ARGS, ...NO_NETWORK_ARGS],
        pipe: true, // no debugging port on the machine, and no WebSocket framing per message
        defaultViewport: null,
        timeout: launchTimeoutMs,
        protocolTimeout: renderTimeoutMs + 5_000,
        // the runtime closes the pool on SIGTERM (stopRuntime); puppeteer would exit the process itself
        handleSIGINT: false,
        handleSIGTERM: false,
        handleSIGHUP: false,
      });
    } catch (cause) {
      await rm(userDataDir, { recursive: true, force: true, maxRetries: 3 }).catch(() => {});
      throw new PdfUnavailableError(`Chromium at ${executablePath} did not start: ${message(cause)}`, { cause });
    }
    const run: Running = { browser, userDataDir, generation: ++generation };
    counters.launches++;
    browser.once("disconnected", () => {
      // a browser we lost contact with but that still runs (hung, pipe broken) must not linger
      const proc = browser.process();
      if (proc && proc.exitCode === null && proc.signalCode === null) proc.kill("SIGKILL");
      if (running === run) {
        running = null;
        if (!closed) log(`[pdf] Chromium (pid ${browser.process()?.pid ?? "?"}) disconnected; the next render launches a new one`);
      }
      // pages of a dead browser are gone: drop them, the next borrow opens pages in the new browser
      for (let i = idle.length - 1; i >= 0; i--) {
        if (idle[i].generation === run.generation) {
          open.delete(idle[i].page);
          idle.splice(i, 1);
        }
      }
      void rm(userDataDir, { recursive: true, force: true, maxRetries: 3 }).catch(() => {});
    });
    log(`[pdf] Chromium started in ${Date.now() - started} ms (pid ${browser.process()?.pid ?? "?"}, ${size} pages)`);
    return run;
  }

  async function currentBrowser(): Promise<Running> {
    if (closed) throw new PdfUnavailableError("the PDF pool is closed");
    if (running && running.browser.connected) return running;
    if (launching) return launching;
    if (lastLaunchFailure && Date.now() - lastLaunchFailure.at < launchRetryDelayMs) throw lastLaunchFailure.error;
    let gaveUp = false;
    const attempt = launch();
    // a launch that answers after we gave up on it must not leave an orphan browser behind
    attempt.then((run) => (gaveUp ? shutdown(run) : undefined)).catch(() => {});
    launching = withTimeout(attempt, launchTimeoutMs + 2_000, () => {
      gaveUp = true;
      return new PdfUnavailableError(`Chromium at ${executablePath} did not start within ${launchTimeoutMs} ms`);
    })
      .then((run) => {
        if (closed) {
          void shutdown(run);
          throw new PdfUnavailableError("the PDF pool is closed");
        }
        running = run;
        lastLaunchFailure = null;
        timeoutsInARow = 0;
        return run;
      })
      .catch((err: unknown) => {
        const error = err instanceof PdfUnavailableError ? err : new PdfUnavailableError(`Chromium did not start: ${message(err)}`, { cause: err });
        lastLaunchFailure = { at: Date.now(), error };
        log(`[pdf] ${error.message}`);
        throw error;
      })
      .finally(() => {
        launching = null;
      });
    return launching;
  }

  async function newPage(run: Running): Promise<PooledPage> {
    const page = await run.browser.newPage();
    open.add(page);
    page.once("close", () => open.delete(page));
    counters.pagesCreated++;
    let pooled: PooledPage;
    try {
      await page.setJavaScriptEnabled(false);
      await page.setRequestInterception(true);
      page.on("request", blockNetwork);
      const cdp = await page.createCDPSession();
      await cdp.send("Page.enable");
      const { frameTree } = await cdp.send("Page.getFrameTree");
      pooled = { page, cdp, frameId: frameTree.frame.id, generation: run.generation, renders: 0, tainted: false };
      // setDocumentContent never navigates; a navigation means the document did (a meta refresh)
      cdp.on("Page.frameNavigated", ({ frame }) => {
        if (!frame.parentId) pooled.tainted = true;
      });
    } catch (err) {
      counters.pagesDiscarded++;
      open.delete(page);
      page.close().catch(() => {});
      log(`[pdf] page discarded: page setup failed: ${message(err)}`);
      throw err;
    }
    page.once("error", () => {
      pooled.tainted = true; // the renderer crashed
    });
    return pooled;
  }

  /** Replaces the page's document (document.open/write/close) and waits for its load event, data: images included. */
  async function setDocument(pooled: PooledPage, html: string): Promise<void> {
    const loaded = new Promise<void>((resolve) => pooled.cdp.once("Page.loadEventFired", () => resolve()));
    await pooled.cdp.send("Page.setDocumentContent", { frameId: pooled.frameId, html });
    await loaded;
  }

  async function borrowPage(timeoutMs: number): Promise<PooledPage> {
    const run = await currentBrowser();
    while (idle.length > 0) {
      const pooled = idle.pop()!;
      if (pooled.generation === run.generation && !pooled.tainted && !pooled.page.isClosed() && pooled.renders < maxRendersPerPage) return pooled;
      discard(pooled, "stale");
    }
    let gaveUp = false;
    const opening = newPage(run);
    // a page that opens after we gave up on it is closed, not leaked
    opening.then((p) => (gaveUp ? discard(p, "opened too late") : undefined)).catch(() => {});
    try {
      return await withTimeout(opening, timeoutMs, () => {
        gaveUp = true;
        return new PdfTimeoutError(`opening a PDF page took longer than ${timeoutMs} ms`);
      });
    } catch (err) {
      if (err instanceof PdfTimeoutError) noteTimeout(run.generation);
      throw err;
    }
  }

  function discard(pooled: PooledPage, why: string): void {
    counters.pagesDiscarded++;
    open.delete(pooled.page);
    if (!closed && why !== "stale" && why !== "worn") log(`[pdf] page discarded: ${why}`);
    if (!pooled.page.isClosed()) pooled.page.close().catch(() => {});
  }

  /**
   * A browser can stay connected and still answer nothing (seen here with --single-process after
   * a few thousand renders): timeouts in a row mean it is stuck, so it is killed and replaced.
   */
  function noteTimeout(pooledGeneration: number): void {
    const run = running;
    if (!run || run.generation !== pooledGeneration) return;
    if (++timeoutsInARow < maxConsecutiveTimeouts) return;
    timeoutsInARow = 0;
    running = null; // the next render launches a new browser; the old one's pages are never handed out again
    log(`[pdf] ${maxConsecutiveTimeouts} timeouts in a row: Chromium (pid ${run.browser.process()?.pid ?? "?"}) is stuck; killing it`);
    run.browser.process()?.kill("SIGKILL");
  }

  /** Empties a page and puts it back for the next render, or discards it if that fails. */
  async function giveBack(pooled: PooledPage, deadlineMs: number): Promise<void> {
    try {
      if (pooled.tainted) {
        discard(pooled, "the page navigated or crashed");
        return;
      }
      if (pooled.renders >= maxRendersPerPage) {
        discard(pooled, "worn");
        return;
      }
      const started = performance.now();
      await withTimeout(
        setDocument(pooled, EMPTY_DOCUMENT),
        deadlineMs,
        () => new PdfTimeoutError("emptying the page timed out"),
      );
      onTiming("empty", performance.now() - started);
      if (pooled.tainted) discard(pooled, "the page navigated or crashed");
      else if (closed || pooled.generation !== running?.generation) discard(pooled, "stale");
      else idle.push(pooled);
    } catch (err) {
      if (err instanceof PdfTimeoutError) noteTimeout(pooled.generation);
      discard(pooled, `emptying failed: ${message(err)}`);
    } finally {
      releasePermit();
    }
  }

  async function print(pooled: PooledPage, html: string, opts: RenderPdfOptions): Promise<Buffer> {
    const { page, cdp } = pooled;
    pooled.renders++;
    const started = performance.now();
    await setDocument(pooled, html);
    const loaded = performance.now();
    const paper = PAPER[opts.format];
    // one command, the PDF in the answer (puppeteer's page.pdf streams it back in several)
    const { data } = await cdp.send("Page.printToPDF", {
      landscape: opts.landscape ?? false,
      paperWidth: paper.width,
      paperHeight: paper.height,
      marginTop: 0,
      marginBottom: 0,
      marginLeft: 0,
      marginRight: 0,
      printBackground: true,
      preferCSSPageSize: true,
      generateTaggedPDF: true,
      transferMode: "ReturnAsBase64",
    });
    // a document that navigated away (a meta refresh) printed something other than what we gave it
    if (pooled.tainted || page.url() !== "about:blank") throw new PdfError("the document navigated away while it was printed", "pdf.errors.unavailable", 500);
    onTiming("load", loaded - started);
    onTiming("print", performance.now() - loaded);
    return Buffer.from(data, "base64");
  }

  async function renderPdf(html: string, opts: RenderPdfOptions): Promise<Buffer> {
    const timeoutMs = positive(opts.timeoutMs, renderTimeoutMs);
    const asked = performance.now();
    await acquirePermit();
    let pooled: PooledPage | null = null;
    try {
      pooled = await borrowPage(timeoutMs);
    } catch (err) {
      releasePermit();
      counters.rendersFailed++;
      if (err instanceof PdfError) throw err;
      throw new PdfUnavailableError(`no PDF page could be opened: ${message(err)}`, { cause: err });
    }
    const borrowed = pooled;
    onTiming("wait", performance.now() - asked);
    try {
      const pdf = await withTimeout(print(borrowed, html, opts), timeoutMs, () => new PdfTimeoutError(`the PDF render took longer than ${timeoutMs} ms`));
      counters.rendersOk++;
      if (running?.generation === borrowed.generation) timeoutsInARow = 0;
      // the caller gets its bytes now; the page is emptied before anyone else may borrow it
      void giveBack(borrowed, Math.min(timeoutMs, EMPTY_TIMEOUT_MS));
      return pdf;
    } catch (err) {
      counters.rendersFailed++;
      discard(borrowed, err instanceof PdfTimeoutError ? "render timed out" : `render failed: ${message(err)}`);
      if (err instanceof PdfTimeoutError) noteTimeout(borrowed.generation);
      releasePermit();
      if (err instanceof PdfError) throw err;
      if (!running || running.generation !== borrowed.generation || !running.browser.connected) {
        throw new PdfUnavailableError(`Chromium went away during the render: ${message(err)}`, { cause: err });
      }
      throw new PdfError(`the PDF render failed: ${message(err)}`, "pdf.errors.unavailable", 500, { cause: err });
    }
  }

  async function shutdown(run: Running): Promise<void> {
    const proc = run.browser.process();
    try {
      await withTimeout(run.browser.close(), 5_000, () => new Error("browser.close timed out"));
    } catch {
      proc?.kill("SIGKILL");
    }
    await rm(run.userDataDir, { recursive: true, force: true, maxRetries: 3 }).catch(() => {});
  }

  async function close(): Promise<void> {
    closed = true;
    for (const w of waiters.splice(0)) {
      clearTimeout(w.timer);
      w.reject(new PdfUnavailableError("the PDF pool is closed"));
    }
    idle.length = 0;
    const pending = launching;
    const run = running;
    running = null;
    if (run) await shutdown(run);
    if (pending) await pending.catch(() => {}); // a launch in flight shuts itself down (see currentBrowser)
    open.clear();
  }

  function stats(): PdfPoolStats {
    return {
      browserPid: running?.browser.process()?.pid ?? null,
      launches: counters.launches,
      pagesOpen: open.size,
      pagesIdle: idle.length,
      pagesCreated: counters.pagesCreated,
      pagesDiscarded: counters.pagesDiscarded,
      rendersOk: counters.rendersOk,
      rendersFailed: counters.rendersFailed,
      queued: waiters.length,
    };
  }

  return { renderPdf, close, stats, size };
}

// The process's pool, kept on globalThis so that `remix dev` reloading this module does not
// start a second browser.
const KEY = "__cantierePdfPool";
type G = typeof globalThis & { [KEY]?: PdfPool };

/** The process's pool, created on first use from the environment (CHROMIUM_PATH, PDF_POOL_SIZE, PDF_POOL_MAX_QUEUE, PDF_LAUNCH_TIMEOUT_MS, PDF_RENDER_TIMEOUT_MS). */
export function pdfPool(): PdfPool {
  const g = globalThis as G;
  // each successful render's steps go to the metrics (cantiere_pdf_render_step_seconds, ADR-0121)
  g[KEY] ??= createPdfPool({ onTiming: observePdfStep });
  return g[KEY];
}

/** The process's pool if a render created it, else null: a metrics scrape or a shutdown never creates one. */
export function peekPdfPool(): PdfPool | null {
  return (globalThis as G)[KEY] ?? null;
}

/** Prints `html` to a PDF with the process's pool. */
export async function renderPdf(html: string, opts: RenderPdfOptions): Promise<Buffer> {
  return pdfPool().renderPdf(html, opts);
}

