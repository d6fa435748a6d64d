// The filtered event log as a download (ADR-0087): `?format=csv` (the default) or `?format=jsonl`,
// with the audit page's own filter parameters. Streamed from a cursor: the download starts at once
// and the server never holds the whole log. Auditors and administrators only (read audit).
import type { LoaderFunctionArgs } from "@remix-run/node";
import { zurichToday } from "~/clock.server";
import { fileHeaders } from "~/auth/security-headers.server";
import { authorizeGet } from "~/auth/policy.server";
import { anyOf, type Policy } from "~/domain/access/policy";
import { auditExportStream, EXPORT_COLUMNS } from "~/events/queries/audit-export.server";
import { auditRequestOf } from "~/http/history-pages.server";
import { getT } from "~/i18n/i18next.server";
import { getSql } from "~/runtime.server";
import { AUDIT_EVENT_TYPES, RECORD_TYPES } from "~/ui/history/record-types.server";
import { queryParams } from "~/domain/shared/query-params";
import { localRedirect } from "~/http/local-redirect.server";

export const handle: { policy: Policy } = { policy: { get: anyOf(["read", "audit"]) } };

export async function loader({ request }: LoaderFunctionArgs) {
  await authorizeGet(request, handle);
  const url = new URL(request.url);
  const { filter, period } = auditRequestOf(url, { streamTypes: RECORD_TYPES.map((r) => r.streamType), eventTypes: AUDIT_EVENT_TYPES });
  // a refused period is explained on the log's page, beside the field, with the dates as typed
  if (period.errors.from || period.errors.to) {
    url.searchParams.delete("format");
    throw localRedirect(`/app/audit${url.search}`, "/app/audit", 303);
  }
  const format = queryParams(url).get("format") === "jsonl" ? "jsonl" : "csv";
  const t = await getT(request);
  const day = zurichToday().toString().replace(/-/g, "");
  const body = auditExportStream(await getSql(), filter, format, EXPORT_COLUMNS.map((c) => t(`audit.export.column.${c}`)));
  return new Response(body, {
    status: 200,
    headers: fileHeaders({
      "Content-Type": format === "csv" ? "text/csv; charset=utf-8" : "application/x-ndjson; charset=utf-8",
      "Content-Disposition": `attachment; filename="audit-log-${day}.${format}"`,
      // why: a proxy that buffers the response would hold the download back until the log's end
      "X-Accel-Buffering": "no",
    }),
  });
}
