// The tabs of a person's page, in display order: in HR (/app/hr/users/{id}/…) and in the
// administrator's area (/app/admin/users/{id}/…). An area adds its tab with one line (key, label,
// path, who may see it); each tab's route still checks its own policy, and a tab shows only to
// those its policy lets in.
import { allows, anyOf, type Rule } from "~/domain/access/policy";
import type { Access } from "~/domain/access/permissions";
import type { PersonArea } from "./person-paths";

export interface PersonTab {
  key: string;
  /** translation key */
  label: string;
  path: (personId: number) => string;
  policy: Rule;
}

const HR_TABS: readonly PersonTab[] = [
  { key: "profile", label: "hr.person.tabs.profile", path: (id) => `/app/hr/users/${id}/profile`, policy: anyOf(["read", "hr"]) },
  { key: "documents", label: "people_docs.documents.tab", path: (id) => `/app/hr/users/${id}/documents`, policy: anyOf(["read", "hr"]) },
  { key: "leaves", label: "hr.person.tabs.leaves", path: (id) => `/app/hr/users/${id}/leaves`, policy: anyOf(["read", "hr"], ["read", "leave"]) },
  { key: "stamps", label: "stamping.tab", path: (id) => `/app/hr/users/${id}/stamps`, policy: anyOf(["read", "hr"], ["read", "stampingsLog"]) },
  { key: "dailyHours", label: "daily_hours.tab", path: (id) => `/app/hr/users/${id}/dailyHours`, policy: anyOf(["read", "hr"]) },
  { key: "expenses", label: "hr.person.tabs.expenses", path: (id) => `/app/hr/users/${id}/expenses`, policy: anyOf(["read", "hr"]) },
  { key: "calendar", label: "calendar.tab", path: (id) => `/app/hr/users/${id}/calendar`, policy: anyOf(["read", "hr"]) },
];

/** The administrator's: the record, leaves, expenses and calendar, for read admin (spec part 2 §2, Admin area). */
const ADMIN_TABS: readonly PersonTab[] = [
  { key: "profile", label: "hr.person.tabs.profile", path: (id) => `/app/admin/users/${id}/profile`, policy: anyOf(["read", "admin"]) },
  { key: "leaves", label: "hr.person.tabs.leaves", path: (id) => `/app/admin/users/${id}/leaves`, policy: anyOf(["read", "admin"]) },
  { key: "expenses", label: "hr.person.tabs.expenses", path: (id) => `/app/admin/users/${id}/expenses`, policy: anyOf(["read", "admin"]) },
  { key: "calendar", label: "calendar.tab", path: (id) => `/app/admin/users/${id}/calendar`, policy: anyOf(["read", "admin"]) },
];

const PERSON_TABS: Record<PersonArea, readonly PersonTab[]> = { hr: HR_TABS, admin: ADMIN_TABS };

/** The tabs this user may open for this person, as links for the tab bar (a tab stays marked on its sub-pages). */
export function personTabsFor(access: Access, personId: number, area: PersonArea = "hr"): { to: string; label: string; end: boolean }[] {
  return PERSON_TABS[area].filter((tab) => allows(tab.policy, access)).map((tab, i) => ({ to: tab.path(personId), label: tab.label, end: i === 0 }));
}
