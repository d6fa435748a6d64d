// The seven companies of the group. Codes are stable: they name the per-company read rights and
// the SHOW_<COMPANY> capabilities, and pick the logo.
export const COMPANY_CODES = ["cantiere", "metalsky", "sitaf", "metalpiega", "edemar", "tmwood", "electrogestim"] as const;
export type CompanyCode = (typeof COMPANY_CODES)[number];

export const COMPANY_NAMES: Record<CompanyCode, string> = {
  cantiere: "Cantiere",
  metalsky: "Metalsky",
  sitaf: "Sitaf",
  metalpiega: "Metal Piega & Color",
  edemar: "Edemar",
  tmwood: "TM Wood",
  electrogestim: "Electrogestim",
};

export function isCompanyCode(v: unknown): v is CompanyCode {
  return typeof v === "string" && (COMPANY_CODES as readonly string[]).includes(v);
}

/** Finds a company by its code or its display name, as the login page's companyName parameter may carry either. */
export function companyFromParam(v: string | null | undefined): CompanyCode | null {
  if (!v) return null;
  const s = v.trim().toLowerCase();
  if (isCompanyCode(s)) return s;
  const hit = COMPANY_CODES.find((c) => COMPANY_NAMES[c].toLowerCase() === s);
  return hit ?? null;
}
