// A post's daily log as text (ADR-0067), for the pages and the journal PDF alike: no styles, no
// React, so the PDF's server code can import it.

/** A post's daily log with the crew's names, as the pages show it. */
export interface DailyLogView {
  weather: { condition: string; temperatureC: number | null } | null;
  crew: string[];
  crewNote: string;
  equipment: string;
  delays: string;
  incidents: string;
}

/** The sections of a log that hold something, as [label key, text] pairs (the page and the PDF). */
export function logSections(log: DailyLogView, weatherText: (condition: string, temperatureC: number | null) => string): [string, string][] {
  const crew = [log.crew.join(", "), log.crewNote].filter(Boolean).join(" · ");
  const rows: [string, string][] = [
    ["journal.log.weather", log.weather ? weatherText(log.weather.condition, log.weather.temperatureC) : ""],
    ["journal.log.crew", crew],
    ["journal.log.equipment", log.equipment],
    ["journal.log.delays", log.delays],
    ["journal.log.incidents", log.incidents],
  ];
  return rows.filter(([, v]) => v !== "");
}
