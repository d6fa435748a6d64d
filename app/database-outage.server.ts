// A request the database could not serve because it went away for a moment — a connection reset,
// a restart, a failover — is answered 503 with a translated page (problem details under /api/), to
// be tried again, never the 500 of an unexpected error (ADR-0096). Remix 2 has no middleware, and
// an error that leaves a loader or an action reaches the page only as "Unexpected Server Error"
// (500) once production mode has sanitised it: so server.mjs wraps every route module's loader and
// action with `answeringDatabaseOutages`, as instrumentation wraps a server build (Sentry's
// instrumentBuild for Remix does the same), and the error becomes a 503 before Remix sees it.
import type { ActionFunctionArgs, LoaderFunctionArgs, ServerBuild } from "@remix-run/node";
import { databaseUnavailable, RETRY_AFTER_SECONDS } from "./api/problem.server";
import { isDatabaseUnavailable } from "./db.server";
import { getT } from "./i18n/i18next.server";
import { errorFields, log, logError, noteRoute } from "./ops/log.server";

/** The `kind` a 503 page carries in its data: the error page says the database is out of reach (app/ui/error-page.tsx). */
const DATABASE_UNAVAILABLE = "database_unavailable";

type Handler = (args: LoaderFunctionArgs | ActionFunctionArgs) => unknown;
type RouteModule = ServerBuild["routes"][string]["module"];

// the references already logged: a request's loaders fail together, and after a failed action the
// error boundary's loaders fail again; one line per request is enough (bounded: the latest 1,000)
const logged = new Set<string>();
function logOnce(ref: string, fields: Record<string, unknown>): void {
  if (logged.has(ref)) return;
  logged.add(ref);
  if (logged.size > 1000) logged.delete(logged.values().next().value as string);
  logError(ref, "database unavailable", fields);
}

/**
 * The answer to a request that met an unreachable database: logged with the reference the answer
 * shows. A page gets its error boundary with status 503 (the thrown Response's JSON is the
 * boundary's data); /api/ gets problem details; any other resource (a PDF, a CSV) the words alone.
 */
async function databaseOutageResponse(request: Request, err: unknown, page: boolean): Promise<Response> {
  const ref = request.headers.get("x-cantiere-request-id") ?? crypto.randomUUID().slice(0, 10);
  const url = new URL(request.url);
  // the driver's words (a code and the server's address), no personal data
  logOnce(ref, { method: request.method, path: url.pathname, cause: err instanceof Error ? err.message : String(err) });
  const t = await getT(request);
  const headers = { "Retry-After": String(RETRY_AFTER_SECONDS), "Cache-Control": "no-store" };
  if (url.pathname.startsWith("/api/")) return databaseUnavailable(t, ref);
  if (page) {
    return new Response(JSON.stringify({ kind: DATABASE_UNAVAILABLE, referenceId: ref }), {
      status: 503,
      statusText: "Service Unavailable",
      headers: { ...headers, "Content-Type": "application/json; charset=utf-8" },
    });
  }
  return new Response(`${t("errors.status.unavailable_title")}\n${t("errors.database_unavailable")}\n${t("errors.reference", { id: ref })}\n`, {
    status: 503,
    headers: { ...headers, "Content-Type": "text/plain; charset=utf-8", "X-Content-Type-Options": "nosniff" },
  });
}

function guarded(handler: Handler, page: boolean, routeId: string, depth: number): Handler {
  return async (args) => {
    // the request's log line and metrics name the deepest route that ran: the page, not its layouts (ADR-0121)
    noteRoute(args.request, routeId, depth);
    try {
      return await handler(args);
    } catch (err) {
      if (!isDatabaseUnavailable(err)) throw err;
      throw await databaseOutageResponse(args.request, err, page);
    }
  };
}

/** The route module with its loader and action answering an unreachable database with 503. */
function guardedModule(module: RouteModule, routeId: string, depth: number): RouteModule {
  // a module without a component is a resource route: its answer is the Response itself
  const page = typeof module.default === "function";
  // an action outranks every loader: after a POST the page's loaders run too, the action named it
  return {
    ...module,
    ...(module.loader ? { loader: guarded(module.loader as Handler, page, routeId, depth) as RouteModule["loader"] } : {}),
    ...(module.action ? { action: guarded(module.action as Handler, page, routeId, depth + 1000) as RouteModule["action"] } : {}),
  };
}

/**
 * The server build with every route's loader and action guarded (server.mjs serves this one), each
 * also noting its route id for the request's log line and metrics.
 */
export function answeringDatabaseOutages(build: ServerBuild): ServerBuild {
  const depthOf = (id: string): number => {
    const parent = build.routes[id]?.parentId;
    return parent ? depthOf(parent) + 1 : 0;
  };
  const routes = Object.fromEntries(Object.entries(build.routes).map(([id, route]) => [id, { ...route, module: guardedModule(route.module, id, depthOf(id)) }]));
  return { ...build, routes };
}

/**
 * The process's `unhandledRejection` listener (server.mjs): a promise nobody awaited that failed
 * only because the database went away for a moment is logged, not fatal — each request and each
 * background loop handles its own failures, and this is the net under one that was forgotten, so
 * a reset cannot end the process through it (ADR-0096). Any other reason is thrown again and ends
 * the process, as Node does by default.
 */
export function onUnhandledRejection(reason: unknown): void {
  if (!isDatabaseUnavailable(reason)) throw reason;
  log().error({ err: errorFields(reason) }, "a database call nobody awaited failed while the database was out of reach");
}
