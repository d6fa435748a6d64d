// The side menu in groups (issue 33, ADR-0120): the spec's menu groups, each a <details> that opens
// without JavaScript. Pure: the shell renders what this returns.
import type { MenuEntry } from "~/domain/access/menu";

export interface MenuItem {
  group: string;
  /** translation key */
  label: string;
  path: string;
}

export type MenuPart =
  | { kind: "entry"; entry: MenuItem }
  | { kind: "group"; group: string; entries: MenuItem[]; open: boolean };

/** A menu of more entries than this is grouped (HR and admin); a shorter one reads better as one list (ADR-0120). */
export const GROUPED_ABOVE = 12;

/** Each group's title (a translation key in common.json), in every language. */
export const GROUP_TITLES: Record<MenuEntry["group"], string> = {
  sites: "menu.groups.sites",
  "file-log": "menu.groups.file-log",
  profile: "menu.groups.profile",
  hr: "menu.groups.hr",
  admin: "menu.groups.admin",
  permission: "menu.groups.permission",
  notification: "menu.groups.notification",
  audit: "menu.groups.audit",
};

export function groupTitleKey(group: string): string {
  return GROUP_TITLES[group as MenuEntry["group"]] ?? "menu.title";
}

/**
 * The group the page belongs to: the group of the entry sharing the most leading path segments
 * with it, at least the section (`/app/hr/…`); the first such entry in menu order on a tie. So a
 * person's card (/app/hr/users/12/profile) belongs to HR though no entry names that path.
 */
export function currentGroup(menu: MenuItem[], pathname: string): string | null {
  const here = pathname.split("/").filter(Boolean);
  let best: { group: string; shared: number } | null = null;
  for (const e of menu) {
    const parts = e.path.split("/").filter(Boolean);
    let shared = 0;
    while (shared < parts.length && shared < here.length && parts[shared] === here[shared]) shared++;
    // "app" and the section at least; a whole entry's path counts one more than a partial one
    if (shared < 2) continue;
    const score = shared + (shared === parts.length ? 0.5 : 0);
    if (!best || score > best.shared) best = { group: e.group, shared: score };
  }
  return best?.group ?? null;
}

/**
 * What the menu shows, in menu order. A menu of at most GROUPED_ABOVE entries is one flat list. A
 * longer one is grouped: a group of one entry shows that entry itself (a group around it would only
 * cost a tap), every other group is a collapsible part, open when the page belongs to it or when a
 * search is under way (only groups with a match are shown then, each with its matching entries).
 * A search matches an entry's label, or — in a grouped menu, where the titles are seen — its group's
 * title, which then shows the whole group.
 */
export function menuParts(
  menu: MenuItem[],
  { pathname, query, t }: { pathname: string; query: string; t: (key: string) => string },
): MenuPart[] {
  const grouped = menu.length > GROUPED_ABOVE;
  const q = query.trim().toLowerCase();
  const matches = (e: MenuItem) =>
    !q || t(e.label).toLowerCase().includes(q) || (grouped && t(groupTitleKey(e.group)).toLowerCase().includes(q));
  const shown = menu.filter(matches);
  if (!grouped) return shown.map((entry) => ({ kind: "entry", entry }));
  const here = currentGroup(menu, pathname);
  const parts: MenuPart[] = [];
  const seen = new Set<string>();
  for (const e of shown) {
    if (seen.has(e.group)) continue;
    seen.add(e.group);
    if (menu.filter((m) => m.group === e.group).length === 1) {
      parts.push({ kind: "entry", entry: e });
      continue;
    }
    parts.push({ kind: "group", group: e.group, entries: shown.filter((m) => m.group === e.group), open: q !== "" || e.group === here });
  }
  return parts;
}
