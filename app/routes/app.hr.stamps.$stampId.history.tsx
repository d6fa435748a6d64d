import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { Link, useLoaderData } from "@remix-run/react";
import { useTranslation } from "~/i18n/react";
import { authorizeGet } from "~/auth/policy.server";
import { can } from "~/domain/access/permissions";
import { anyOf, type Policy } from "~/domain/access/policy";
import { stampHistory } from "~/domain/stamping/history.server";
import { zurichDateOf } from "~/domain/stamping/totals.server";
import { loadRecordHistory } from "~/events/queries/history.server";
import { historyPage, historyRequestOf } from "~/http/history-pages.server";
import { scopedRecord } from "~/http/scope.server";
import { getSql } from "~/runtime.server";
import { HistoryPage } from "~/ui/history/history-view";
import * as s from "~/ui/shell.css";

export const handle: { i18n: string; title: string; policy: Policy } = {
  i18n: "common",
  title: "stamping.hr_menu",
  policy: { get: anyOf(["read", "hr"], ["read", "stampingsLog"], ["read", "audit"]) },
};

/** A stamp record's history for HR and auditors: its stream replayed (the original and every change); another company's stamp is a 404. */
export async function loader({ request, params }: LoaderFunctionArgs) {
  const user = await authorizeGet(request, handle);
  const sql = await getSql();
  const { id, personId } = await scopedRecord(sql, user, "stamp", params.stampId, { includeErased: true });
  const history = await loadRecordHistory(sql, stampHistory, id, historyRequestOf(request.url));
  const month = history?.current.stampedAt ? zurichDateOf(history.current.stampedAt).slice(0, 7) : "";
  const stampsOf = { to: `/app/hr/users/${personId}/stamps?month=${month}`, label: "stamping.hr.back" };
  const back = can(user.access, "read", "audit") ? { to: "/app/audit", label: "audit.title" } : stampsOf;
  const { page } = await historyPage(sql, request, history, { heading: "stamping.history.title", values: { id }, person: personId, back });
  const correctable = can(user.access, "update", "stampingsLog") && history?.current.status === "ACTIVE" && user.id !== personId;
  return { page, edit: correctable ? `/app/hr/users/${personId}/stamps/${id}/edit` : null };
}

export default function HrStampHistory() {
  const { page, edit } = useLoaderData<typeof loader>();
  const { t } = useTranslation();
  const correct = edit ? (
    <Link to={edit} className={s.buttonSecondary}>
      {t("stamping.hr.correct_title")}
    </Link>
  ) : undefined;
  return <HistoryPage page={page} actions={correct} />;
}

export const meta: MetaFunction<typeof loader> = ({ data }) => [{ title: data ? `${data.page.heading} · Cantiere` : "Cantiere" }];
