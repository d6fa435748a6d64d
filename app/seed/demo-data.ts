// The demo data set: realistic, deterministic, for all seven companies. Pure data; seed.server.ts
// writes it through the same commands as the UI, so the events exist.
import type { Capability, Role } from "~/domain/access/permissions";
import { COMPANY_CODES, COMPANY_NAMES, type CompanyCode } from "~/domain/company/companies";
import type { CompanyProfile } from "~/domain/company/events";
import type { EmployeeRecord, PersonalData } from "~/domain/person/events";
import type { CivilStatus, Gender, MotherLanguage } from "~/domain/person/types";
import type { SiteDetails } from "~/domain/site/events";
import type { FestivityDetails } from "~/domain/festivity/events";
import { holidayKey, swissHolidays, type HolidayId } from "~/domain/festivity/swiss-holidays";

export const DEMO_PASSWORD = "Demo2026!";

export const DEMO_COMPANIES: CompanyProfile[] = [
  { code: "cantiere", name: COMPANY_NAMES.cantiere, address: "Via Cantonale 12", city: "Lugano", zip: "6900", latitude: 46.0207, longitude: 8.9511, color: "#c2410c" },
  { code: "metalsky", name: COMPANY_NAMES.metalsky, address: "Via Industria 4", city: "Mendrisio", zip: "6850", latitude: 45.8702, longitude: 8.9818, color: "#1d4ed8" },
  { code: "sitaf", name: COMPANY_NAMES.sitaf, address: "Via San Gottardo 88", city: "Bellinzona", zip: "6500", latitude: 46.1946, longitude: 9.0244, color: "#15803d" },
  { code: "metalpiega", name: COMPANY_NAMES.metalpiega, address: "Via Ferriere 21", city: "Giubiasco", zip: "6512", latitude: 46.1722, longitude: 9.0069, color: "#7c3aed" },
  { code: "edemar", name: COMPANY_NAMES.edemar, address: "Via Lago 3", city: "Locarno", zip: "6600", latitude: 46.1670, longitude: 8.7943, color: "#0e7490" },
  { code: "tmwood", name: COMPANY_NAMES.tmwood, address: "Via Boschi 15", city: "Biasca", zip: "6710", latitude: 46.3594, longitude: 8.9720, color: "#854d0e" },
  { code: "electrogestim", name: COMPANY_NAMES.electrogestim, address: "Via Centrale 40", city: "Chiasso", zip: "6830", latitude: 45.8327, longitude: 9.0312, color: "#be123c" },
];

export interface DemoPerson {
  companyCode: CompanyCode;
  role: Role | null;
  capabilities: Capability[];
  personal: PersonalData;
  employee: EmployeeRecord;
  quickSalId: string | null;
}

const FIRST = ["Luca", "Giulia", "Marco", "Sara", "Andrea", "Chiara", "Matteo", "Elena", "Davide", "Francesca", "Simone", "Laura", "Stefan", "Nicole", "Thomas", "Claudia", "Fabio", "Martina", "Reto", "Sandra"];
const LAST = ["Bernasconi", "Rossi", "Ferrari", "Keller", "Fontana", "Bianchi", "Meier", "Galli", "Lurati", "Pedrazzini", "Crivelli", "Moretti", "Huber", "Colombo", "Gianini", "Soldati", "Brunner", "Rezzonico", "Fumagalli", "Caccia"];

/** Mostly full time, some part time. */
const WORK_PERCENTAGES = [100, 100, 80, 100, 60, 100, 90, 100, 50, 100, 70];
const CIVIL: CivilStatus[] = ["single", "married", "married", "single", "divorced", "married", "separated", "widowed"];
const LANGUAGES: MotherLanguage[] = ["italian", "italian", "german", "italian", "french", "italian", "english"];

function employee(i: number, overrides: Partial<EmployeeRecord> = {}): EmployeeRecord {
  return {
    badgeId: 1000 + i,
    hiredAt: `${2012 + (i % 12)}-${String(1 + (i % 12)).padStart(2, "0")}-01`,
    terminatedAt: null,
    workPercentage: WORK_PERCENTAGES[i % WORK_PERCENTAGES.length],
    holidaysCount: i % 4 === 0 ? 25 : 20,
    breakTime: 60,
    winterStart: "07:30",
    winterEnd: "16:30",
    summerStart: "07:00",
    summerEnd: "17:00",
    ...overrides,
  };
}

function personal(first: string, last: string, username: string, i: number): PersonalData {
  return {
    firstName: first,
    lastName: last,
    username,
    email: `${username}@${"cantiere-group.ch"}`,
    birthday: `${1965 + (i % 35)}-${String(1 + (i % 12)).padStart(2, "0")}-${String(1 + (i % 27)).padStart(2, "0")}`,
    gender: i % 2 === 0 ? "male" : "female", // FIRST alternates men's and women's names
    address: `Via ${LAST[(i + 3) % LAST.length]} ${1 + (i % 60)}`,
    zip: "6900",
    city: "Lugano",
    countryId: 1,
    personalMail: i % 3 === 1 ? `${username.replace(/[^a-z0-9]/g, "")}@bluewin.ch` : null,
    officeMail: i % 4 === 0 ? `${username}@office.cantiere-group.ch` : null,
    phones: [
      { number: `+41 79 ${String(100 + i).padStart(3, "0")} ${String(10 + (i % 90)).padStart(2, "0")} ${String(20 + (i % 70)).padStart(2, "0")}`, type: "mobile" },
      ...(i % 2 === 0 ? [{ number: `+41 91 ${String(600 + i).padStart(3, "0")} ${String(10 + (i % 80)).padStart(2, "0")} 00`, type: "workoffice" as const }] : []),
    ],
    civilStatus: CIVIL[i % CIVIL.length],
    childrenNumber: i % 4,
    motherLanguage: LANGUAGES[i % LANGUAGES.length],
  };
}

/** The payroll's quick id (QuickSal): an HR number, not personal data. */
const quickSalIdOf = (i: number) => `QS-${String(4100 + i * 3).padStart(5, "0")}`;

/** The accounts named in the README: one per role, all with DEMO_PASSWORD. */
export const DEMO_ACCOUNTS: { username: string; role: Role; companyCode: CompanyCode; first: string; last: string; gender: Gender; capabilities: Capability[] }[] = [
  { username: "admin", role: "ADMIN", companyCode: "cantiere", first: "Alessandra", last: "Amministratori", gender: "female", capabilities: ["LIST_IN_HR_MODULE"] },
  { username: "hr", role: "HR", companyCode: "cantiere", first: "Helena", last: "Risorse", gender: "female", capabilities: ["LIST_IN_HR_MODULE", "LIST_ALL_EMPLOYEE", "SHOW_HR_MODULE", "EDIT_INVENTORY"] },
  { username: "employee", role: "EMPLOYEE", companyCode: "cantiere", first: "Emilio", last: "Impiegato", gender: "male", capabilities: ["LIST_IN_HR_MODULE"] },
  { username: "worker", role: "WORKER", companyCode: "cantiere", first: "Walter", last: "Operaio", gender: "male", capabilities: ["LIST_IN_HR_MODULE"] },
  { username: "associate", role: "ASSOCIATE", companyCode: "metalsky", first: "Aurora", last: "Socia", gender: "female", capabilities: ["LIST_IN_HR_MODULE"] },
  { username: "interim", role: "INTERIM", companyCode: "sitaf", first: "Ivo", last: "Temporaneo", gender: "male", capabilities: ["LIST_IN_HR_MODULE"] },
  { username: "client", role: "CLIENT", companyCode: "cantiere", first: "Carla", last: "Committente", gender: "female", capabilities: ["NO_STAMPINGLOG", "NO_LEAVE"] },
  { username: "auditor", role: "AUDITOR", companyCode: "cantiere", first: "Aldo", last: "Revisore", gender: "male", capabilities: ["NO_STAMPINGLOG", "NO_LEAVE"] },
  // FOREMAN on the team of every site `worker` is assigned to (site-teams.server.ts, ADR-0123)
  { username: "foreman", role: "WORKER", companyCode: "cantiere", first: "Franco", last: "Caposquadra", gender: "male", capabilities: ["LIST_IN_HR_MODULE"] },
];

/**
 * How many accounts the generated staff's numbering starts after: the eight there were when it was
 * first generated. An account added later takes a number after the staff's, so adding one changes
 * no generated person's name, badge or phone.
 */
const STAFF_FROM = 8;
const STAFF_PER_COMPANY = 6;
/** An account's number: its place up to STAFF_FROM, after the staff's beyond it. */
const accountIndex = (i: number) => (i < STAFF_FROM ? i : STAFF_FROM + COMPANY_CODES.length * STAFF_PER_COMPANY + (i - STAFF_FROM));

export function demoPeople(): DemoPerson[] {
  const people: DemoPerson[] = DEMO_ACCOUNTS.map((a, i) => ({
    companyCode: a.companyCode,
    role: a.role,
    capabilities: a.capabilities,
    personal: { ...personal(a.first, a.last, a.username, accountIndex(i)), gender: a.gender },
    employee: employee(accountIndex(i)),
    // a WORKER's form hides the quick id (ADR-0033); clients and auditors are not on the payroll
    quickSalId: a.role === "CLIENT" || a.role === "AUDITOR" || a.role === "WORKER" ? null : quickSalIdOf(accountIndex(i)),
  }));
  const staffRoles: Role[] = ["EMPLOYEE", "WORKER", "WORKER", "ASSOCIATE", "INTERIM", "WORKER"];
  let n = STAFF_FROM;
  for (const code of COMPANY_CODES) {
    for (let k = 0; k < staffRoles.length; k++) {
      const first = FIRST[n % FIRST.length];
      const last = LAST[(n * 7) % LAST.length];
      const username = `${first}.${last}`.toLowerCase();
      people.push({
        companyCode: code,
        role: staffRoles[k],
        capabilities: ["LIST_IN_HR_MODULE"],
        personal: personal(first, last, `${username}${n}`, n),
        employee: employee(n),
        // a WORKER's form hides the quick id (ADR-0033); a few others have none yet
        quickSalId: staffRoles[k] === "WORKER" || n % 5 === 0 ? null : quickSalIdOf(n),
      });
      n++;
    }
  }
  return people;
}

// the kind of building, its category (ADR-0051) and the subject's words
const SITE_KINDS = [
  ["Residenza", "RESIDENTIAL", "Costruzione residenziale"],
  ["Capannone", "INDUSTRIAL", "Struttura metallica"],
  ["Scuola", "RENOVATION", "Ristrutturazione"],
  ["Ponte", "INFRASTRUCTURE", "Opere di carpenteria"],
  ["Centro commerciale", "FACADE", "Facciata e lattoneria"],
] as const;
const PLACES = ["Lugano", "Paradiso", "Massagno", "Bellinzona", "Locarno", "Mendrisio", "Chiasso", "Biasca", "Agno", "Bioggio"];
const STATUSES: SiteDetails["status"][] = ["OPEN", "OPEN", "PLANNED", "SUSPENDED", "CLOSED", "OPEN", "OFFER"];

export function demoSites(): SiteDetails[] {
  const out: SiteDetails[] = [];
  let i = 0;
  for (const code of COMPANY_CODES) {
    for (let k = 0; k < SITE_KINDS.length; k++) {
      const [kind, category, work] = SITE_KINDS[k];
      const city = PLACES[(i * 3) % PLACES.length];
      const offer = 8_500_000 + ((i * 7_919_000) % 150_000_000); // cents
      out.push({
        title: `${kind} ${city} ${String.fromCharCode(65 + (i % 26))}`,
        quickcomId: `Q${26000 + i * 17}`,
        subject: `${work} – lotto ${1 + (i % 4)}`,
        status: STATUSES[(i + k) % STATUSES.length],
        category,
        address: `Via ${LAST[(i * 5) % LAST.length]} ${2 + i}`,
        city,
        zip: String(6500 + ((i * 37) % 400)),
        country: "CH",
        latitude: 46.0 + ((i * 13) % 40) / 100,
        longitude: 8.8 + ((i * 7) % 30) / 100,
        radius: 300,
        companyCode: code,
        currency: i % 9 === 4 ? "EUR" : "CHF",
        offer,
        total: Math.round(offer * 1.077),
        requiredAdvances: Math.round(offer * 0.3),
        cashedAdvances: Math.round(offer * 0.2),
        balance: Math.round(offer * 0.877),
        laborCost: Math.round(offer * 0.35),
        supplierCost: Math.round(offer * 0.25),
        othersCost: Math.round(offer * 0.05),
        goodsCost: Math.round(offer * 0.15),
      });
      i++;
    }
  }
  return out;
}

/**
 * The demo festivities: Ticino's public holidays of 2026 and 2027 for every company, straight from
 * the app's own table (swissHolidays: no Good Friday in Ticino) with their Italian names, keyed as a
 * generation keys them, so generating Ticino again for a company or for all adds no day twice.
 * `titleOf` names a day (the seed passes the Italian translation, as a generation in Italian does).
 */
export function demoFestivities(titleOf: (id: HolidayId) => string): FestivityDetails[] {
  return [2026, 2027].flatMap((year) =>
    swissHolidays("TI", year, { halfDays: false }).map((d) => ({
      title: titleOf(d.id),
      startDate: d.date,
      endDate: d.date,
      companyCode: null,
      cantonCode: "TI" as const,
      halfDay: false,
      holidayKey: holidayKey("TI", year, d.id),
    })),
  );
}
