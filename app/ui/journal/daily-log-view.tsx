// A post's daily log as the feed and its page show it (ADR-0067): the sections filled, as a term
// list; every value plain text (React escapes it).
import { useTranslation } from "~/i18n/react";
import { logSections, type DailyLogView } from "./daily-log-sections";
import * as j from "./journal.css";

export type { DailyLogView };

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
