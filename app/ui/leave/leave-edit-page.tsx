// The leave form's edit page, for the person's own request and for HR's page of that person: the
// summary with the request's history and PDF, and the form while the request is pending (else why
// it cannot be edited).
import { Link } from "@remix-run/react";
import type { SubmissionResult } from "@conform-to/react";
import type { LeaveStatus } from "~/domain/leave/types";
import { useTranslation } from "~/i18n/react";
import * as s from "~/ui/shell.css";
import * as l from "./leave.css";
import { LeaveForm } from "./leave-form";
import { PdfLinks } from "./pdf-links";
import { StatusBadge } from "./status-badge";

export interface LeaveEditPageData {
  heading: string;
  id: number;
  status: LeaveStatus;
  type: string;
  from: string;
  to: string;
  /** who decided the request and when (HR's page) */
  decided?: string | null;
  editable: boolean;
  defaults: Record<string, string>;
  version: number;
  commandId: string;
}

/**
 * `back`: the way back above the heading (the page's own, an h1); null where the person's header
 * stands above, with the person's name as the h1 (the heading an h2). `records`: where the
 * request's history and PDF are (`{records}/{id}/history`, `…/pdf`).
 */
export function LeaveEditPage({ d, back, records, cancelTo, lastResult }: { d: LeaveEditPageData; back: { to: string; label: string } | null; records: string; cancelTo: string; lastResult: SubmissionResult<string[]> | undefined }) {
  const { t } = useTranslation();
  return (
    <section className={`${s.card} ${l.page}`}>
      {back ? (
        <>
          <p>
            <Link to={back.to}>← {back.label}</Link>
          </p>
          <h1 className={s.heading}>{d.heading}</h1>
        </>
      ) : (
        <h2 className={s.heading}>{d.heading}</h2>
      )}
      <p>
        {d.type} · {d.from} – {d.to} · <StatusBadge status={d.status} />
        {d.decided ? ` · ${d.decided}` : null} · <Link to={`${records}/${d.id}/history`}>{t("leave.history.link")}</Link> · <PdfLinks href={`${records}/${d.id}/pdf`} />
      </p>
      {d.editable ? (
        <LeaveForm intent="edit-leave-request" defaults={d.defaults} commandId={d.commandId} expectedVersion={d.version} lastResult={lastResult} cancelTo={cancelTo} />
      ) : (
        <p className={s.formError} role="alert">
          {t("edit_allow_only_on_pending")}
        </p>
      )}
    </section>
  );
}
