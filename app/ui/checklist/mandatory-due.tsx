// The mandatory checklists due on a worker's sites (ADR-0072), at the top of their start page.
import { Link } from "@remix-run/react";
import { useTranslation } from "~/i18n/react";
import * as s from "../shell.css";
import { siteChecklistsPath } from "./paths";

export interface DueItem {
  siteId: number;
  site: string;
  template: string;
  interval: string;
  last: string | null;
}

export function MandatoryDue({ items }: { items: DueItem[] }) {
  const { t } = useTranslation();
  if (items.length === 0) return null;
  return (
    <section aria-labelledby="mandatory-due-title" className={s.card}>
      <h2 id="mandatory-due-title">{t("checklist.mandatory.title")}</h2>
      <ul>
        {items.map((i) => (
          <li key={`${i.siteId}-${i.template}`}>
            <Link to={siteChecklistsPath(i.siteId)}>{t("checklist.mandatory.due", { template: i.template, site: i.site, interval: t(`checklist.notify.${i.interval}`) })}</Link>{" "}
            ({i.last ? t("checklist.mandatory.last", { date: i.last }) : t("checklist.mandatory.never")})
          </li>
        ))}
      </ul>
    </section>
  );
}
