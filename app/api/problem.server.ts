// RFC 9457 problem details for the JSON API (ADR-0077): every refusal of /api answers
// `application/problem+json` with the same translation key the forms show (`code`), its words in
// the caller's language (`detail`, from Accept-Language) and, for invalid input, the messages by
// field (`errors`), as the forms put them beside their fields.
import type { TFunction } from "i18next";
import type { ZodIssue } from "zod";
import { ConcurrencyError, isDomainError } from "~/domain/shared/errors";
import { readMessage } from "~/domain/shared/text-limits";

export interface Problem {
  type: string;
  title: string;
  status: number;
  detail: string;
  /** the translation key, as the forms use it */
  code: string;
  /** the messages of invalid input by field (dotted path) */
  errors?: Record<string, string[]>;
  [more: string]: unknown;
}

const TITLES: Record<number, string> = {
  400: "Bad Request",
  401: "Unauthorized",
  403: "Forbidden",
  404: "Not Found",
  405: "Method Not Allowed",
  409: "Conflict",
  413: "Content Too Large",
  415: "Unsupported Media Type",
  422: "Unprocessable Content",
  428: "Precondition Required",
  429: "Too Many Requests",
  500: "Internal Server Error",
  503: "Service Unavailable",
};

const PROBLEM_TYPE = "application/problem+json";

/** A problem answer (never cached, never sniffed). */
export function problemResponse(p: Problem, headers: HeadersInit = {}): Response {
  const h = new Headers(headers);
  h.set("Content-Type", PROBLEM_TYPE);
  h.set("Cache-Control", "no-store");
  return new Response(JSON.stringify(p), { status: p.status, headers: h });
}

/** How long a client should wait before trying again after a 503 (ADR-0096). */
export const RETRY_AFTER_SECONDS = 5;

/** The database out of reach for a moment (a reset, a restart, a failover: ADR-0096): 503, to be tried again. */
export function databaseUnavailable(t: TFunction, reference: string): Response {
  return problemResponse(problemOf(t, 503, "errors.database_unavailable", {}, { reference }), { "Retry-After": String(RETRY_AFTER_SECONDS) });
}

/** A problem from a translation key: its words in the caller's language. */
export function problemOf(t: TFunction, status: number, code: string, params: Record<string, string | number> = {}, more: Partial<Problem> = {}): Problem {
  const title = TITLES[status] ?? "Error";
  return {
    type: `/api/problems/${code}`,
    title,
    status,
    detail: t(code, { ...params, defaultValue: t("errors.http", { status, statusText: title }) }),
    code,
    ...more,
  };
}

/** A message of a schema (a key, or a key with its parameters) in words. */
function wordsOf(t: TFunction, message: string): string {
  const { key, params } = readMessage(message);
  return t(key, { ...params, defaultValue: key });
}

/** Invalid input: 400 with every issue by field, translated as the forms translate them. */
export function invalidInput(t: TFunction, issues: readonly ZodIssue[]): Problem {
  const errors: Record<string, string[]> = {};
  for (const i of issues) {
    const field = i.path.join(".") || "_";
    (errors[field] ??= []).push(wordsOf(t, i.message));
  }
  return problemOf(t, 400, "api.invalid_input", {}, { errors });
}

/** A domain refusal (rule 422, forbidden 403, not found 404, conflict 409; a stale If-Match too), else null. */
export function domainProblem(t: TFunction, err: unknown): Problem | null {
  if (!isDomainError(err)) return null;
  if (err instanceof ConcurrencyError) return problemOf(t, 409, "errors.conflict", {}, { currentVersion: err.actualVersion });
  return problemOf(t, err.status, err.code, err.params, err.field ? { errors: { [err.field]: [wordsOf(t, err.code)] } } : {});
}
