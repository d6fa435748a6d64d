// The API's header rules and routing, without a database: If-Match as a version, Idempotency-Key
// as a command id, and the call a method and path name.
import { describe, expect, it } from "vitest";
import { commandIdOf, matchEndpoint, versionOfIfMatch } from "./handle-api.server";

describe("If-Match", () => {
  it("given an ETag of a version (strong, weak or bare), then the version", () => {
    expect(versionOfIfMatch('"3"')).toBe(3);
    expect(versionOfIfMatch('W/"12"')).toBe(12);
    expect(versionOfIfMatch("7")).toBe(7);
  });
  it("given none or *, then any version", () => {
    expect(versionOfIfMatch(null)).toBeNull();
    expect(versionOfIfMatch("*")).toBeNull();
  });
  it("given anything else, then refused", () => {
    expect(versionOfIfMatch('"abc"')).toBe("bad");
    expect(versionOfIfMatch('"1", "2"')).toBe("bad");
    expect(versionOfIfMatch('"1234567890"')).toBe("bad");
  });
});

describe("Idempotency-Key", () => {
  it("given a UUID, then it is the command id (lower case)", () => {
    expect(commandIdOf("0F8FAD5B-D9CB-469F-A165-70867728950E", 4)).toBe("0f8fad5b-d9cb-469f-a165-70867728950e");
  });
  it("given another key, then a UUID derived per person: the same key of the same person is the same command", () => {
    const a = commandIdOf("payroll-2026-11", 4);
    expect(a).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
    expect(commandIdOf("payroll-2026-11", 4)).toBe(a);
    expect(commandIdOf("payroll-2026-11", 5)).not.toBe(a);
  });
  it("given none, then a fresh id each time", () => {
    expect(commandIdOf(null, 4)).not.toBe(commandIdOf(null, 4));
  });
  it("given spaces, control characters or more than 200 characters, then refused", () => {
    expect(commandIdOf("a b", 4)).toBe("bad");
    expect(commandIdOf("a\u0000", 4)).toBe("bad");
    expect(commandIdOf("x".repeat(201), 4)).toBe("bad");
  });
});

describe("routing", () => {
  it("a literal path beats a parameter, and the parameters are read", () => {
    const fav = matchEndpoint("GET", "/sites/sites/fav");
    expect(fav && "e" in fav ? fav.e.path : null).toBe("/sites/sites/fav");
    const one = matchEndpoint("GET", "/sites/sites/42");
    expect(one && "e" in one ? [one.e.path, one.params] : null).toEqual(["/sites/sites/{id}", { id: "42" }]);
  });
  it("a known path with another method names the methods it has; an unknown path nothing", () => {
    expect(matchEndpoint("PATCH", "/sites/leaves")).toEqual({ methods: ["POST"] });
    expect(matchEndpoint("GET", "/sites/nothing")).toBeNull();
  });
});
