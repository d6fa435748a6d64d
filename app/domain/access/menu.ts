// The side menu, built from the user's rights; it lists only screens that exist. Pure.
import { can, type Access, type Action, type Resource } from "./permissions";
import type { SelfService } from "./self-service";

export interface MenuEntry {
  group: "sites" | "hr" | "admin" | "permission" | "file-log" | "notification" | "audit" | "profile";
  /** translation key */
  label: string;
  path: string;
  /** any one of these rights shows the entry */
  anyOf: [Action, Resource][];
  /** and the person may do this for themselves (selfServicesOf), so the menu never offers a screen that only refuses */
  needs?: SelfService;
}

/** Every screen the menu may offer, in menu order. Add an entry when its screen exists. */
export const MENU: MenuEntry[] = [
  { group: "sites", label: "sites.list.title", path: "/app/sites/sites", anyOf: [["read", "sites"], ["read", "onlySitesFav"]] },
  // the favourites table is for those who star (a client's whole list is their favourites already)
  { group: "sites", label: "site_lists.favourites.title", path: "/app/sites/sites/favourites", anyOf: [["update", "favorites"]] },
  // every file action of the sites the person sees (ADR-0054)
  { group: "file-log", label: "siteFiles.log.title", path: "/app/file-log", anyOf: [["read", "files"], ["read", "onlySubcontractorsFiles"]] },
  { group: "profile", label: "menu.profile", path: "/app/profile/dashboard", anyOf: [["read", "profile"]] },
  { group: "profile", label: "own_profile.links.settings", path: "/app/profile/settings", anyOf: [["read", "profile"]] },
  { group: "profile", label: "calendar.menu", path: "/app/profile/calendar", anyOf: [["read", "profile"]] },
  { group: "profile", label: "stamping.menu", path: "/app/profile/stamping", anyOf: [["read", "profile"]], needs: "stamp" },
  { group: "profile", label: "menu.my_leaves", path: "/app/profile/leaves", anyOf: [["read", "profile"]], needs: "requestLeave" },
  { group: "profile", label: "menu.my_expenses", path: "/app/profile/expenses", anyOf: [["read", "profile"]], needs: "claimExpenses" },
  // the own tools and requests are for staff (ADR-0069): claimExpenses is the self-service that means "staff, no flag to deny it"
  { group: "profile", label: "tools.own.menu", path: "/app/profile/tools", anyOf: [["read", "profile"]], needs: "claimExpenses" },
  // delegations given and received (ADR-0088): giving one is the approver's rule, checked by the decider
  { group: "profile", label: "delegation.title", path: "/app/profile/delegations", anyOf: [["read", "profile"]], needs: "claimExpenses" },
  { group: "hr", label: "menu.hr_users", path: "/app/hr/users/list", anyOf: [["read", "hr"]] },
  // HR's dashboard (issue 38); after the people, who stay HR's landing page
  { group: "hr", label: "overview.menu.dashboard", path: "/app/hr", anyOf: [["read", "hr"]] },
  { group: "hr", label: "menu.leave_requests", path: "/app/hr/leave-requests", anyOf: [["read", "hr"], ["read", "leave"]] },
  // the team absence overview (issue 38): whoever reads the leave requests
  { group: "hr", label: "overview.menu.absences", path: "/app/hr/absences", anyOf: [["read", "hr"], ["read", "leave"]] },
  { group: "hr", label: "stamping.hr_menu", path: "/app/hr/stamps", anyOf: [["read", "hr"], ["read", "stampingsLog"]] },
  { group: "hr", label: "festivities.menu", path: "/app/hr/festivities", anyOf: [["read", "hr"]] },
  { group: "hr", label: "working_hours.menu", path: "/app/hr/working-hours", anyOf: [["read", "hr"]] },
  { group: "hr", label: "approval_rule.menu", path: "/app/hr/approval-rules", anyOf: [["read", "hr"]] },
  { group: "hr", label: "menu.expense_requests", path: "/app/hr/expense-requests", anyOf: [["read", "hr"]] },
  // the payroll export of a month (issue 36): HR only
  { group: "hr", label: "payroll.menu", path: "/app/hr/payroll", anyOf: [["read", "hr"]] },
  { group: "admin", label: "menu.admin_users", path: "/app/admin/users", anyOf: [["read", "admin"]] },
  { group: "admin", label: "menu.support_requests", path: "/app/admin/support-requests", anyOf: [["read", "admin"]] },
  { group: "admin", label: "tools.menu", path: "/app/admin/tools", anyOf: [["read", "tool-manager"]] },
  { group: "admin", label: "checklist.list.title", path: "/app/admin/checklists", anyOf: [["read", "admin"], ["read", "allChecklists"]] },
  { group: "admin", label: "checklist.requests.title", path: "/app/admin/checklist-requests", anyOf: [["read", "admin"], ["read", "allChecklists"]] },
  { group: "permission", label: "menu.permission", path: "/app/permission/list", anyOf: [["update", "admin"]] },
  // every signed-in person's own notifications (issue 18); the bell in the top bar leads here too
  { group: "notification", label: "notifications.menu", path: "/app/notifications", anyOf: [["read", "profile"]] },
  { group: "audit", label: "menu.audit", path: "/app/audit", anyOf: [["read", "audit"]] },
];

/** The entries this person may use: one of the rights, and the self-service the screen is for. */
export function menuFor(access: Access): MenuEntry[] {
  return MENU.filter((e) => e.anyOf.some(([a, r]) => can(access, a, r)) && (!e.needs || access.selfService[e.needs].may));
}

/** May this user open this path under /app? (The first segment pair must match a visible entry.) */
function mayOpen(access: Access, path: string): boolean {
  if (path === "/app" || path === "/app/") return true;
  // the entry's section (/app/<section>/…) is open to whoever may see the entry; each route still checks its own policy
  return menuFor(access).some((e) => path === e.path || path.startsWith(e.path.split("/").slice(0, 3).join("/") + "/"));
}

/** Where a user lands after signing in: redirectTo when allowed, else the first entry they may see, else null. */
export function landingPath(access: Access, redirectTo: string | null): string | null {
  const path = redirectTo?.split("?")[0] ?? "";
  if (redirectTo && path.startsWith("/app/") && path !== "/app/" && mayOpen(access, path)) return redirectTo;
  return menuFor(access)[0]?.path ?? null;
}
