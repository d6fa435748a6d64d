import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { Link, useLoaderData } from "@remix-run/react";
import { useTranslation } from "~/i18n/react";
import { authorizeGet } from "~/auth/policy.server";
import { anyOf, type Policy } from "~/domain/access/policy";
import { leaveBalanceOf, leavePersonOf } from "~/events/queries/leaves.server";
import { zurichToday } from "~/clock.server";
import { getT } from "~/i18n/i18next.server";
import { getSql } from "~/runtime.server";
import { BalanceFigures } from "~/ui/leave/balance-figures";
import * as l from "~/ui/leave/leave.css";
import { balanceView } from "~/ui/leave/view.server";
import { BalanceLinesTable } from "~/ui/leave/balance-lines";
import { balanceLineViews } from "~/areas/leave/balance-as-of.server";
import * as p from "~/ui/page.css";
import { UnavailablePage, unavailableOf } from "~/ui/unavailable";
import { notFound } from "~/http/scope.server";

export const handle: { i18n: string; title: string; policy: Policy } = {
  i18n: "common",
  title: "menu.profile",
  policy: { get: anyOf(["read", "profile"]) },
};

/** The lines behind the user's balance of the current year: each request, what it counts and why. */
export async function loader({ request }: LoaderFunctionArgs) {
  const user = await authorizeGet(request, handle);
  // no entitlement to show a person who does not request leave: why, instead (ADR-0044)
  const unavailable = unavailableOf(user.access, "requestLeave");
  if (unavailable) return { unavailable, heading: (await getT(request))("unavailable.requestLeave.title") };
  const sql = await getSql();
  const [balance, person] = await Promise.all([leaveBalanceOf(sql, user.id, zurichToday()), leavePersonOf(sql, user.id)]);
  if (!balance) throw notFound();
  const t = await getT(request);
  return {
    unavailable: null,
    heading: t("leave.balance.lines_title", { year: balance.year }),
    balance: balanceView(balance),
    holidayDays: person?.holidaysCount ?? 0,
    lines: balanceLineViews(balance.lines),
  };
}

export default function LeaveBalanceLines() {
  const loaded = useLoaderData<typeof loader>();
  const { t } = useTranslation();
  if (loaded.unavailable !== null) return <UnavailablePage view={loaded.unavailable} />;
  const d = loaded;
  return (
    <div className={l.page}>
      <p>
        <Link to="/app/profile/leaves">← {t("leave.balance.back")}</Link>
      </p>
      <h1 className={l.title}>{d.heading}</h1>
      <BalanceFigures balance={d.balance} />
      <p>{t("leave.balance.lines_intro")}</p>
      <p>{t("leave.balance.allowance_line", { days: d.holidayDays, hours: t("leave.balance.hours", { value: d.balance.holiday }) })}</p>
      {d.lines.length === 0 ? (
        <p>{t("leave.balance.no_lines")}</p>
      ) : (
        <div className={p.tableWrap}>
          <BalanceLinesTable lines={d.lines} aria-label={d.heading} />
        </div>
      )}
    </div>
  );
}

export const meta: MetaFunction<typeof loader> = ({ data }) => [{ title: data ? `${data.heading} · Cantiere` : "Cantiere" }];
