// What one JSON API call is (ADR-0077): its method and path as the spec writes them, the rights it
// needs (any of), its query and body schemas (zod: the same schemas as the forms where a form
// exists, and the OpenAPI document is generated from them), and `run`, which calls the very
// operation the route action calls. An area registers its calls in one file under app/api/areas/
// and one line in app/api/areas/index.server.ts.
import type { TFunction } from "i18next";
import type { AnyZodObject, z, ZodIssue, ZodTypeAny } from "zod";
import type { CurrentUser } from "~/auth/user.server";
import type { Sql } from "~/db.server";
import type { Action, Resource } from "~/domain/access/permissions";
import type { CommandMeta } from "~/events/handle-command.server";
import type { MultipartForm, UploadLimits } from "~/storage/multipart.server";

export type ApiMethod = "GET" | "POST" | "PUT" | "DELETE";

export interface ApiContext<Q, B> {
  request: Request;
  sql: Sql;
  /** the token's owner, with their rights as they are now */
  user: CurrentUser;
  tokenId: string;
  /** the caller's language (Accept-Language, else Italian) */
  t: TFunction;
  /** the path's parameters (`{id}`) as sent */
  params: Record<string, string>;
  query: Q;
  body: B;
  /** actor, token, clock, and the Idempotency-Key as the command id (a fresh one without it) */
  meta: CommandMeta;
  /** If-Match: the version the client read (its ETag); null without one */
  expectedVersion: number | null;
  /** the files of a multipart call (an endpoint with `upload`), by field; empty otherwise */
  files: MultipartForm["files"];
}

/** What a call answers: the JSON body, its status (default 200), the record's version (sent as ETag). */
export interface ApiResult {
  body: unknown;
  status?: number;
  version?: number;
}

export interface Endpoint<Q extends AnyZodObject = AnyZodObject, B extends ZodTypeAny = ZodTypeAny> {
  method: ApiMethod;
  /** as the spec writes it, under /api: `/sites/leaves/{id}` */
  path: string;
  /** the OpenAPI tag (the spec's group) */
  tag: string;
  summary: string;
  /** any one of these rights lets the caller in ("signedIn": any token's owner, as a SIGNED_IN page); the record's own scope is checked by `run` (404 outside it) */
  rights: [Action, Resource][] | "signedIn";
  query?: Q;
  body?: B;
  /** the answer's shape, for the document */
  response: ZodTypeAny;
  /** a write that honours If-Match (an update of a versioned record) */
  ifMatch?: boolean;
  /** a write: Idempotency-Key is its command id */
  write?: boolean;
  /** a call that carries files: multipart/form-data read within these limits; the text fields are the body (ADR-0090) */
  upload?: UploadLimits;
  run: (ctx: ApiContext<z.output<Q>, z.output<B>>) => Promise<ApiResult>;
}

/** One endpoint, typed by its schemas. */
export function endpoint<Q extends AnyZodObject, B extends ZodTypeAny>(e: Endpoint<Q, B>): Endpoint {
  return e as unknown as Endpoint;
}

/** Input a call's `run` finds invalid once it knows the record (a site's event needs more fields): a 400 like the schema's. */
export class ApiInputError extends Error {
  constructor(readonly issues: readonly ZodIssue[]) {
    super("invalid input");
    this.name = "ApiInputError";
  }
}

/** Parses with a schema chosen by `run`; its issues are the call's 400. */
export function parseOrThrow<S extends ZodTypeAny>(schema: S, value: unknown): z.output<S> {
  const r = schema.safeParse(value);
  if (!r.success) throw new ApiInputError(r.error.issues);
  return r.data;
}
