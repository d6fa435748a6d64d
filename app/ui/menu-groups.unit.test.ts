import { readdirSync, readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { menuFor } from "~/domain/access/menu";
import { accessOf, type Principal } from "~/domain/access/permissions";
import { LANGUAGES } from "~/i18n/config";
import {
  GROUP_TITLES,
  GROUPED_ABOVE,
  currentGroup,
  menuParts,
  type MenuPart,
} from "./menu-groups";

type Tree = { [k: string]: string | Tree };
const merge = (into: Tree, from: Tree): Tree => {
  for (const [k, v] of Object.entries(from))
    into[k] =
      typeof v === "object" && typeof into[k] === "object"
        ? merge(into[k] as Tree, v)
        : v;
  return into;
};
/** a language's strings, its files merged as the app loads them into one namespace */
const strings = (lng: string) =>
  readdirSync(`app/locales/${lng}`).reduce<Tree>(
    (all, f) =>
      merge(
        all,
        JSON.parse(readFileSync(`app/locales/${lng}/${f}`, "utf8")) as Tree
      ),
    {}
  );
const translate = (lng: string) => {
  const tree = strings(lng);
  return (key: string) => {
    let node: string | Tree | undefined = tree;
    for (const part of key.split("."))
      node = typeof node === "object" ? node[part] : undefined;
    if (typeof node !== "string")
      throw new Error(`no ${lng} string for ${key}`);
    return node;
  };
};
const t = translate("it");

const menuOf = (role: Principal["role"]) =>
  menuFor(
    accessOf({
      personId: 1,
      role,
      capabilities: [],
      companyCode: "cantiere",
      active: true,
    })
  ).map(({ group, label, path }) => ({ group, label, path }));

/** a part as a line: "[hr] open: Dipendenti, …" for a group, "Permessi" for an entry */
const show = (parts: MenuPart[]) =>
  parts.map((p) =>
    p.kind === "entry"
      ? t(p.entry.label)
      : `[${p.group}] ${p.open ? "open" : "closed"}: ${p.entries
          .map((e) => t(e.label))
          .join(", ")}`
  );

describe("the menu's groups", () => {
  it("groups the long menus (HR, admin) and leaves the short ones as one list", () => {
    expect(menuOf("ADMIN").length).toBeGreaterThan(GROUPED_ABOVE);
    expect(menuOf("HR").length).toBeGreaterThan(GROUPED_ABOVE);
    for (const role of [
      "WORKER",
      "EMPLOYEE",
      "CLIENT",
      "INTERIM",
      "ASSOCIATE",
      // the auditor's menu grew past GROUPED_ABOVE with HR's dashboard and the absence overview (issue 38): grouped now
    ] as const) {
      const parts = menuParts(menuOf(role), {
        pathname: "/app/profile/dashboard",
        query: "",
        t,
      });
      expect(
        parts.every((p) => p.kind === "entry"),
        role
      ).toBe(true);
      expect(parts.length, role).toBe(menuOf(role).length);
    }
  });

  it("opens the page's group only; a group of one entry is that entry; every entry is in the menu once, in menu order", () => {
    const menu = menuOf("HR");
    const parts = menuParts(menu, {
      pathname: "/app/hr/leave-requests",
      query: "",
      t,
    });
    expect(show(parts)).toEqual([
      "[sites] closed: Cantieri, Cantieri preferiti",
      "Registro dei file",
      "[profile] closed: Profilo, Impostazioni, Calendario, Timbrature, Assenze, Le mie spese, I miei attrezzi, Deleghe",
      "[hr] open: Dipendenti, Panoramica HR, Richieste di assenza, Assenze del team, Timbrature del personale, Festività, Orari di lavoro, Doppia approvazione, Richieste di rimborso spese, Paghe",
      "[admin] closed: Utenti, Richieste di supporto, Gestione attrezzi, Checklist, Richieste checklist",
      "Permessi",
      "Notifiche",
    ]);
    expect(
      parts.flatMap((p) =>
        p.kind === "entry" ? [p.entry.path] : p.entries.map((e) => e.path)
      )
    ).toEqual(menu.map((e) => e.path));
  });

  it("opens the group of a page below an entry, or in an entry's section (a person's card, a site)", () => {
    const menu = menuOf("ADMIN");
    expect(currentGroup(menu, "/app/hr/users/12/profile")).toBe("hr");
    expect(currentGroup(menu, "/app/admin/users/12/edit")).toBe("admin");
    expect(currentGroup(menu, "/app/sites/sites/7/dashboard")).toBe("sites");
    expect(currentGroup(menu, "/app/profile/leaves/new")).toBe("profile");
    // the site's favourites are the sites group's, not a near miss elsewhere
    expect(currentGroup(menu, "/app/sites/sites/favourites")).toBe("sites");
    expect(currentGroup(menu, "/app")).toBeNull();
    const open = menuParts(menu, {
      pathname: "/app/hr/users/12/profile",
      query: "",
      t,
    }).filter((p) => p.kind === "group" && p.open);
    expect(open.map((p) => (p.kind === "group" ? p.group : ""))).toEqual([
      "hr",
    ]);
    // off every group (the empty /app page, or a one-entry group's page): every group closed
    for (const pathname of ["/app", "/app/permission/list"])
      expect(
        menuParts(menu, { pathname, query: "", t }).some(
          (p) => p.kind === "group" && p.open
        ),
        pathname
      ).toBe(false);
  });

  it("a search shows the groups with a match, each open with its matching entries only", () => {
    const parts = menuParts(menuOf("ADMIN"), {
      pathname: "/app/sites/sites",
      query: " Richieste ",
      t,
    });
    expect(show(parts)).toEqual([
      "[hr] open: Richieste di assenza, Richieste di rimborso spese",
      "[admin] open: Richieste di supporto, Richieste checklist",
    ]);
    // a one-entry group's entry is found as itself
    expect(
      show(
        menuParts(menuOf("ADMIN"), {
          pathname: "/app/sites/sites",
          query: "perm",
          t,
        })
      )
    ).toEqual(["Permessi"]);
    expect(
      menuParts(menuOf("ADMIN"), {
        pathname: "/app/sites/sites",
        query: "nessuna voce così",
        t,
      })
    ).toEqual([]);
  });

  it("a search for a group's title shows the whole group (in a grouped menu, where titles are seen)", () => {
    expect(
      show(
        menuParts(menuOf("HR"), {
          pathname: "/app",
          query: "amministrazione",
          t,
        })
      )
    ).toEqual([
      "[admin] open: Utenti, Richieste di supporto, Gestione attrezzi, Checklist, Richieste checklist",
    ]);
    // a flat menu has no titles to find: the worker's search finds entries by their own words only
    expect(
      menuParts(menuOf("WORKER"), {
        pathname: "/app",
        query: "area personale",
        t,
      })
    ).toEqual([]);
  });

  it("every group has a title in every language", () => {
    for (const lng of LANGUAGES)
      for (const key of Object.values(GROUP_TITLES))
        expect(translate(lng)(key).trim(), `${lng} ${key}`).not.toBe("");
  });
});
