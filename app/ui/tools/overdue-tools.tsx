// Overdue returns at the top of the start page (issue 16, ADR-0079): the tools the person holds past
// their end date (to be brought back), and for those who read the tool manager every overdue tool
// with its holder. Nothing is shown when nothing is overdue.
import { Link } from "@remix-run/react";
import { useTranslation } from "~/i18n/react";
import * as s from "../shell.css";
import { toolPath, TOOLS_PATH } from "./labels";

export interface OverdueItem {
  id: number;
  name: string;
  holder: string;
  end: string;
}

export function OverdueTools({ own, all }: { own: OverdueItem[]; all: OverdueItem[] | null }) {
  const { t } = useTranslation();
  if (own.length === 0 && (all === null || all.length === 0)) return null;
  return (
    <>
      {own.length > 0 ? (
        <section aria-labelledby="own-overdue-title" className={s.card} data-overdue-tools="own">
          <h2 id="own-overdue-title">{t("tools.overdue.own_title")}</h2>
          <ul>
            {own.map((o) => (
              <li key={o.id}>
                <Link to={`/app/profile/tools#tool-${o.id}`}>{t("tools.overdue.own_item", { name: o.name, end: o.end })}</Link>
              </li>
            ))}
          </ul>
        </section>
      ) : null}
      {all && all.length > 0 ? (
        <section aria-labelledby="all-overdue-title" className={s.card} data-overdue-tools="all">
          <h2 id="all-overdue-title">{t("tools.overdue.all_title", { count: all.length })}</h2>
          <ul>
            {all.map((o) => (
              <li key={o.id}>
                <Link to={toolPath(o.id)}>{t("tools.overdue.all_item", { name: o.name, holder: o.holder, end: o.end })}</Link>
              </li>
            ))}
          </ul>
          <p>
            <Link to={`${TOOLS_PATH}?availability=overdue`}>{t("tools.overdue.show_all")}</Link>
          </p>
        </section>
      ) : null}
    </>
  );
}
