// The site edit form's schema (ADR-0051), used by conform in the browser and by parseWithZod in the
// action. Every value is read the Swiss way (amounts "1'234.50", "1234,5"; coordinates "46.02" or
// "46,02") and checked with the decider's own rules, so the browser, the action and the decider
// refuse the same things with the same words, each beside its field. Built per caller: the
// companies they may choose and the category the site holds now (an older free text stays
// choosable, so a save never loses it). Figures the caller may not see are not on their form; one
// that still arrives (a forged field) is read and handed on, for the decider to refuse (its `may`,
// a 403) — never silently dropped, never stored.
import { z } from "zod";
import type { CompanyCode } from "../company/companies";
import { formatCoordinate } from "./map";
import { DEFAULT_SITE_RADIUS_M, SITE_RADIUS_LIMITS } from "../stamping/geofence";
import { moneyInputValue, parseMoney, parseNumber } from "../shared/inputs";
import { ACKNOWLEDGED, boundedText } from "../shared/input-schemas";
import { COST_FIELDS, CURRENCIES, SITE_CATEGORIES, SITE_STATUSES, TOTAL_FIELDS, type SiteDetails } from "./events";

/** The longest text of each field. */
const SITE_TEXT_LIMITS = { title: 200, quickcomId: 40, subject: 500, category: 100, address: 200, city: 100, zip: 20, country: 60 } as const;


export interface SiteFormOptions {
  /** the companies the caller may put the site in (siteVisibility(...).companies) */
  companies: readonly CompanyCode[];
  /** the category the site holds now: an older free text is a valid choice as well */
  currentCategory: string;
  /** what the caller may see and change (siteVisibility): hidden figures are not read */
  may: { totals: boolean; costs: boolean };
}

const emptyToUndefined = (v: unknown) => (v === "" || v === null ? undefined : v);
const ID = /^\s*\d{1,9}\s*$/;

/** A coordinate as typed: "" is none (null); text or a value beyond `limit` is refused with `code`. */
export function readCoordinate(input: string | undefined, limit: 90 | 180): { ok: true; value: number | null } | { ok: false } {
  if (input === undefined || input.trim() === "") return { ok: true, value: null };
  const r = parseNumber(input);
  if (!r.ok || !Number.isFinite(r.value) || Math.abs(r.value) > limit) return { ok: false };
  return { ok: true, value: r.value };
}

function coordinate(limit: 90 | 180, code: string) {
  return z.preprocess(emptyToUndefined, z.string().optional()).transform((s, ctx) => {
    const r = readCoordinate(s, limit);
    if (r.ok) return r.value;
    ctx.addIssue({ code: z.ZodIssueCode.custom, message: code });
    return z.NEVER;
  });
}

/** The geofence's radius in whole metres as typed (ADR-0122): nothing typed is the default; anything but a whole number within the limits is refused. */
const radius = z.preprocess(emptyToUndefined, z.string().optional()).transform((s, ctx) => {
  if (s === undefined) return DEFAULT_SITE_RADIUS_M;
  const t = s.trim().replace(/['\u2019\s]/g, "");
  const n = /^\d{1,6}$/.test(t) ? Number(t) : Number.NaN;
  if (Number.isSafeInteger(n) && n >= SITE_RADIUS_LIMITS.min && n <= SITE_RADIUS_LIMITS.max) return n;
  ctx.addIssue({ code: z.ZodIssueCode.custom, message: "sites.errors.radius" });
  return z.NEVER;
});

/** An amount as typed, in cents; nothing typed is zero. */
const amount = z.preprocess(emptyToUndefined, z.string().optional()).transform((s, ctx) => {
  if (s === undefined) return 0;
  const r = parseMoney(s);
  if (r.ok) return r.value;
  ctx.addIssue({ code: z.ZodIssueCode.custom, message: "sites.errors.amount" });
  return z.NEVER;
});

/** A figure the caller's form does not show: absent is unchanged; sent anyway, it is read so the decider can refuse it. */
const forgedAmount = z.preprocess(emptyToUndefined, z.string().optional()).transform((s, ctx) => {
  if (s === undefined) return undefined;
  const r = parseMoney(s);
  if (r.ok) return r.value;
  ctx.addIssue({ code: z.ZodIssueCode.custom, message: "sites.errors.amount" });
  return z.NEVER;
});

const choice = <T extends string>(values: readonly [T, ...T[]]) =>
  z.preprocess(emptyToUndefined, z.enum(values, { errorMap: (issue) => ({ message: issue.code === "invalid_type" ? "errors.required" : "forms.errors.invalid_choice" }) }));

export interface SiteFormValue {
  changes: Partial<SiteDetails>;
  commandId: string | undefined;
  expectedVersion: number | undefined;
}

/** The site edit form: details always; currency and totals with `may.totals`; costs with `may.costs`; the hidden command fields. */
export function siteFormSchema(opts: SiteFormOptions) {
  const categories = [...new Set<string>([...SITE_CATEGORIES, ...(opts.currentCategory ? [opts.currentCategory] : [])])] as [string, ...string[]];
  const companies = (opts.companies.length ? opts.companies : ["—"]) as [string, ...string[]];
  const figures: z.ZodRawShape = {
    currency: opts.may.totals ? choice(CURRENCIES) : choice(CURRENCIES).optional(),
  };
  for (const f of TOTAL_FIELDS) if (f !== "currency") figures[f] = opts.may.totals ? amount : forgedAmount;
  for (const f of COST_FIELDS) figures[f] = opts.may.costs ? amount : forgedAmount;
  return z
    .object({
      title: boundedText(SITE_TEXT_LIMITS.title, { required: true }),
      quickcomId: boundedText(SITE_TEXT_LIMITS.quickcomId),
      subject: boundedText(SITE_TEXT_LIMITS.subject),
      status: choice(SITE_STATUSES),
      // an empty category stays possible for a site that never had one
      category: z.preprocess(emptyToUndefined, z.enum(categories, { errorMap: () => ({ message: "forms.errors.invalid_choice" }) }).optional()),
      address: boundedText(SITE_TEXT_LIMITS.address),
      city: boundedText(SITE_TEXT_LIMITS.city),
      zip: boundedText(SITE_TEXT_LIMITS.zip),
      country: boundedText(SITE_TEXT_LIMITS.country),
      latitude: coordinate(90, "sites.errors.latitude"),
      longitude: coordinate(180, "sites.errors.longitude"),
      radius,
      companyCode: choice(companies),
      ...figures,
      commandId: z.preprocess(emptyToUndefined, z.string().max(64).optional()),
      expectedVersion: z.preprocess((v) => (typeof v === "string" && ID.test(v) ? Number(v) : undefined), z.number().int().nonnegative().optional()),
    })
    .transform((f): SiteFormValue => {
      const { commandId, expectedVersion, ...rest } = f as Record<string, unknown> & { commandId?: string; expectedVersion?: number };
      const text = (k: string) => (rest[k] as string | undefined) ?? "";
      // a field left out (a figure the form does not show) is unchanged
      const given = Object.fromEntries(Object.entries(rest).filter(([, v]) => v !== undefined));
      const changes: Partial<SiteDetails> = {
        ...(given as Partial<SiteDetails>),
        quickcomId: text("quickcomId"),
        subject: text("subject"),
        category: text("category"),
        address: text("address"),
        city: text("city"),
        zip: text("zip"),
        country: text("country"),
      };
      return { changes, commandId, expectedVersion };
    });
}

/** The form's lookup button: the address to look up and the coordinates typed so far (kept as text; nothing is stored). */
export const geocodeFormSchema = z
  .object({
    address: z.string().optional(),
    zip: z.string().optional(),
    city: z.string().optional(),
    country: z.string().optional(),
    latitude: z.string().optional(),
    longitude: z.string().optional(),
  })
  .passthrough();

/** A site's recorded values as the form's default values (amounts "1'234.50", coordinates as numbers). */
export function siteFormDefaults(site: SiteDetails, may: { totals: boolean; costs: boolean }): Record<string, string> {
  const out: Record<string, string> = {
    title: site.title,
    quickcomId: site.quickcomId,
    subject: site.subject,
    status: site.status,
    category: site.category,
    address: site.address,
    city: site.city,
    zip: site.zip,
    country: site.country,
    latitude: site.latitude == null ? "" : formatCoordinate(site.latitude),
    longitude: site.longitude == null ? "" : formatCoordinate(site.longitude),
    radius: String(site.radius),
    companyCode: site.companyCode,
  };
  if (may.totals) {
    out.currency = site.currency;
    for (const f of TOTAL_FIELDS) if (f !== "currency") out[f] = moneyInputValue(site[f]);
  }
  if (may.costs) for (const f of COST_FIELDS) out[f] = moneyInputValue(site[f]);
  return out;
}

/** The picture form (two buttons: change-site-picture with a file, remove-site-picture): the command's id and the site's version; the file is checked by its bytes on the server. */
export const sitePictureFormSchema = z.object({
  commandId: z.preprocess(emptyToUndefined, z.string().max(64).optional()),
  expectedVersion: z.preprocess((v) => (typeof v === "string" && ID.test(v) ? Number(v) : undefined), z.number().int().nonnegative().optional()),
});

/** Removing the picture (its files are deleted): irreversible, so the box is required. */
export const removeSitePictureSchema = sitePictureFormSchema.extend({ acknowledged: ACKNOWLEDGED });
