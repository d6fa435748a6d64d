import { Form, Link, useLocation, useMatches, useRouteLoaderData, useSearchParams } from "@remix-run/react";
import { useEffect, useRef, useState, type ReactNode } from "react";
import { useTranslation } from "~/i18n/react";
import "./print.css";
import type { CompanyCode } from "~/domain/company/companies";
import { useHydrated } from "./confirm";
import { CsrfInput } from "./csrf";
import { LanguageSwitch } from "./language-switch";
import { IconSprite, SpriteIcon, menuIcon, type IconName } from "./icon";
import { WithHeadless } from "./headless";
import { groupTitleKey, menuParts, type MenuItem, type MenuPart } from "./menu-groups";
import { isHydrating, useBrowserLayoutEffect } from "./hydration";
import { serverMarkup } from "./markup";
import { Logo } from "./logo";
import { usePlainLinks } from "./plain-links";
import { NotificationBell } from "./notifications/bell";
import { SupportFooterForm } from "./support-footer-form";
import * as a from "./app-shell.css";
import * as s from "./shell.css";

interface ShellProps {
  /** name: personName; initials: first name's then last name's first letter; avatarUrl: the photo's thumbnail (a signed link), null for none */
  user: { id: number; name: string; initials: string; avatarUrl: string | null; role: string | null; companyCode: CompanyCode; hasProfile?: boolean };
  menu: { group: string; label: string; path: string }[];
  year: number;
  version: string;
  supportCommandId: string;
  /** the person's unread notifications (counted by the server); null: the bell is not shown */
  unread?: number | null;
  children: ReactNode;
}

/**
 * Side menu, top bar and footer. Collapsing works without JavaScript (a checkbox and CSS). On a
 * narrow screen the side menu gives way to a top bar with the page's title and a menu button: a
 * <details> whose summary is the button and which, open, shows the side menu itself as the drawer
 * (CSS: `details[open] ~ shell`), so the page carries the menu once (ADR-0095); JavaScript opens a
 * dialog instead and closes it after an entry is chosen and on Escape (ADR-0075).
 *
 * The menu's entries are plain `<a>`s whose current one is worked out once here, and the menu's one
 * click handler navigates through Remix (usePlainLinks): a `<NavLink>` per entry resolved and
 * matched its path on every render (ADR-0095). A long menu (HR, admin) comes in the spec's groups,
 * each a <details> open on the page's group or on a search's matches (menuParts, ADR-0120).
 */
export function AppShell({ user, menu, year, version, supportCommandId, unread = null, children }: ShellProps) {
  const { t, i18n } = useTranslation();
  const location = useLocation();
  const [params] = useSearchParams();
  // the section title: the deepest route that names one (handle.title, a translation key)
  const titled = [...useMatches()].reverse().find((m) => typeof (m.handle as { title?: unknown } | undefined)?.title === "string");
  // …unless a menu entry names the page more closely (stamping and expenses live under the profile's route)
  const entry = menu
    .filter((m) => location.pathname === m.path || location.pathname.startsWith(`${m.path}/`))
    .sort((x, y) => y.path.length - x.path.length)[0];
  const sectionTitle =
    entry && (!titled || entry.path.length >= titled.pathname.replace(/\/$/, "").length)
      ? t(entry.label)
      : titled
        ? t((titled.handle as { title: string }).title)
        : t("app.name");
  const drawer = useRef<HTMLDetailsElement>(null);
  const hydrated = useHydrated();
  // with JavaScript the menu button opens a dialog (focus kept inside, Escape closes it) instead of
  // the <details>; it closes once an entry is chosen and the new page shows
  const [dialogOpen, setDialogOpen] = useState(false);
  useEffect(() => {
    setDialogOpen(false);
    if (drawer.current) drawer.current.open = false;
  }, [location.key]);
  const theme = useRouteLoaderData<{ theme: "light" | "dark" | null }>("root")?.theme ?? null;
  // the search narrows the entries: on the server from ?menu=, in the browser as one types
  const [query, setQuery] = useState(params.get("menu") ?? "");
  // grouped for the long menus (HR, admin): the page's group open, and every group with a match while searching (ADR-0120)
  const parts = menuParts(menu, { pathname: location.pathname, query, t });
  const entries = parts.flatMap((p) => (p.kind === "entry" ? [p.entry] : p.entries));
  const actions = (
    <div className={a.actionRow}>
      <Form method="post" action="/settings/theme">
        <CsrfInput />
        <input type="hidden" name="redirectTo" value={location.pathname + location.search} />
        <button type="submit" name="theme" value={theme === "dark" ? "light" : "dark"} className={s.buttonSecondary}>
          <SpriteIcon name={theme === "dark" ? "sun" : "moon"} />
          {theme === "dark" ? t("theme.light") : t("theme.dark")}
        </button>
      </Form>
      <Form method="post" action="/auth/logout">
        <CsrfInput />
        <button type="submit" className={s.button}>
          <SpriteIcon name="log-out" />
          {t("logout")}
        </button>
      </Form>
    </div>
  );
  // the dialog's content (with JavaScript, only while it is open: never in the page's HTML): the
  // whole menu in the same groups, the page's group open
  const dialogLinks = usePlainLinks("a[data-menu-link]");
  const drawerContent = (
    <>
      <nav className={a.drawerNav} aria-label={t("menu.title")} {...dialogLinks.handlers}>
        <MenuList parts={menuParts(menu, { pathname: location.pathname, query: "", t })} current={currentEntry(menu.map((m) => m.path), location.pathname)} />
      </nav>
      {actions}
      <LanguageSwitch />
    </>
  );
  const links = usePlainLinks("a[data-menu-link]");
  const profileCard = (
    <>
      {user.avatarUrl ? (
        <img className={a.avatarPhoto} src={user.avatarUrl} alt="" width={40} height={40} data-avatar="photo" />
      ) : (
        <span className={a.avatar} aria-hidden="true">
          {user.initials}
        </span>
      )}
      <span className={a.menuLabel}>{user.name}</span>
    </>
  );
  const current = currentEntry(entries.map((m) => m.path), location.pathname);
  const menuList = (
    <>
      {entries.length === 0 ? <p className={a.menuLabel}>{t("no_options")}</p> : null}
      <MenuList parts={parts} current={current} />
    </>
  );
  const served = useServedMenu(parts, location.key, query);
  // on the server the menu is written as markup without React's renderer; in the browser it stays
  // the server's until the page or the search changes (useServedMenu, ADR-0145)
  const menuHtml = typeof document === "undefined" ? servedMenuMarkup(`${i18n.language}|${current}|${menuKey(parts)}`, () => serverMarkup(menuList)) : served.keep ? "" : null;
  const icons: IconName[] = [...menu.map((m) => menuIcon(m.path)), "menu", "x", "log-out", "bell", theme === "dark" ? "sun" : "moon"];
  return (
    <>
      <IconSprite names={icons} />
      <input type="checkbox" id="menu-collapse" className={a.collapseToggle} aria-label={t("menu.collapse")} />
      {/* the phone's menu button: open, it shows the side menu as the drawer (a.side, `drawer[open] ~ shell`) */}
      <details className={a.drawer} ref={drawer} onKeyDown={(e) => e.key === "Escape" && drawer.current && (drawer.current.open = false)}>
        <summary
          className={a.drawerButton}
          aria-label={t("shell_screens.menu_open")}
          onClick={(e) => {
            if (!hydrated) return;
            e.preventDefault();
            setDialogOpen(true);
          }}
        >
          <SpriteIcon name="menu" size={24} />
        </summary>
      </details>
      <div className={a.shell}>
        <aside className={a.side} aria-label={t("menu.title")}>
          <Link to="/app" aria-label={t("app.name")}>
            <Logo company={user.companyCode} />
          </Link>
          {user.hasProfile === false ? (
            <div className={a.profileCard}>{profileCard}</div>
          ) : (
            <Link to="/app/profile/dashboard" className={a.profileCard} aria-label={user.name}>
              {profileCard}
            </Link>
          )}
          <Form method="get" action="/app/search" role="search" className={a.menuSearch}>
            <label htmlFor="menu-search" className="visually-hidden">
              {t("menu.search")}
            </label>
            <input
              id="menu-search"
              name="menu"
              type="search"
              className={s.input}
              placeholder={t("menu.search")}
              value={query}
              onChange={(e) => setQuery(e.target.value)}
            />
            <button type="submit" className={`${s.buttonSecondary} ${a.menuSearchButton}`}>
              {t("menu.search_button")}
            </button>
          </Form>
          {menuHtml !== null ? (
            <nav ref={served.nav} className={a.nav} aria-label={t("menu.title")} {...links.handlers} dangerouslySetInnerHTML={{ __html: menuHtml }} suppressHydrationWarning />
          ) : (
            <nav ref={served.nav} className={a.nav} aria-label={t("menu.title")} {...links.handlers}>
              {menuList}
            </nav>
          )}
          <LanguageSwitch />
          <div className={a.drawerActions}>{actions}</div>
          <label htmlFor="menu-collapse" className={a.collapseButton}>
            <span aria-hidden="true">⇔</span> <span className={a.menuLabel}>{t("menu.collapse")}</span>
          </label>
        </aside>
        <div className={a.main}>
          <header className={a.topBar}>
            {hydrated ? (
              <WithHeadless
                when={dialogOpen}
                render={({ Dialog, DialogPanel, DialogTitle }) => (
                  <Dialog open={dialogOpen} onClose={() => setDialogOpen(false)} className={a.drawerDialog}>
                    <DialogPanel className={a.drawerPanel}>
                      <div className={a.drawerHead}>
                        <DialogTitle className={a.topTitle}>{t("menu.title")}</DialogTitle>
                        <button type="button" className={a.drawerButton} aria-label={t("shell_screens.menu_close")} onClick={() => setDialogOpen(false)}>
                          <SpriteIcon name="x" size={24} />
                        </button>
                      </div>
                      {drawerContent}
                    </DialogPanel>
                  </Dialog>
                )}
              />
            ) : null}
            <p className={a.topTitle}>{sectionTitle}</p>
            {unread !== null ? <NotificationBell unread={unread} /> : null}
            <div className={a.topActions}>{actions}</div>
          </header>
          <main id="main" className={a.content}>
            {children}
          </main>
          <footer className={a.footer}>
            <details className={a.support}>
              <summary>{t("support.open")}</summary>
              <SupportFooterForm id="support-footer" commandId={supportCommandId} page={location.pathname + location.search} />
            </details>
            <a href="mailto:support@cantiere-group.ch">{t("footer.contact")}</a>
            <span>{t("footer.version", { version })}</span>
            <span>{t("footer.copyright", { year, company: "Cantiere" })}</span>
          </footer>
        </div>
      </div>
    </>
  );
}

/**
 * The menu's markup by what it is made of (language, the current entry, the parts with their
 * entries and open groups): the same for every page of a section and every person of a role, so
 * the server writes it once per process. Bounded: emptied when full (a few hundred combinations
 * exist: languages × menus × pages).
 */
const menuMarkups = new Map<string, string | null>();
function servedMenuMarkup(key: string, write: () => string | null): string | null {
  const known = menuMarkups.get(key);
  if (known !== undefined) return known;
  const html = write();
  if (menuMarkups.size >= 500) menuMarkups.clear();
  menuMarkups.set(key, html);
  return html;
}
const menuKey = (parts: MenuPart[]) =>
  parts.map((p) => (p.kind === "entry" ? `${p.entry.path}=${p.entry.label}` : `${p.group}:${p.open ? 1 : 0}(${p.entries.map((e) => `${e.path}=${e.label}`).join(",")})`)).join(";");

const groupsOpen = (parts: MenuPart[]) => new Map(parts.flatMap((p) => (p.kind === "group" ? [[p.group, p.open] as const] : [])));

/**
 * The side menu as the server wrote it, kept when the browser hydrates the page (nothing in it has a
 * handler of its own: the nav's one click handler navigates its links), so React neither hydrates
 * nor renders its ~40 links until the page or the menu search changes. Then React renders it, and
 * the groups keep what the person opened or closed by hand, as they did when React patched only the
 * `open` it changed: a group whose `open` is the same for the new page as for the served one keeps
 * its state in the page.
 */
function useServedMenu(parts: MenuPart[], key: string, query: string) {
  const nav = useRef<HTMLElement>(null);
  const [served] = useState(() => (isHydrating() ? { key, query, open: groupsOpen(parts) } : null));
  const keep = served !== null && served.key === key && served.query === query;
  // the groups as they stand in the served menu, read once, just before React replaces it
  const byHand = useRef<Map<string, boolean> | null>(null);
  if (served !== null && !keep && byHand.current === null && nav.current) {
    byHand.current = new Map(Array.from(nav.current.querySelectorAll<HTMLDetailsElement>("details[data-menu-group]"), (d) => [d.dataset.menuGroup ?? "", d.open]));
  }
  const now = groupsOpen(parts);
  useBrowserLayoutEffect(() => {
    const before = byHand.current;
    if (served === null || keep || before === null || !nav.current) return;
    for (const d of Array.from(nav.current.querySelectorAll<HTMLDetailsElement>("details[data-menu-group]"))) {
      const group = d.dataset.menuGroup ?? "";
      const was = before.get(group);
      if (was !== undefined && served.open.get(group) === now.get(group)) d.open = was;
    }
    byHand.current = new Map();
  }, [keep]);
  return { nav, keep };
}

/** One menu entry: a plain link the menu's click handler navigates (usePlainLinks). */
function MenuLink({ entry, current }: { entry: MenuItem; current: string | null }) {
  const { t } = useTranslation();
  const label = t(entry.label);
  return (
    <a href={entry.path} className={a.navLink} aria-label={label} aria-current={entry.path === current ? "page" : undefined} data-menu-link="">
      <SpriteIcon name={menuIcon(entry.path)} className={a.navIcon} />
      <span className={a.menuLabel}>{label}</span>
    </a>
  );
}

/**
 * The menu's entries and groups (menuParts). A group is a <details> that opens and closes without
 * JavaScript; its summary shows the icon of its first entry, the title and a chevron, and keeps the
 * title as its name when the collapsed menu shows icons only.
 */
export function MenuList({ parts, current }: { parts: ReturnType<typeof menuParts>; current: string | null }) {
  const { t } = useTranslation();
  return (
    <>
      {parts.map((p) => {
        if (p.kind === "entry") return <MenuLink key={p.entry.path} entry={p.entry} current={current} />;
        const title = t(groupTitleKey(p.group));
        return (
          <details key={p.group} className={a.navGroup} open={p.open} data-menu-group={p.group}>
            <summary className={a.navGroupTitle} aria-label={title}>
              <SpriteIcon name={menuIcon(p.entries[0].path)} className={a.navIcon} />
              <span className={a.menuLabel}>{title}</span>
              <span className={a.navGroupChevron} aria-hidden="true" />
            </summary>
            <div className={a.navGroupEntries}>
              {p.entries.map((e) => (
                <MenuLink key={e.path} entry={e} current={current} />
              ))}
            </div>
          </details>
        );
      })}
    </>
  );
}

/**
 * The menu entry the page belongs to, as `<NavLink>` matched it: the entry's own path, or a page
 * below it unless another entry is nearer (an entry with entries below it matches only itself).
 */
export function currentEntry(paths: string[], pathname: string): string | null {
  const here = pathname.length > 1 ? pathname.replace(/\/$/, "") : pathname;
  let best: string | null = null;
  for (const p of paths) {
    // only an entry the page is at or below is asked whether another lies below it (the menu's ~40 entries each asked the rest: 0.07 ms a page)
    if (here !== p && !here.startsWith(`${p}/`)) continue;
    const hit = here === p || !paths.some((o) => o.startsWith(`${p}/`));
    if (hit && (best === null || p.length > best.length)) best = p;
  }
  return best;
}
