// How a notice reads (issue 34): the names of its site, template, tool, checklist and people instead
// of record numbers, in the four languages; identical notices as one line; a notice whose record is
// gone still reads, with its number.
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import i18next from "i18next";
import { describe, expect, it } from "vitest";
import { LANGUAGES } from "~/i18n/config";
import { groupNotices, NO_NAMES, noticeParams, noticeRecordIds, noticeText, type NoticeNames } from "./message";
import { NOTIFICATION_KINDS } from "./rules";

const merge = (into: Record<string, unknown>, from: Record<string, unknown>): Record<string, unknown> => {
  for (const [k, v] of Object.entries(from)) into[k] = typeof v === "object" && v !== null ? merge((into[k] as Record<string, unknown>) ?? {}, v as Record<string, unknown>) : v;
  return into;
};
const resources = Object.fromEntries(
  LANGUAGES.map((lng) => {
    const dir = path.resolve("app/locales", lng);
    return [lng, { common: readdirSync(dir).filter((f) => f.endsWith(".json")).reduce((acc, f) => merge(acc, JSON.parse(readFileSync(path.join(dir, f), "utf8")) as Record<string, unknown>), {}) }];
  }),
);
const i18n = i18next.createInstance();
await i18n.init({ lng: "it", resources, defaultNS: "common", interpolation: { escapeValue: false } });
const tOf = (lng: string) => i18n.getFixedT(lng);

const names: NoticeNames = {
  sites: { "1": "Residenza Lugano A" },
  templates: { "2": "Controllo ponteggi" },
  tools: { "5": "Trapano Hilti TE 30" },
  checklists: { "4": "Sicurezza settimana 12" },
  leaves: { "7": { person: "Rossi, Mario", period: "13.04.2026 – 17.04.2026" } },
  expenses: { "3": { person: "Bianchi, Anna", date: "09.03.2026" } },
  toolRequests: { "5:2": "Verdi, Luca" },
  stamps: { "28": "27.11.2026 07:45" },
};

/** Every kind with the parameters the rules store for it (rules.ts). */
const stored: Record<string, Record<string, string | number>> = {
  leave_approved: { id: 7 }, leave_rejected: { id: 7 }, leave_waiting: { id: 7 },
  expense_approved: { id: 3 }, expense_rejected: { id: 3 }, expense_waiting: { id: 3 },
  tool_request_approved: { id: 2, toolId: 5 }, tool_request_rejected: { id: 2, toolId: 5 }, tool_request_waiting: { id: 2, toolId: 5 },
  checklist_approved: { id: 4 }, checklist_rejected: { id: 4 }, checklist_waiting: { id: 4 },
  site_assigned: { siteId: 1 }, site_team_added: { siteId: 1 }, site_file_uploaded: { siteId: 1 },
  stamp_changed: { id: 28 }, tool_overdue: { toolId: 5, date: "2026-03-01" }, document_expiring: { date: "2026-03-30" },
  checklist_due: { id: 4, date: "2026-03-11" }, checklist_mandatory_due: { siteId: 1, templateId: 2 }, clock_out_missing: { date: "2026-03-09" },
  month_sent_back: { month: "10.2026" },
};

describe("a notice's words", () => {
  it("names the site, the template, the tool and the stamp, never their numbers", () => {
    const t = tOf("it");
    const text = (kind: string) => noticeText(t, kind, noticeParams(kind, stored[kind], names));
    expect(text("site_assigned")).toBe("Sei stato assegnato al cantiere Residenza Lugano A.");
    expect(text("checklist_mandatory_due")).toBe("Sul cantiere Residenza Lugano A la checklist obbligatoria «Controllo ponteggi» va compilata per questo periodo.");
    expect(text("stamp_changed")).toBe("La tua timbratura del 27.11.2026 07:45 è stata modificata.");
    expect(text("tool_overdue")).toBe("L'attrezzo Trapano Hilti TE 30, che hai in consegna, andava restituito il 01.03.2026.");
    expect(text("leave_waiting")).toBe("La richiesta di assenza di Rossi, Mario (13.04.2026 – 17.04.2026) attende la tua approvazione.");
    expect(text("tool_request_waiting")).toBe("La richiesta dell'attrezzo Trapano Hilti TE 30 di Verdi, Luca attende la tua approvazione.");
  });

  it.each(LANGUAGES)("every kind reads in %s with names: no record number, no placeholder, no key", (lng) => {
    const t = tOf(lng);
    for (const kind of NOTIFICATION_KINDS) {
      const text = noticeText(t, kind, noticeParams(kind, stored[kind], names));
      expect(text, kind).not.toMatch(/\{\{|notifications\.kinds|\bn\. ?\d|Nr\. ?\d|n° ?\d|#\d/);
      for (const name of ["Residenza Lugano A", "Controllo ponteggi", "Trapano Hilti TE 30"]) {
        if (JSON.stringify(noticeParams(kind, stored[kind], names)).includes(name)) expect(text, kind).toContain(name);
      }
    }
  });

  it("a notice stored before names were shown, whose record is gone, still reads with its number", () => {
    const params = noticeParams("site_assigned", { siteId: 99 }, NO_NAMES);
    expect(noticeText(tOf("it"), "site_assigned", params)).toBe("Sei stato assegnato al cantiere #99.");
    expect(noticeText(tOf("de"), "stamp_changed", noticeParams("stamp_changed", { id: 28 }, NO_NAMES))).toBe("Ihr Stempel vom #28 wurde geändert.");
  });

  it("collects the records to look up", () => {
    const ids = noticeRecordIds(Object.entries(stored).map(([kind, params]) => ({ kind, params })));
    expect(ids.sites).toEqual([1]);
    expect(ids.templates).toEqual([2]);
    expect(ids.tools).toEqual([5]);
    expect(ids.checklists).toEqual([4]);
    expect(ids.leaves).toEqual([7]);
    expect(ids.stamps).toEqual([28]);
    expect(ids.toolRequests).toEqual(["5:2"]);
  });
});

describe("identical notices", () => {
  const notice = (id: number, kind = "site_file_uploaded", read = false) => ({ id, kind, link: "/app/sites/sites/1/files", read, params: noticeParams(kind, { siteId: 1 }, names) });

  it("are one line, where the newest is, with every id", () => {
    const groups = groupNotices([notice(9), notice(8), notice(7, "site_team_added"), notice(6), notice(5), notice(4), notice(3, "site_file_uploaded", true)]);
    expect(groups.map((g) => [g.first.id, g.count, g.ids])).toEqual([
      [9, 5, [9, 8, 6, 5, 4]],
      [7, 1, [7]],
      [3, 1, [3]],
    ]);
  });

  it.each([
    ["it", "5 nuovi file nel cantiere Residenza Lugano A."],
    ["de", "5 neue Dateien auf der Baustelle Residenza Lugano A."],
    ["fr", "5 nouveaux fichiers sur le chantier Residenza Lugano A."],
    ["en", "5 new files on the construction site Residenza Lugano A."],
  ])("read as how many (%s)", (lng, expected) => {
    expect(noticeText(tOf(lng), "site_file_uploaded", notice(1).params, 5)).toBe(expected);
    expect(noticeText(tOf(lng), "site_file_uploaded", notice(1).params, 1)).toContain("Residenza Lugano A");
    expect(noticeText(tOf(lng), "site_file_uploaded", notice(1).params, 1)).not.toMatch(/^1 /);
  });

  it("of another kind say how many times", () => {
    expect(noticeText(tOf("it"), "site_assigned", notice(1, "site_assigned").params, 2)).toBe("Sei stato assegnato al cantiere Residenza Lugano A. (2 volte)");
  });
});
