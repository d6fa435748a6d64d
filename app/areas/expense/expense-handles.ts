// The handle (i18n namespace, title, policy) of HR's expense forms: a new expense for anyone, a new
// one for a person, a person's expense changed. Not a *.server module: a route's `handle` is read
// in the browser too (see app/areas/people/person-handles.ts).
import type { PolicyHandle } from "~/auth/policy.server";
import { anyOf } from "~/domain/access/policy";

/** update hr to see the form and to send it. */
export const HR_EXPENSE_FORM_HANDLE: { i18n: string; title: string } & PolicyHandle = {
  i18n: "common",
  title: "menu.expense_requests",
  policy: { get: anyOf(["update", "hr"]), post: anyOf(["update", "hr"]) },
};
