import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { Link, useLoaderData } from "@remix-run/react";
import { useTranslation } from "~/i18n/react";
import { authorizeGet } from "~/auth/policy.server";
import { can } from "~/domain/access/permissions";
import { anyOf, type Policy } from "~/domain/access/policy";
import { stampHistory } from "~/domain/stamping/history.server";
import { zurichDateOf } from "~/domain/stamping/totals.server";
import { loadRecordHistory } from "~/events/queries/history.server";
import { historyForPage, historyRequestOf } from "~/http/history-pages.server";
import { peopleNames } from "~/events/queries/people.server";
import { getT } from "~/i18n/i18next.server";
import { notFound, scopedRecord } from "~/http/scope.server";
import { getSql } from "~/runtime.server";
import { RecordHistoryView } from "~/ui/history/history-view";
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
  if (!history) throw notFound();
  const t = await getT(request);
  const person = history.people[String(personId)] ?? (await peopleNames(sql, [personId]))[String(personId)];
  const month = history.current.stampedAt ? zurichDateOf(history.current.stampedAt).slice(0, 7) : "";
  return {
    heading: t("stamping.history.title", { id, person: person ?? t("history.unknown_person", { id: personId }) }),
    history: historyForPage(history),
    stampsOf: `/app/hr/users/${personId}/stamps?month=${month}`,
    edit: can(user.access, "update", "stampingsLog") && history.current.status === "ACTIVE" && user.id !== personId ? `/app/hr/users/${personId}/stamps/${id}/edit` : null,
    audit: can(user.access, "read", "audit"),
  };
}

export default function HrStampHistory() {
  const d = useLoaderData<typeof loader>();
  const { t } = useTranslation();
  return (
    <RecordHistoryView
      history={d.history}
      title={d.heading}
      back={d.audit ? { to: "/app/audit", label: t("audit.title") } : { to: d.stampsOf, label: t("stamping.hr.back") }}
      actions={
        d.edit ? (
          <Link to={d.edit} className={s.buttonSecondary}>
            {t("stamping.hr.correct_title")}
          </Link>
        ) : undefined
      }
    />
  );
}

export const meta: MetaFunction<typeof loader> = ({ data }) => [{ title: data ? `${data.heading} · Cantiere` : "Cantiere" }];
