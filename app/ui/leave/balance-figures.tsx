import { Link } from "@remix-run/react";
import { useTranslation } from "~/i18n/react";
import { SplitBar } from "../chart/chart";
import * as l from "./leave.css";

/** The balance's numbers, already formatted by the loader ("40:00"). */
export interface BalanceView {
  year: number;
  taken: string;
  pending: string;
  holiday: string;
  remaining: string;
  /** DD.MM.YYYY */
  computedFor: string;
  /** the allowance's bar, in minutes (issue 38); absent: no bar */
  bar?: { taken: number; pending: number; left: number; leftText: string };
}

/** The balance panel: taken, pending, allowance, remaining and the date; "why?" leads to the lines. */
export function BalanceFigures({ balance, whyHref }: { balance: BalanceView; whyHref?: string }) {
  const { t } = useTranslation();
  const figure = (id: string, label: string, value: string) => (
    <div className={l.figure}>
      <span className={l.figureLabel} id={`balance-${id}`}>
        {label}
      </span>
      <span className={l.figureValue} aria-labelledby={`balance-${id}`} data-balance={id}>
        {t("leave.balance.hours", { value })}
      </span>
    </div>
  );
  return (
    <section className={l.panel} aria-labelledby="balance-title">
      <h2 id="balance-title" className={l.title}>
        {t("leave.balance.title", { year: balance.year })}
      </h2>
      <div className={l.figures}>
        {figure("taken", t("leave.balance.taken"), balance.taken)}
        {figure("pending", t("leave.balance.pending"), balance.pending)}
        {figure("holiday", t("leave.balance.holiday"), balance.holiday)}
        {figure("remaining", t("leave.balance.remaining"), balance.remaining)}
      </div>
      {balance.bar ? (
        <SplitBar
          name="balance"
          title={t("overview.balance.title", { year: balance.year })}
          description={t("overview.balance.desc", { taken: balance.taken, pending: balance.pending, left: balance.bar.leftText, holiday: balance.holiday })}
          figuresLabel={t("overview.chart.figures")}
          headings={{ label: t("overview.balance.part"), value: t("overview.balance.hours") }}
          parts={[
            { key: "taken", label: t("leave.balance.taken"), value: balance.bar.taken, display: t("leave.balance.hours", { value: balance.taken }), tone: "a" },
            { key: "pending", label: t("leave.balance.pending"), value: balance.bar.pending, display: t("leave.balance.hours", { value: balance.pending }), tone: "b" },
            { key: "left", label: t("overview.balance.left"), value: balance.bar.left, display: t("leave.balance.hours", { value: balance.bar.leftText }), tone: "c" },
          ]}
        />
      ) : null}
      <p className={l.muted}>
        {t("leave.balance.computed_for", { date: balance.computedFor })}
        {whyHref ? (
          <>
            {" · "}
            <Link to={whyHref}>{t("leave.balance.why")}</Link>
          </>
        ) : null}
      </p>
    </section>
  );
}
