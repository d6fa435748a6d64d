import type { LoaderFunctionArgs, MetaFunction, ActionFunctionArgs } from "@remix-run/node";
import { Link, useActionData, useLoaderData, useLocation } from "@remix-run/react";
import { useMemo } from "react";
import { useTranslation } from "~/i18n/react";
import { authorizeGet } from "~/auth/policy.server";
import { anyOf, type Policy } from "~/domain/access/policy";
import { withdrawLeaveSchema } from "~/domain/leave/schema.server";
import { festivityDaysFor, leaveBalanceOf, leaveById, leavePersonOf, listLeavesOfPerson } from "~/events/queries/leaves.server";
import { zurichToday } from "~/clock.server";
import { commandAction } from "~/http/command-action.server";
import { scopedRecord } from "~/http/scope.server";
import { getT } from "~/i18n/i18next.server";
import { newCommandId } from "~/http/command-ids.server";
import { withdrawLeave } from "~/areas/leave/withdraw-leave.server";
import { getSql } from "~/runtime.server";
import * as c from "~/ui/confirm.css";
import { BalanceFigures } from "~/ui/leave/balance-figures";
import { pdfLabels } from "~/ui/leave/pdf-links";
import { leaveColumns } from "~/ui/leave/leave-columns";
import * as l from "~/ui/leave/leave.css";
import { balanceView, leaveRowView } from "~/ui/leave/view.server";
import { ConfirmWithdrawForm } from "~/ui/leave/withdraw-button";
import { formError } from "~/ui/forms/messages";
import { PeriodPicker, yearOptions } from "~/ui/forms/period-picker";
import { clampPage, pageWindow } from "~/domain/shared/list-params";
import * as s from "~/ui/shell.css";
import { DataTable } from "~/ui/table/data-table";
import { UnavailableNote, UnavailablePage, unavailableOf } from "~/ui/unavailable";
import { hasOwnRecords } from "~/events/queries/self-service.server";
import { leaveListRequest, leaveYears } from "~/http/list-requests.server";
import { Fab } from "~/ui/tabs";
import { queryParams } from "~/domain/shared/query-params";

export const handle: { i18n: string; title: string; policy: Policy } = {
  i18n: "common",
  title: "menu.profile",
  policy: { get: anyOf(["read", "profile"]), post: anyOf(["read", "profile"]) },
};

const PATH = "/app/profile/leaves";

/** The user's balance for the current year and their own requests of the chosen year. */
export async function loader({ request }: LoaderFunctionArgs) {
  const user = await authorizeGet(request, handle);
  const sql = await getSql();
  // a person who may not request leave is told why; what HR recorded for them is still listed (ADR-0044)
  const unavailable = unavailableOf(user.access, "requestLeave");
  if (unavailable && !(await hasOwnRecords(sql, user.id, "leave"))) return { unavailable, only: true as const, heading: (await getT(request))("unavailable.requestLeave.title") };
  const today = zurichToday();
  const { params, year } = leaveListRequest(request.url, today);
  const person = await leavePersonOf(sql, user.id);
  const [list, balance] = await Promise.all([
    listLeavesOfPerson(sql, { personId: user.id, year, sort: params.sort, dir: params.dir }, pageWindow(params.page, params.size)),
    leaveBalanceOf(sql, user.id, today),
  ]);
  const page = clampPage(params.page, list.total, params.size);
  const rows = page === params.page ? list.rows : (await listLeavesOfPerson(sql, { personId: user.id, year, sort: params.sort, dir: params.dir }, pageWindow(page, params.size))).rows;
  const t = await getT(request);
  // every year each request touches: its duration is the same figure whichever year is shown
  const days = person ? await festivityDaysFor(sql, person.companyCode, rows.map((r) => r.details)) : new Set<string>();
  const confirm = Number(queryParams(request).get("withdraw"));
  const confirming = rows.find((r) => r.id === confirm && r.status === "PENDING") ?? null;
  return {
    unavailable,
    only: false as const,
    heading: t("leave.list.title"),
    balance: balance && !unavailable ? balanceView(balance) : null,
    rows: rows.map((r) => ({ ...leaveRowView(t, r, days), commandId: r.status === "PENDING" ? newCommandId() : null })),
    total: list.total,
    page,
    size: params.size,
    sort: params.sort,
    dir: params.dir,
    year,
    years: leaveYears(today, year),
    confirming: confirming ? { id: confirming.id, version: confirming.version, commandId: newCommandId() } : null,
  };
}

/** Withdrawing one of the user's own pending requests (the only form on this page). */
export const action = (args: ActionFunctionArgs) =>
  commandAction(args, handle).intents({
  "withdraw-leave-request": {
    schema: withdrawLeaveSchema,
    conflictKey: "leave.list.conflict",
    run: async ({ sql, user, value, meta, expectedVersion }) => {
      // someone else's request reads exactly like an unknown one
      const leave = await scopedRecord(sql, user, "leave", value.leaveId, { personId: user.id });
      await withdrawLeave(sql, user, { leaveId: leave.id, personId: leave.personId, expectedVersion }, meta);
      return { to: PATH, flash: "leave.list.withdrawn_successfully" };
    },
    // the confirmation shown again, at the request's current version, gets a form id of its own
    failure: async ({ value }) => {
      const leave = value ? await leaveById(await getSql(), value.leaveId) : null;
      return leave ? { leaveId: leave.id, version: leave.version, commandId: newCommandId() } : { leaveId: null, version: null, commandId: null };
    },
  },
});

export default function ProfileLeaves() {
  const loaded = useLoaderData<typeof loader>();
  const failed = useActionData<typeof action>();
  const { t, i18n } = useTranslation();
  const location = useLocation();
  const columns = useMemo(() => leaveColumns(t, pdfLabels(t, i18n.language)), [t, i18n.language]);
  if (loaded.only) return <UnavailablePage view={loaded.unavailable} />;
  const d = loaded;
  const confirming = failed?.leaveId ? { id: Number(failed.leaveId), version: Number(failed.version ?? 0), commandId: String(failed.commandId ?? "") } : d.confirming;

  return (
    <div className={l.page}>
      <div className={l.header}>
        <h1 className={l.title}>{d.heading}</h1>
        {d.unavailable ? null : (
          <Link to={`${PATH}/new`} className={s.button}>
            {t("leave.list.new")}
          </Link>
        )}
      </div>
      {d.unavailable ? <UnavailableNote view={d.unavailable} /> : null}

      {d.balance ? <BalanceFigures balance={d.balance} whyHref={`${PATH}/balance`} /> : null}

      {confirming ? (
        <div className={c.inline} role="alertdialog" aria-labelledby="withdraw-title">
          <ConfirmWithdrawForm
            leaveId={confirming.id}
            version={confirming.version}
            commandId={confirming.commandId}
            cancelTo={PATH}
            error={failed?.leaveId ? formError(failed.result) : null}
            titleId="withdraw-title"
          />
        </div>
      ) : null}

      <section aria-labelledby="requests-title" className={l.page}>
        <div className={l.header}>
          <h2 id="requests-title" className={l.title}>
            {t("leave.list.requests")}
          </h2>
          <PeriodPicker
            action={location.pathname}
            period={{ id: "leave-year", name: "year", label: t("leave.list.year"), value: String(d.year), options: yearOptions(d.years) }}
            submit={t("leave.list.show")}
          />
        </div>
        <DataTable
          caption={t("leave.list.requests")}
          data={d.rows}
          columns={columns}
          getRowId={(r) => String(r.id)}
          rowHref={(r) => `${PATH}/${r.id}/edit`}
          total={d.total}
          page={d.page}
          size={d.size}
          sort={d.sort}
          dir={d.dir}
          emptyKey="leave.list.empty"
        />
      </section>
      {d.unavailable ? null : <Fab to={`${PATH}/new`} label="leave.list.new" />}
    </div>
  );
}

export const meta: MetaFunction<typeof loader> = ({ data }) => [{ title: data ? `${data.heading} · Cantiere` : "Cantiere" }];
