// The sites' fixed lists and limits (categories, project functions, the schedule's limits and phases),
// without zod: the pages read them in the browser, the events' and forms' schemas build on them.

/** The longest title and notes a phase takes. */
export const SCHEDULE_LIMITS = { title: 200, notes: 2000 } as const;
export type PhaseState = "past" | "current" | "upcoming";

/** The kinds of work a site is (ADR-0051); older sites may hold free text, shown as written. */
export const SITE_CATEGORIES = ["RESIDENTIAL", "COMMERCIAL", "INDUSTRIAL", "PUBLIC", "INFRASTRUCTURE", "RENOVATION", "METALWORK", "FACADE"] as const;
/** A team member's role on the site (spec: Contact.projectFunction). */
export const PROJECT_FUNCTIONS = ["TECHNICIAN", "FOREMAN", "WORKER", "CUSTOMER"] as const;
export type ProjectFunction = (typeof PROJECT_FUNCTIONS)[number];
