// The working-time balance beside a month's figures (issue 36, ADR-0136): the month's balance and
// the running balance at its end, with a link to the line-by-line explanation.
import { Link } from "@remix-run/react";
import { useTranslation } from "~/i18n/react";
import * as st from "../stamping/stamping.css";
import type { BalanceFiguresView } from "./views";


export function BalanceFigures({ figures, href }: { figures: BalanceFiguresView; href: string | null }) {
  const { t } = useTranslation();
  return (
    <div className={st.figures}>
      <div className={st.figure}>
        <span className={st.figureLabel} id="balance-month-label">
          {figures.monthLabel}
        </span>
        <span className={st.figureValue} aria-labelledby="balance-month-label" data-total="balance-month">
          {figures.month}
        </span>
      </div>
      <div className={st.figure}>
        <span className={st.figureLabel} id="balance-year-label">
          {figures.yearLabel}
        </span>
        <span className={st.figureValue} aria-labelledby="balance-year-label" data-total="balance-year">
          {figures.year}
        </span>
      </div>
      {href ? (
        <p className={st.figure}>
          <Link to={href}>{t("balance.explain_link")}</Link>
        </p>
      ) : null}
    </div>
  );
}
