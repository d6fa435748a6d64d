// The checklists' fixed lists (reminder intervals, template types, answers), without zod: the pages
// read them in the browser, the events' schemas build on them.

/** How often a mandatory template is due on a site (ADR-0072). */
export const NOTIFY_INTERVALS = ["daily", "weekly", "monthly"] as const;
export type NotifyInterval = (typeof NOTIFY_INTERVALS)[number];
/** The kinds of template (the spec's typeId). */
export const TEMPLATE_TYPES = ["safety", "quality", "closing", "other"] as const;
export type TemplateType = (typeof TEMPLATE_TYPES)[number];
export const ANSWERS = ["ok", "not_ok", "na"] as const;
export type Answer = (typeof ANSWERS)[number];
