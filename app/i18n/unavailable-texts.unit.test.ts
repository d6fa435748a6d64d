import path from "node:path";
import { describe, expect, it } from "vitest";
import { accessOf, ROLES, type Capability } from "~/domain/access/permissions";
import { denialKey, SELF_SERVICES } from "~/domain/access/self-service";
import { LANGUAGES } from "~/i18n/config";
import { loadResources } from "~/i18n/resources.server";
import { unavailableOf } from "~/ui/unavailable";

type Tree = { [k: string]: string | Tree };
const resources = loadResources(path.resolve("app/locales"));
const has = (lng: string, key: string) => {
  let node: string | Tree | undefined = (resources as unknown as Record<string, { common: Tree }>)[lng].common;
  for (const part of key.split(".")) node = typeof node === "object" ? node[part] : undefined;
  return typeof node === "string" && node.trim() !== "";
};

describe("why a self-service page is not offered", () => {
  it("given any role, flags and status, then the title and the reason are translated in every language", () => {
    const flags: Capability[][] = [[], ["NO_LEAVE"], ["NO_STAMPINGLOG"]];
    for (const role of [...ROLES, null]) {
      for (const capabilities of flags) {
        for (const active of [true, false]) {
          const access = accessOf({ personId: 1, role, capabilities, companyCode: "cantiere", active });
          for (const service of SELF_SERVICES) {
            const view = unavailableOf(access, service);
            if (!view) continue;
            for (const lng of LANGUAGES) {
              for (const key of [`unavailable.${service}.title`, denialKey(service, view.why), "unavailable.whom_to_ask"]) expect(has(lng, key), `${lng}: ${key}`).toBe(true);
            }
          }
        }
      }
    }
  });

  it("given an employee, then every page is offered", () => {
    const access = accessOf({ personId: 1, role: "EMPLOYEE", capabilities: [], companyCode: "cantiere", active: true });
    expect(SELF_SERVICES.map((s) => unavailableOf(access, s))).toEqual([null, null, null]);
  });

  it("given the demo client, then each page says it is the role", () => {
    const access = accessOf({ personId: 1, role: "CLIENT", capabilities: ["NO_STAMPINGLOG", "NO_LEAVE"], companyCode: "cantiere", active: true });
    expect(unavailableOf(access, "stamp")).toEqual({ service: "stamp", why: "client" });
  });
});
