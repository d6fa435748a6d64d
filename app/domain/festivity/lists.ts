// The festivity form's limits, without zod: the form reads them in the browser, the schema builds on them.

/** A festivity's description and place: as long as a calendar event's (spec part 2 §7 gives both the same fields). */
export const FESTIVITY_LIMITS = { description: 2000, place: 200 } as const;
