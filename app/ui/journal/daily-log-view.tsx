// A post's daily log as the feed and its page show it (ADR-0067): the sections filled, as a term
// list; every value plain text (React escapes it).
import { useTranslation } from "react-i18next";
import * as j from "./journal.css";

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

export function DailyLogSections({ log }: { log: DailyLogView }) {
  const { t } = useTranslation();
  const weather = (c: string, temp: number | null) => `${t(`journal.weather.${c}`)}${temp === null ? "" : `, ${temp} °C`}`;
  return (
    <section aria-label={t("journal.log.title")} data-testid="daily-log">
      <dl className={j.log}>
        {logSections(log, weather).map(([key, value]) => (
          <div key={key} className={j.logRow}>
            <dt className={j.logTerm}>{t(key)}</dt>
            <dd className={j.logValue}>{value}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
