// The handle of a person's record page (HR's and the administrator's): not a .server module, since
// the browser reads a route's handle (its title and namespaces); the classic compiler leaves a
// .server module empty in the browser, so a handle built there fails the page with JavaScript on.
import type { PolicyHandle } from "~/auth/policy.server";
import { anyOf } from "~/domain/access/policy";
import { PERSON_PATHS, type PersonArea } from "~/ui/people/person-paths";

/** Who may see the record in each area, and who may deactivate or reactivate (update hr, as the operation checks). */
export function personProfileHandle(area: PersonArea): { i18n: string; title: string } & PolicyHandle {
  return {
    i18n: "common",
    title: PERSON_PATHS[area].listLabel,
    policy: { get: anyOf(["read", area]), post: anyOf(["update", "hr"]) },
  };
}
