import { describe, it, expect } from "vitest";
import { ConcurrencyError, DomainError, forbidden, isDomainError, notFound, ruleBroken, type DomainErrorKind } from "./errors";

describe("domain errors: kind to HTTP status", () => {
  it.each<[DomainErrorKind, number]>([
    ["rule", 422],
    ["invalid", 400],
    ["forbidden", 403],
    ["not_found", 404],
    ["conflict", 409],
  ])("%s is %i", (kind, status) => {
    expect(new DomainError(kind, "some.key").status).toBe(status);
  });
});

describe("domain errors: constructors", () => {
  it("ruleBroken carries the translation key, field and params; the message defaults to the key", () => {
    const e = ruleBroken("errors.start_after_end", { field: "endDate", params: { max: 10 } });
    expect(e).toBeInstanceOf(Error);
    expect(e).toMatchObject({ name: "DomainError", kind: "rule", code: "errors.start_after_end", field: "endDate", params: { max: 10 }, status: 422 });
    expect(e.message).toBe("errors.start_after_end");
  });

  it("ruleBroken without options has no field and empty params", () => {
    const e = ruleBroken("user_already_exists");
    expect(e.field).toBeUndefined();
    expect(e.params).toEqual({});
  });

  it("an explicit message (for logs) does not replace the code (for the user)", () => {
    const e = new DomainError("invalid", "errors.bad_date", { message: "date 2026-13-01 out of range" });
    expect(e.message).toBe("date 2026-13-01 out of range");
    expect(e.code).toBe("errors.bad_date");
    expect(e.status).toBe(400);
  });

  it("forbidden and notFound have default keys and accept others", () => {
    expect(forbidden()).toMatchObject({ kind: "forbidden", code: "errors.forbidden", status: 403 });
    expect(forbidden("leave.not_yours").code).toBe("leave.not_yours");
    expect(notFound()).toMatchObject({ kind: "not_found", code: "errors.not_found", status: 404 });
    expect(notFound("site.not_found").code).toBe("site.not_found");
  });
});

describe("domain errors: a stale version", () => {
  it("is a 409 conflict naming the stream and both versions", () => {
    const e = new ConcurrencyError("leave-4711", 3, 5);
    expect(isDomainError(e)).toBe(true);
    expect(e).toMatchObject({ name: "ConcurrencyError", kind: "conflict", code: "errors.conflict", status: 409 });
    expect(e).toMatchObject({ streamId: "leave-4711", expectedVersion: 3, actualVersion: 5 });
    expect(e.message).toBe("wrong expected version on leave-4711: expected 3, found 5");
  });

  it("keeps a missing version as null", () => {
    expect(new ConcurrencyError("site-1", null, 0)).toMatchObject({ expectedVersion: null, actualVersion: 0 });
  });
});

describe("isDomainError", () => {
  it("tells domain errors from anything else", () => {
    expect(isDomainError(ruleBroken("x"))).toBe(true);
    expect(isDomainError(new Error("errors.not_found"))).toBe(false);
    expect(isDomainError({ code: "errors.not_found", kind: "not_found" })).toBe(false);
    expect(isDomainError(null)).toBe(false);
  });
});
