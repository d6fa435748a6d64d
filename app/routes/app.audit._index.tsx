import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { useTranslation } from "~/i18n/react";
import { authorizeGet } from "~/auth/policy.server";
import { anyOf, type Policy } from "~/domain/access/policy";
import { formatDateTime } from "~/domain/shared/format";
import { auditActors, auditLog } from "~/events/queries/audit.server";
import { auditRequestOf, exportQueryOf } from "~/http/history-pages.server";
import { peopleNames } from "~/events/queries/people.server";
import { getT } from "~/i18n/i18next.server";
import { getSql } from "~/runtime.server";
import { AuditExportLinks, AuditFilters, AuditTable, type AuditRowView } from "~/ui/history/audit-log";
import * as h from "~/ui/history/history.css";
import { AUDIT_EVENT_TYPES, RECORD_TYPES } from "~/ui/history/record-types.server";
import { personChoices } from "~/ui/people/person-choices";

export const handle: { i18n: string; title: string; policy: Policy } = { i18n: "common", title: "audit.title", policy: { get: anyOf(["read", "audit"]) } };

/**
 * The event log, newest first, filtered and paged from the URL; each event links to its record's
 * history. A refused period (not a date, or "from" after "to") is shown beside its field with the
 * dates as typed, and no list is read for it (the page itself answers as usual: a filter, not a failure).
 */
export async function loader({ request }: LoaderFunctionArgs) {
  await authorizeGet(request, handle);
  const { filter, page, period } = auditRequestOf(request.url, { streamTypes: RECORD_TYPES.map((r) => r.streamType), eventTypes: AUDIT_EVENT_TYPES });
  const refused = Boolean(period.errors.from || period.errors.to);
  const sql = await getSql();
  const [log, actors] = await Promise.all([refused ? { rows: [], older: null, newer: null } : auditLog(sql, filter, page), auditActors(sql)]);
  const names = await peopleNames(sql, log.rows.flatMap((r) => (r.actorId === null ? [] : [r.actorId])));
  const t = await getT(request);
  const who = (id: number | null) => (id === null ? t("history.system") : names[String(id)] ?? t("history.unknown_person", { id }));
  return {
    heading: t("audit.title"),
    refused,
    filter: {
      type: filter.streamType ?? "",
      event: filter.eventType ?? "",
      actor: filter.actorId === null ? "" : String(filter.actorId),
      from: period.raw.from,
      to: period.raw.to,
      errors: {
        from: period.errors.from ? t(period.errors.from) : undefined,
        to: period.errors.to ? t(period.errors.to) : undefined,
      },
    },
    actors: personChoices(actors.map((a) => ({ ...a, name: a.name ?? t("history.unknown_person", { id: a.id }) }))).map((a) => ({ id: a.id, name: a.label })),
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
    exportQuery: exportQueryOf(request.url),
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
      {d.refused ? null : <AuditExportLinks query={d.exportQuery} />}
      {d.refused ? null : <AuditTable rows={d.rows} older={d.older} newer={d.newer} />}
    </div>
  );
}

export const meta: MetaFunction<typeof loader> = ({ data }) => [{ title: data ? `${data.heading} · Cantiere` : "Cantiere" }];
