// The calendar event form's limits and the over-8-hours notice key, without zod: the form reads them
// in the browser, the schema builds on them.

/** The refusal of a duration over 8 hours, on the hours field. */
export const DURATION_OVER_8H = "calendar.event.duration_over_8h";
export const EVENT_LIMITS = { title: 200, description: 2000, place: 200 } as const;
