import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { Link, useLoaderData } from "@remix-run/react";
import { useTranslation } from "~/i18n/react";
import { authorizeGet } from "~/auth/policy.server";
import { anyOf, type Policy } from "~/domain/access/policy";
import { formatHoursMinutes } from "~/domain/leave/period.server";
import { leaveTypeKey } from "~/domain/leave/types";
import { leaveBalanceOf, leavePersonOf } from "~/events/queries/leaves.server";
import { zurichToday } from "~/clock.server";
import { getT } from "~/i18n/i18next.server";
import { getSql } from "~/runtime.server";
import { BalanceFigures } from "~/ui/leave/balance-figures";
import * as l from "~/ui/leave/leave.css";
import { StatusBadge } from "~/ui/leave/status-badge";
import { balanceView, periodEnds } from "~/ui/leave/view.server";
import * as p from "~/ui/page.css";
import { UnavailablePage, unavailableOf } from "~/ui/unavailable";
import { notFound } from "~/http/scope.server";
import { StackTable } from "~/ui/table/stack-table";

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
    lines: balance.lines.map((line) => ({
      id: line.leaveId,
      type: t(leaveTypeKey(line.leaveType)),
      ...periodEnds({ shape: line.shape, startAt: line.startAt, endAt: line.endAt, startDate: line.startDate, endDate: line.endDate }),
      status: line.status,
      hours: formatHoursMinutes(line.minutes),
      // the whole request, every year: the figure the lists, the PDF and the history show
      duration: formatHoursMinutes(line.requestMinutes),
      effect: line.effect,
      reason: line.reason,
    })),
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
          <StackTable className={p.table} aria-label={d.heading}>
            <thead>
              <tr>
                <th scope="col">{t("leave.list.columns.type")}</th>
                <th scope="col">{t("leave.list.columns.from")}</th>
                <th scope="col">{t("leave.list.columns.to")}</th>
                <th scope="col">{t("leave.list.columns.status")}</th>
                <th scope="col">{t("leave.balance.request_duration")}</th>
                <th scope="col">{t("leave.balance.counted")}</th>
                <th scope="col">{t("leave.balance.effect_column")}</th>
                <th scope="col">{t("leave.balance.reason_column")}</th>
              </tr>
            </thead>
            <tbody>
              {d.lines.map((line) => (
                <tr key={line.id} data-leave-id={line.id}>
                  <td>{line.type}</td>
                  <td>{line.from}</td>
                  <td>{line.to}</td>
                  <td>
                    <StatusBadge status={line.status} />
                  </td>
                  <td data-column="duration">{t("leave.balance.hours", { value: line.duration })}</td>
                  <td data-column="counted">{t("leave.balance.hours", { value: line.hours })}</td>
                  <td>{t(`leave.balance.effect.${line.effect}`)}</td>
                  <td>{t(`leave.balance.reason.${line.reason}`)}</td>
                </tr>
              ))}
            </tbody>
          </StackTable>
        </div>
      )}
    </div>
  );
}

export const meta: MetaFunction<typeof loader> = ({ data }) => [{ title: data ? `${data.heading} · Cantiere` : "Cantiere" }];
