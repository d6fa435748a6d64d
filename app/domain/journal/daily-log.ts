// A post's daily log (ADR-0067, issue 14 "The daily log"): optional structured sections beside the
// free text — the weather (a choice and a temperature), the manpower (who was on site: people of
// the site's team, plus others named in a line of text), the equipment, the delays and the
// incidents. A log with no section filled is no log (null). Pure: no I/O.
import { ruleBroken } from "../shared/errors";

/** The weather choices (their labels: `journal.weather.<choice>`). */
export const WEATHER_CONDITIONS = ["sunny", "partly_cloudy", "cloudy", "rain", "snow", "fog", "wind", "storm"] as const;
export type WeatherCondition = (typeof WEATHER_CONDITIONS)[number];

/** A temperature in whole degrees Celsius, as Swiss sites see them. */
export const TEMPERATURE_RANGE = { min: -40, max: 50 } as const;

export const DAILY_LOG_LIMITS = { crew: 200, crewNote: 500, text: 2000 } as const;

export interface DailyLog {
  weather: { condition: WeatherCondition; temperatureC: number | null } | null;
  /** the people on site that day (person ids) */
  crew: number[];
  /** others on site (a subcontractor's crew, visitors), as typed */
  crewNote: string;
  equipment: string;
  delays: string;
  incidents: string;
}

export const EMPTY_DAILY_LOG: DailyLog = { weather: null, crew: [], crewNote: "", equipment: "", delays: "", incidents: "" };

const clean = (s: string) => s.replace(/\r\n?/g, "\n").trim();

/** Whether a log has no section filled. */
function isEmptyLog(log: DailyLog): boolean {
  return log.weather === null && log.crew.length === 0 && !log.crewNote && !log.equipment && !log.delays && !log.incidents;
}

/**
 * A log trimmed and within the limits, or null when no section is filled; throws the first rule
 * broken, on its field: a temperature without a weather choice, out of range or not whole; an
 * unknown choice; too many people; a text too long.
 */
export function checkDailyLog(log: DailyLog | null): DailyLog | null {
  if (!log) return null;
  let weather = log.weather;
  if (weather) {
    if (!(WEATHER_CONDITIONS as readonly string[]).includes(weather.condition)) throw ruleBroken("forms.errors.invalid_choice", { field: "weather" });
    const t = weather.temperatureC;
    if (t !== null && (!Number.isInteger(t) || t < TEMPERATURE_RANGE.min || t > TEMPERATURE_RANGE.max)) {
      throw ruleBroken("journal.errors.temperature_range", { field: "temperature", params: TEMPERATURE_RANGE });
    }
    weather = { condition: weather.condition, temperatureC: t };
  }
  const crew = [...new Set(log.crew)];
  if (crew.some((p) => !Number.isSafeInteger(p) || p <= 0)) throw ruleBroken("forms.errors.invalid_value", { field: "crew" });
  if (crew.length > DAILY_LOG_LIMITS.crew) throw ruleBroken("journal.errors.too_many_crew", { field: "crew", params: { max: DAILY_LOG_LIMITS.crew } });
  const crewNote = clean(log.crewNote);
  if (crewNote.length > DAILY_LOG_LIMITS.crewNote) throw ruleBroken("forms.errors.too_long_max", { field: "crewNote", params: { max: DAILY_LOG_LIMITS.crewNote } });
  const texts = { equipment: clean(log.equipment), delays: clean(log.delays), incidents: clean(log.incidents) };
  for (const [field, v] of Object.entries(texts)) {
    if (v.length > DAILY_LOG_LIMITS.text) throw ruleBroken("forms.errors.too_long_max", { field, params: { max: DAILY_LOG_LIMITS.text } });
  }
  const checked: DailyLog = { weather, crew: crew.sort((a, b) => a - b), crewNote, ...texts };
  return isEmptyLog(checked) ? null : checked;
}

/** Two logs say the same (null and an empty log alike). */
export function sameLog(a: DailyLog | null, b: DailyLog | null): boolean {
  const x = a && !isEmptyLog(a) ? a : null;
  const y = b && !isEmptyLog(b) ? b : null;
  if (x === null || y === null) return x === y;
  return (
    x.weather?.condition === y.weather?.condition &&
    x.weather?.temperatureC === y.weather?.temperatureC &&
    x.crew.length === y.crew.length &&
    x.crew.every((p, i) => p === y.crew[i]) &&
    x.crewNote === y.crewNote &&
    x.equipment === y.equipment &&
    x.delays === y.delays &&
    x.incidents === y.incidents
  );
}
