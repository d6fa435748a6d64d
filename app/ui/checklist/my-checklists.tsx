// The checklists waiting for a worker on their sites (ADR-0080), on their start page under the
// mandatory ones: to fill, or for the site's foreman to sign once filled; the earliest ready-by
// first, an overdue one said so in words (not only by colour).
import { Link } from "@remix-run/react";
import { useTranslation } from "~/i18n/react";
import * as s from "../shell.css";
import { fillPath } from "./paths";

export interface MyChecklist {
  id: number;
  siteId: number;
  site: string;
  title: string;
  /** DD.MM.YYYY */
  readyBy: string;
  overdue: boolean;
  answered: number;
  total: number;
  /** filled, waiting for this person (the foreman) to sign */
  toSign: boolean;
}

export function MyChecklists({ items }: { items: MyChecklist[] }) {
  const { t } = useTranslation();
  if (items.length === 0) return null;
  return (
    <section aria-labelledby="my-checklists-title" className={s.card}>
      <h2 id="my-checklists-title">{t("checklist.mine.title")}</h2>
      <ul>
        {items.map((i) => (
          <li key={i.id}>
            <Link to={fillPath(i.siteId, i.id)}>{t(i.toSign ? "checklist.mine.to_sign" : "checklist.mine.to_fill", { title: i.title, site: i.site })}</Link>{" "}
            ({t(i.overdue ? "checklist.mine.overdue" : "checklist.mine.ready_by", { date: i.readyBy })}; {t("checklist.progress", { answered: i.answered, total: i.total })})
          </li>
        ))}
      </ul>
    </section>
  );
}
