import path from "node:path";
import { describe, expect, it } from "vitest";
import { LANGUAGES } from "~/i18n/config";
import { loadResources } from "~/i18n/resources.server";
import { statusMessage } from "~/ui/error-page";

type Tree = { [k: string]: string | Tree };
const resources = loadResources(path.resolve("app/locales"));
const lookup = (lng: string, key: string): string | undefined => {
  let node: string | Tree | undefined = (resources as unknown as Record<string, { common: Tree }>)[lng].common;
  for (const part of key.split(".")) node = typeof node === "object" ? node[part] : undefined;
  return typeof node === "string" ? node : undefined;
};

const STATUSES = [400, 401, 402, 403, 404, 405, 406, 408, 409, 410, 413, 418, 422, 429, 451, 500, 501, 502, 503, 504];

describe("a status page", () => {
  it("given any status, then a title and text that every language translates (never the English reason phrase)", () => {
    for (const status of STATUSES) {
      const m = statusMessage(status);
      for (const key of [m.title, m.text].filter((k): k is string => k !== null)) {
        expect(key, `${status}`).not.toBe("errors.http");
        for (const lng of LANGUAGES) expect(lookup(lng, key), `${lng} ${key} (${status})`).toBeTruthy();
      }
    }
  });

  it("given 403, then 'access denied' with the reason, in Italian by default", () => {
    expect(statusMessage(403)).toEqual({ title: "errors.status.forbidden_title", text: "errors.forbidden", reference: false });
    expect(lookup("it", "errors.status.forbidden_title")).toBe("Accesso negato");
  });

  it("given the database out of reach (a reset, a restart: ADR-0096), then 503 saying to try again and check what was saved, in every language, with the reference", () => {
    const m = statusMessage(503, "database_unavailable");
    expect(m).toEqual({ title: "errors.status.unavailable_title", text: "errors.database_unavailable", reference: true });
    for (const lng of LANGUAGES) for (const key of [m.title, m.text as string]) expect(lookup(lng, key), `${lng} ${key}`).toBeTruthy();
    expect(lookup("it", "errors.database_unavailable")).toMatch(/^Il database non è raggiungibile/);
  });

  it("given the kinds a refusal carries, then their own page whatever the status", () => {
    expect(statusMessage(403, "csrf").title).toBe("errors.csrf_title");
    expect(statusMessage(400, "too_large").title).toBe("errors.too_large_title");
    expect(statusMessage(422, "bad_form").title).toBe("errors.bad_request_title");
  });

  it("given an unknown 4xx, then a generic page naming the code; given a server error, then the reference id", () => {
    expect(statusMessage(418).title).toBe("errors.status.client_title");
    expect(lookup("de", "errors.status.client_title")).toContain("{{status}}");
    expect(statusMessage(500)).toEqual({ title: "errors.unexpected", text: null, reference: true });
    expect(statusMessage(503).reference).toBe(true);
  });
});
