// The handles (i18n namespaces, title, policy) of a person's pages in HR and in the administrator's
// area. Not a *.server module on purpose: a route's `handle` is read in the browser too, and with the
// classic compiler a *.server module is an empty module there, so `handle = fromServer(...)` would
// throw while the page hydrates.
import type { PolicyHandle } from "~/auth/policy.server";
import { anyOf, type Rule } from "~/domain/access/policy";
import { PERSON_PATHS, type PersonArea } from "~/ui/people/person-paths";

type PageHandle = { i18n: string; title: string } & PolicyHandle;

/** The record: read hr (or read admin); deactivation and reactivation need update hr (as the operation checks). */
export function personProfileHandle(area: PersonArea): PageHandle {
  return { i18n: "common", title: PERSON_PATHS[area].listLabel, policy: { get: anyOf(["read", area]), post: anyOf(["update", "hr"]) } };
}

/** The person form, new and edit: update hr (or update admin) to reach it; the form itself needs update hr as well (personFormScope: else 403). */
export function personFormHandle(area: PersonArea): PageHandle {
  return { i18n: "common", title: PERSON_PATHS[area].listLabel, policy: { get: anyOf(["update", area]), post: anyOf(["update", area]) } };
}

/** The leave requests: read hr or read leave in HR, read admin in the administrator's area. */
export function personLeavesHandle(area: PersonArea): PageHandle {
  return {
    i18n: "common",
    title: area === "hr" ? "hr.users.list.title" : PERSON_PATHS.admin.listLabel,
    policy: { get: area === "hr" ? anyOf(["read", "hr"], ["read", "leave"]) : anyOf(["read", "admin"]) },
  };
}

/** The expenses: read hr (or read admin); withdrawing one needs update hr in both. */
export function personExpensesHandle(area: PersonArea): PageHandle {
  return {
    i18n: "common",
    title: area === "hr" ? "menu.expense_requests" : PERSON_PATHS.admin.listLabel,
    policy: { get: area === "hr" ? anyOf(["read", "hr"]) : anyOf(["read", "admin"]), post: anyOf(["update", "hr"]) },
  };
}

/** The calendar and its items: read hr (or read admin); deleting an event or a stamp from it needs update profile (spec part 1 §2; the commands check the rest). */
export function personCalendarHandle(area: PersonArea): PageHandle & { policy: { get: Rule; post: Rule } } {
  return {
    i18n: "common",
    title: PERSON_PATHS[area].listLabel,
    policy: { get: anyOf(["read", area]), post: anyOf(["update", "profile"]) },
  };
}
