// Small typed errors the domain throws. `code` is a translation key; `kind` decides the HTTP status.
export type DomainErrorKind = "rule" | "forbidden" | "not_found" | "conflict" | "invalid";

const STATUS: Record<DomainErrorKind, number> = {
  rule: 422,
  invalid: 400,
  forbidden: 403,
  not_found: 404,
  conflict: 409,
};

export class DomainError extends Error {
  readonly code: string;
  readonly kind: DomainErrorKind;
  readonly params: Record<string, string | number>;
  readonly field?: string;
  constructor(
    kind: DomainErrorKind,
    code: string,
    opts: { params?: Record<string, string | number>; field?: string; message?: string } = {},
  ) {
    super(opts.message ?? code);
    this.name = "DomainError";
    this.kind = kind;
    this.code = code;
    this.params = opts.params ?? {};
    this.field = opts.field;
  }
  get status(): number {
    return STATUS[this.kind];
  }
}

export const ruleBroken = (code: string, opts?: ConstructorParameters<typeof DomainError>[2]) =>
  new DomainError("rule", code, opts);
export const forbidden = (code = "errors.forbidden") => new DomainError("forbidden", code);
export const notFound = (code = "errors.not_found") => new DomainError("not_found", code);

/** A stale expected version or a concurrent append: somebody else changed the record first. */
export class ConcurrencyError extends DomainError {
  readonly streamId: string;
  readonly expectedVersion: number | null;
  readonly actualVersion: number | null;
  constructor(streamId: string, expectedVersion: number | null, actualVersion: number | null) {
    super("conflict", "errors.conflict", {
      message: `wrong expected version on ${streamId}: expected ${expectedVersion}, found ${actualVersion}`,
    });
    this.name = "ConcurrencyError";
    this.streamId = streamId;
    this.expectedVersion = expectedVersion;
    this.actualVersion = actualVersion;
  }
}

export function isDomainError(e: unknown): e is DomainError {
  return e instanceof DomainError;
}
