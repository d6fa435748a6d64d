// A calendar item's detail page (the popup of the spec, without JavaScript): what, when, how long,
// where, the edit link this user may follow (a pending leave's opens its form, a decided one its history), and the delete this
// user may do (an event's, a stamp's), asked first: without JavaScript a link to `?delete=1`, where
// the page shows the confirmation step; in the calendar's dialog the same step replaces the detail.
import type { SubmissionResult } from "@conform-to/react";
import { Link, useNavigation } from "@remix-run/react";
import { useEffect, useState } from "react";
import { useTranslation } from "~/i18n/react";
import type { ItemDetail, ItemRemove } from "./calendar-types";
import { ConfirmCommandStep } from "../confirm";
import * as cf from "../confirm.css";
import { refusedText } from "../forms/messages";
import * as s from "../shell.css";
import { DeleteStampForm } from "../stamping/delete-stamp-form";
import * as c from "./calendar.css";

/** What the detail page's action answered when it refused a delete (the form's values kept). */
export interface ItemRefusal {
  intent: string | null;
  result: SubmissionResult<string[]>;
}

/** The confirmation step of the item's delete: an event's (a question) or a stamp's (a question and a reason). */
function RemoveStep({ r, refused, cancelTo, onCancel }: { r: ItemRemove; refused: SubmissionResult<string[]> | undefined; cancelTo: string; onCancel?: () => void }) {
  const { t } = useTranslation();
  if (r.intent === "delete-stamp") {
    return <DeleteStampForm commandId={r.commandId} version={r.version} cancelTo={cancelTo} lastResult={refused} action={r.action} onCancel={onCancel} />;
  }
  return (
    <ConfirmCommandStep
      title={t("confirm.delete_title")}
      text={t("confirm.delete_text")}
      intent="cancel-calendar-event"
      idField="eventId"
      id={r.recordId}
      version={r.version}
      commandId={r.commandId}
      error={refusedText(t, refused)}
      cancelTo={cancelTo}
      onCancel={onCancel}
      titleId="delete-item-title"
      action={r.action}
      cancel={t("calendar.event.cancel")}
      confirm={t("calendar.event.delete")}
    />
  );
}

const pathOf = (to: string | undefined) => (to ? new URL(to, "http://x").pathname : null);

/** An item's detail: as a page (a link back to the calendar), or in the calendar's dialog (`onClose`: a close button instead). */
export function CalendarItemDetail({ d, onClose, refused }: { d: ItemDetail; onClose?: () => void; refused?: ItemRefusal | null }) {
  const { t } = useTranslation();
  const [asking, setAsking] = useState(false);
  const refusal = d.remove && refused?.intent === d.remove.intent ? refused.result : undefined;
  const confirming = d.remove !== null && (onClose ? asking : d.confirming || refusal !== undefined);
  // in the dialog: once the delete is sent, the dialog closes (and its fetcher goes, so the deleted
  // item is not read again); the calendar, or the refusal on the item's page, follows
  const navigation = useNavigation();
  const sending = navigation.state === "submitting" && d.remove !== null && pathOf(navigation.formAction) === pathOf(d.remove.action);
  useEffect(() => {
    if (onClose && sending) onClose();
  }, [onClose, sending]);
  if (d.remove && confirming) {
    return (
      <section
        className={c.panel}
        role="alertdialog"
        aria-labelledby={d.remove.intent === "delete-stamp" ? "delete-stamp-title" : "delete-item-title"}
        data-item={d.id}
        data-kind={d.kind}
      >
        <p className={cf.inline}>
          <strong>{d.title}</strong> · {d.period}
        </p>
        <RemoveStep r={d.remove} refused={refusal} cancelTo={d.remove.action} onCancel={onClose ? () => setAsking(false) : undefined} />
      </section>
    );
  }
  return (
    <section className={c.panel} aria-labelledby={onClose ? undefined : "item-title"} data-item={d.id} data-kind={d.kind}>
      {onClose ? null : (
        <p>
          <Link to={d.back}>← {t("calendar.detail.back")}</Link>
        </p>
      )}
      <h2 id={onClose ? "item-dialog-title" : "item-title"} className={c.heading}>
        {d.title}
      </h2>
      <dl className={c.detail}>
        <dt>{t("calendar.detail.kind")}</dt>
        <dd>{d.kindLabel}</dd>
        <dt>{t("calendar.detail.when")}</dt>
        <dd>{d.period}</dd>
        {d.duration ? (
          <>
            <dt>{t("calendar.detail.duration")}</dt>
            <dd data-minutes={d.minutes}>{d.duration}</dd>
          </>
        ) : null}
        {d.place ? (
          <>
            <dt>{t("calendar.detail.place")}</dt>
            <dd>{d.place}</dd>
          </>
        ) : null}
        {d.description ? (
          <>
            <dt>{t("calendar.detail.description")}</dt>
            <dd>{d.description}</dd>
          </>
        ) : null}
        {d.kind === "events" ? (
          <>
            <dt>{t("calendar.detail.visibility")}</dt>
            <dd>{d.isPublic ? t("calendar.detail.public") : t("calendar.detail.private")}</dd>
          </>
        ) : null}
      </dl>
      {d.edit || d.remove || onClose ? (
        <p className={c.group}>
          {d.edit ? (
            <Link to={d.edit.to} className={c.linkButton}>
              {d.edit.label}
            </Link>
          ) : null}
          {d.remove ? (
            <Link
              to={d.remove.confirmTo}
              className={s.buttonSecondary}
              onClick={
                onClose
                  ? (e) => {
                      e.preventDefault();
                      setAsking(true);
                    }
                  : undefined
              }
            >
              {d.remove.label}
            </Link>
          ) : null}
          {onClose ? (
            <button type="button" className={s.buttonSecondary} onClick={onClose}>
              {t("calendar.detail.close")}
            </button>
          ) : null}
        </p>
      ) : null}
    </section>
  );
}
