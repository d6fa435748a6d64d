import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { Link, useLoaderData } from "@remix-run/react";
import { useTranslation } from "~/i18n/react";
import { authorizeGet } from "~/auth/policy.server";
import { nowIso, zurichToday } from "~/clock.server";
import { ownPageHandle } from "~/ui/profile/own-page";
import { balanceExplanationView, balanceFiguresView, balanceOfPerson } from "~/areas/balance/person-balance.server";
import { monthParam, recentMonths } from "~/http/list-requests.server";
import { notFound } from "~/http/scope.server";
import { getT } from "~/i18n/i18next.server";
import { getSql } from "~/runtime.server";
import { BalanceExplanation } from "~/ui/balance/balance-explanation";
import { BalanceFigures } from "~/ui/balance/balance-figures";
import { MonthPicker } from "~/ui/stamping/period-tables";
import * as st from "~/ui/stamping/stamping.css";
import { monthLabel } from "~/ui/stamping/view.server";
import { UnavailablePage, unavailableOf } from "~/ui/unavailable";

export const handle = ownPageHandle();

const PATH = "/app/profile/stamping/balance";

/** The user's working-time balance of a month, line by line (ADR-0136). */
export async function loader({ request }: LoaderFunctionArgs) {
  const user = await authorizeGet(request, handle);
  const unavailable = unavailableOf(user.access, "stamp");
  if (unavailable) return { unavailable, heading: (await getT(request))("unavailable.stamp.title") };
  const now = nowIso();
  const today = zurichToday(now);
  const month = monthParam(request.url, today);
  const [balance, t] = await Promise.all([balanceOfPerson(await getSql(), user.id, month, today, now), getT(request)]);
  if (!balance) throw notFound();
  const label = monthLabel(t, month);
  const months = recentMonths(today);
  return {
    unavailable: null,
    heading: t("balance.title", { month: label }),
    month,
    months,
    monthLabels: Object.fromEntries(months.map((m) => [m, monthLabel(t, m)])),
    label,
    figures: balanceFiguresView(t, balance, label),
    explanation: balanceExplanationView(t, balance),
  };
}

export default function StampingBalance() {
  const loaded = useLoaderData<typeof loader>();
  const { t } = useTranslation();
  if (loaded.unavailable !== null) return <UnavailablePage view={loaded.unavailable} />;
  const d = loaded;
  return (
    <div className={st.page}>
      <p>
        <Link to={`/app/profile/stamping?month=${d.month}`}>← {t("balance.back")}</Link>
      </p>
      <div className={st.header}>
        <h1 className={st.title}>{d.heading}</h1>
        <MonthPicker month={d.month} months={d.months} labels={d.monthLabels} action={PATH} />
      </div>
      <BalanceFigures figures={d.figures} href={null} />
      <BalanceExplanation view={d.explanation} monthLabel={d.label} />
    </div>
  );
}

export const meta: MetaFunction<typeof loader> = ({ data }) => [{ title: data ? `${data.heading} · Cantiere` : "Cantiere" }];
