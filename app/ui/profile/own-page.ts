// The handle of a page of the user's own records (read profile), under the profile's menu entry. A
// plain module: a route's handle is read in the browser too.
import { anyOf, type Policy } from "~/domain/access/policy";

export function ownPageHandle(): { i18n: string; title: string; policy: Policy } {
  return { i18n: "common", title: "menu.profile", policy: { get: anyOf(["read", "profile"]) } };
}
