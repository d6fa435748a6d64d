// The audit's "state at" speaks the reader's language (issue 33): every field of every record kind
// has a translated label in it/de/fr/en (no "details › labor cost"), and no value is a code, an
// amount in cents, a storage key or raw JSON ("offer 8500000", "WORKER", "LIST_IN_HR_MODULE").
import i18next, { type TFunction } from "i18next";
import { beforeAll, describe, expect, it } from "vitest";
import type { HistoryField, HistoryPlug } from "~/domain/shared/history";
import { festivityHistory } from "~/domain/festivity/history";
import { journalHistory } from "~/domain/journal/history";
import { personHistory } from "~/domain/person/history";
import { siteHistory } from "~/domain/site/history";
import { siteFilesHistory } from "~/domain/site-files/history";
import { toolHistory } from "~/domain/tool/history";
import { loadResources } from "~/i18n/resources.server";
import { fieldLabel, valueText } from "~/ui/history/history-value";

const LANGUAGES = ["it", "de", "fr", "en"] as const;

/** A state of each kind with every field filled, as the demo data has them. */
const STATES: [string, HistoryPlug<never>, unknown][] = [
  ["person", personHistory as HistoryPlug<never>, {
    personId: 4, exists: true, erased: false, active: true, role: "WORKER", capabilities: ["LIST_IN_HR_MODULE", "NO_STAMPINGLOG"], companyCode: "electrogestim",
    details: { firstName: "W" }, contact: null, email: "w@x.ch", quickSalId: "Q1",
    employee: { badgeId: "1049", hiredAt: "2013-02-01", terminatedAt: null, workPercentage: 100, holidaysCount: 20, breakTime: 60, winterStart: "07:30", winterEnd: "16:30", summerStart: "07:00", summerEnd: "17:00" },
    avatar: { key: "public/profile-pics/f2ac.jpg", thumbnailKey: "public/profile-pics/thumbs/f2ac.jpg", sha256: "0c32fce3f490165bc23387acbf3e0d9c", contentType: "image/jpeg", size: 5974 },
    documents: [], siteIds: [1, 2],
    settings: { sites: true, files: true, stampingHours: true, channels: { files: { inApp: true, email: true } }, language: "it" },
  }],
  ["site", siteHistory as HistoryPlug<never>, {
    siteId: 1, avatarKey: "sites/1/picture.jpg",
    details: {
      title: "Centro commerciale", subject: "Facciata", address: "Via Crivelli 36", zip: "6558", city: "Massagno", country: "CH", companyCode: "electrogestim", currency: "CHF",
      status: "SUSPENDED", category: "FACADE", quickcomId: "Q26578", latitude: 46.02, longitude: 9.08,
      offer: 8500000, balance: 112033242, cashedAdvances: 25549200, requiredAdvances: 38323800, goodsCost: 19161900, laborCost: 44711100, othersCost: 6387300, supplierCost: 31936500, total: 137582442,
    },
    team: { 6: { personId: 48, projectFunction: "WORKER" } },
  }],
  ["journal", journalHistory as HistoryPlug<never>, {
    journalId: 3, lastCommentId: 1, siteId: 35, authorId: 46, removed: false, comments: [50], likedBy: [45, 46],
    content: {
      title: "Montaggio ponteggi", description: "Ponteggio montato.", images: [{ key: "journal/a386.jpg", contentType: "image/jpeg" }],
      dailyLog: { crew: [45, 46], crewNote: "due in ritardo", delays: "pioggia", equipment: "Piattaforma", incidents: "nessuno", weather: { condition: "partly_cloudy", temperatureC: 9 } },
    },
  }],
  ["festivity", festivityHistory as HistoryPlug<never>, { festivityId: 1, removed: false, details: { title: "Santo Stefano", startDate: "2027-12-26", endDate: "2027-12-26", companyCode: "cantiere" } }],
  ["sitefiles", siteFilesHistory as HistoryPlug<never>, {
    siteId: 1, n: 2, folders: ["SHARED/Piani/"],
    files: { "sites/1/SHARED/0daf.pdf": { name: "Pianta.pdf", folder: "SHARED/", size: 687 }, "sites/1/ec62.pdf": { name: "Contratto.pdf", folder: null, size: 645 } },
  }],
  ["tool", toolHistory as HistoryPlug<never>, {
    toolId: 1, quantity: 80, retired: false, lastAssignmentNo: 1, lastRequestId: 1, lowStockThreshold: 20,
    details: { name: "Guanti", categoryId: 5, unitCostCents: 1500, currency: "CHF", unit: "PIECES", warrantyDate: "2027-01-01", documents: [] },
    assignment: { assignmentNo: 1, personId: 4, quantity: 1, startDate: "2026-10-30", endDate: "2027-04-28", receipt: { at: "2026-11-29T15:50:00Z", by: 2, kind: "PAPER" } },
    requests: { 1: { personId: 3, quantity: 1, startDate: "2026-11-30", endDate: "2026-12-04", status: "PENDING", decidedAt: null, decidedBy: null, decidedFor: null } },
  }],
];

const translators = new Map<string, TFunction>();

beforeAll(async () => {
  const all = loadResources();
  for (const lng of LANGUAGES) {
    const i = i18next.createInstance();
    await i.init({ lng, ns: ["common"], defaultNS: "common", resources: { [lng]: all[lng] }, interpolation: { escapeValue: false } });
    translators.set(lng, i.getFixedT(lng));
  }
});

describe.each(STATES)("the audit's view of a %s", (_kind, plug, state) => {
  const fields: HistoryField[] = plug.describe(state as never);

  it("has fields", () => expect(fields.length).toBeGreaterThan(1));

  it.each(LANGUAGES)("names every field in %s, not by its path", (lng) => {
    const t = translators.get(lng)!;
    const unnamed = fields.filter((f) => {
      const label = fieldLabel(t, f);
      return label === f.labelDefault || label === f.label || label.includes("›") || label.includes("returned an object");
    });
    expect(unnamed.map((f) => f.label)).toEqual([]);
  });

  it.each(LANGUAGES)("shows every value in words in %s: no code, no cents, no storage key, no JSON", (lng) => {
    const t = translators.get(lng)!;
    const raw = fields
      .map((f) => `${f.key}: ${valueText(t, { 45: "A", 46: "B", 48: "C", 4: "D", 3: "E", 2: "F" }, f.value)}`)
      .map((line) => line.replace(/\b(CHF|EUR|SHARED)\b/g, ""))
      .filter((line) => /\b[A-Z]{3,}(_[A-Z]+)*\b|[{}]|\b\d{6,}\b|\b[0-9a-f]{16,}\b|\b(audit|access_names|sites|journal|history|tools)\./.test(line.slice(line.indexOf(":") + 1)));
    expect(raw).toEqual([]);
  });
});

it("shows the site's amounts in cents as money, with the site's currency (issue 37)", () => {
  const t = translators.get("it")!;
  const offer = siteHistory.describe(STATES[1][2] as never).find((f) => f.key === "details.offer")!;
  expect(valueText(t, {}, offer.value)).toBe("CHF 85'000.00");
});
