import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { authorizeGet } from "~/auth/policy.server";
import { anyOf, type Policy } from "~/domain/access/policy";
import { formatDateTime } from "~/domain/shared/format";
import { auditActors, auditLog, auditRequestOf } from "~/events/queries/audit.server";
import { peopleNames } from "~/events/queries/history.server";
import { getT } from "~/i18n/i18next.server";
import { getSql } from "~/runtime.server";
import { AuditFilters, AuditTable, type AuditRowView } from "~/ui/history/audit-log";
import * as h from "~/ui/history/history.css";
import { AUDIT_EVENT_TYPES, RECORD_TYPES } from "~/ui/history/record-types";

export const handle: { i18n: string; title: string; policy: Policy } = { i18n: "common", title: "audit.title", policy: { get: anyOf(["read", "audit"]) } };

/** The event log, newest first, filtered and paged from the URL; each event links to its record's history. */
export async function loader({ request }: LoaderFunctionArgs) {
  await authorizeGet(request, handle);
  const { filter, page } = auditRequestOf(request.url, { streamTypes: RECORD_TYPES.map((r) => r.streamType), eventTypes: AUDIT_EVENT_TYPES });
  const sql = await getSql();
  const [log, actors] = await Promise.all([auditLog(sql, filter, page), auditActors(sql)]);
  const names = await peopleNames(sql, log.rows.flatMap((r) => (r.actorId === null ? [] : [r.actorId])));
  const t = await getT(request);
  const who = (id: number | null) => (id === null ? t("history.system") : names[String(id)] ?? t("history.unknown_person", { id }));
  return {
    heading: t("audit.title"),
    filter: {
      type: filter.streamType ?? "",
      event: filter.eventType ?? "",
      actor: filter.actorId === null ? "" : String(filter.actorId),
      from: filter.from ?? "",
      to: filter.to ?? "",
    },
    actors: actors.map((a) => ({ id: a.id, name: a.name ?? t("history.unknown_person", { id: a.id }) })),
    rows: log.rows.map(
      (r): AuditRowView => ({
        position: r.position,
        when: formatDateTime(r.recordedAt),
        streamType: r.streamType,
        recordId: r.recordId,
        version: r.version,
        type: r.type,
        who: who(r.actorId),
      }),
    ),
    older: log.older,
    newer: log.newer,
  };
}

export default function AuditLog() {
  const d = useLoaderData<typeof loader>();
  const { t } = useTranslation();
  return (
    <div className={h.page}>
      <h1 className={h.title}>{d.heading}</h1>
      <p className={h.muted}>{t("audit.intro")}</p>
      <AuditFilters filter={d.filter} actors={d.actors} />
      <AuditTable rows={d.rows} older={d.older} newer={d.newer} />
    </div>
  );
}

export const meta: MetaFunction<typeof loader> = ({ data }) => [{ title: data ? `${data.heading} · Cantiere` : "Cantiere" }];
