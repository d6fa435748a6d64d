// Deletes ask first ('Confirm delete' / 'Are you sure you want to delete this item?'), and so does
// withdrawing a pending request (leave, expense: final too). Without JavaScript the button is a link
// to `?confirm=<id>` (`?withdraw=<id>`) and the page renders the confirmation step itself; with
// JavaScript the same form opens in a Headless UI dialog. One link-or-dialog (ConfirmLink) serves both.
// An irreversible action also needs the `non_reversible_operation` box (checked on the server too).
import { Form, Link, useLocation } from "@remix-run/react";
import { useEffect, useState, type ReactNode } from "react";
import { WithHeadless } from "./headless";
import { useTranslation } from "~/i18n/react";
import type { TFunction } from "i18next";
import { CsrfInput } from "./csrf";
import { HandErrorSummary } from "./forms/error-summary";
import { errorsText } from "./forms/messages";
import * as c from "./confirm.css";
import * as s from "./shell.css";

export function useHydrated(): boolean {
  const [hydrated, setHydrated] = useState(false);
  useEffect(() => setHydrated(true), []);
  return hydrated;
}

/** A confirmation step's buttons: cancel (a link back without JavaScript, closing the dialog with it) and the submit. */
function ConfirmButtons({ cancelTo, onCancel, cancel, confirm }: { cancelTo: string; onCancel?: () => void; cancel: string; confirm: string }) {
  return (
    <div className={c.buttons}>
      {onCancel ? (
        <button type="button" className={s.buttonSecondary} onClick={onCancel}>
          {cancel}
        </button>
      ) : (
        <Link to={cancelTo} className={s.buttonSecondary}>
          {cancel}
        </Link>
      )}
      <button type="submit" className={s.button}>
        {confirm}
      </button>
    </div>
  );
}

interface ConfirmFormProps {
  id: number;
  commandId: string;
  irreversible?: boolean;
  error?: string | null;
  /** where "cancel" goes without JavaScript */
  cancelTo: string;
  onCancel?: () => void;
  titleId?: string;
  /** prefix of the element ids, so two copies of the form never share one */
  idPrefix?: string;
}

export function ConfirmDeleteForm({ id, commandId, irreversible, error, cancelTo, onCancel, titleId, idPrefix = "ack" }: ConfirmFormProps) {
  const { t } = useTranslation();
  const ack = `${idPrefix}-${id}`;
  return (
    <Form method="post" className={c.form}>
      <h2 className={c.title} id={titleId}>
        {t("confirm.delete_title")}
      </h2>
      <p>{t("confirm.delete_text")}</p>
      <CsrfInput />
      <input type="hidden" name="intent" value="delete" />
      <input type="hidden" name="id" value={id} />
      <input type="hidden" name="commandId" value={commandId} />
      {irreversible ? (
        <div className={s.checkboxRow}>
          <input type="checkbox" id={ack} name="acknowledged" aria-describedby={error ? `${ack}-error` : undefined} />
          <label htmlFor={ack}>{t("non_reversible_operation")}</label>
        </div>
      ) : (
        <input type="hidden" name="acknowledged" value="on" />
      )}
      {error ? (
        <p className={s.formError} role="alert" id={`${ack}-error`}>
          {error}
        </p>
      ) : null}
      <ConfirmButtons cancelTo={cancelTo} onCancel={onCancel} cancel={t("confirm.cancel")} confirm={t("confirm.delete")} />
    </Form>
  );
}

/**
 * A row's button that asks first: a link to `?<param>=<id>` (the page renders the step), or with
 * JavaScript the same step in a dialog. `step` renders the form, given where "cancel" goes and how
 * the dialog closes.
 */
function ConfirmLink({
  param,
  id,
  text,
  ariaLabel,
  dialogTitle,
  reopen,
  step,
}: {
  param: string;
  id: number;
  text: string;
  ariaLabel?: string;
  dialogTitle: string;
  /** a refusal from the server (say, the box not ticked) reopens the dialog with its message */
  reopen?: unknown;
  step: (cancelTo: string, close: () => void) => ReactNode;
}) {
  const hydrated = useHydrated();
  const location = useLocation();
  const [open, setOpen] = useState(false);
  useEffect(() => {
    if (reopen) setOpen(true);
  }, [reopen]);
  const params = new URLSearchParams(location.search);
  params.set(param, String(id));
  return (
    <>
      <Link
        to={`?${params}`}
        className={s.buttonSecondary}
        aria-label={ariaLabel}
        onClick={(e) => {
          if (!hydrated) return;
          e.preventDefault();
          setOpen(true);
        }}
      >
        {text}
      </Link>
      {hydrated ? (
        <WithHeadless
          when={open}
          render={({ Dialog, DialogPanel, DialogTitle }) => (
            <Dialog open={open} onClose={() => setOpen(false)} className={c.dialog}>
              <div className={c.backdrop} aria-hidden="true" />
              <div className={c.center}>
                <DialogPanel className={c.panel}>
                  <DialogTitle className="visually-hidden">{dialogTitle}</DialogTitle>
                  {step(location.pathname, () => setOpen(false))}
                </DialogPanel>
              </div>
            </Dialog>
          )}
        />
      ) : null}
    </>
  );
}

/** The delete button of a row: a link to the confirmation step, or with JavaScript a dialog. */
export function DeleteButton({ id, commandId, irreversible, label, error }: { id: number; commandId: string; irreversible?: boolean; label?: string; error?: string | null }) {
  const { t } = useTranslation();
  return (
    <ConfirmLink
      param="confirm"
      id={id}
      text={label ?? t("confirm.delete")}
      dialogTitle={t("confirm.delete_title")}
      reopen={error}
      step={(cancelTo, close) => (
        <ConfirmDeleteForm id={id} commandId={commandId} irreversible={irreversible} error={error} cancelTo={cancelTo} onCancel={close} idPrefix="dialog-ack" />
      )}
    />
  );
}

/** What a withdraw step names: the field that carries the record's id, the form's intent, and where its texts are ("leave.list"). */
export interface WithdrawSpec {
  idField: string;
  intent: string;
  /** the translation keys' prefix: <texts>.withdraw, .withdraw_title, .withdraw_text, .withdraw_confirm, .cancel */
  texts: string;
}

export interface WithdrawStepProps {
  id: number;
  version: number;
  commandId: string;
  /** the page the form posts to and "cancel" goes back to */
  cancelTo: string;
  error?: string | null;
  onCancel?: () => void;
  titleId?: string;
}

/**
 * The confirmation step of a command on one versioned record (withdraw a request, remove a document):
 * the question, the hidden intent, record id, command id and expected version, the refusal if any,
 * and the buttons. Rendered by the page (without JavaScript) or in a dialog.
 */
export function ConfirmCommandStep({
  title,
  text,
  intent,
  idField,
  id,
  version,
  commandId,
  error,
  cancelTo,
  onCancel,
  titleId,
  cancel,
  confirm,
  action,
  irreversible,
  ackError,
  hidden,
  encType,
}: {
  title: string;
  text: string;
  intent: string;
  /** the field naming the record, when the page names none itself */
  idField?: string;
  id?: number | string;
  /** the record's version the user saw; absent for a command that checks none (a team member's removal) */
  version?: number;
  commandId: string;
  error?: string | null;
  cancelTo: string;
  onCancel?: () => void;
  titleId?: string;
  cancel: string;
  confirm: string;
  /** where the form posts; the current page when absent */
  action?: string;
  /** an irreversible command: the `non_reversible_operation` box, which the server's schema requires too */
  irreversible?: boolean;
  /** the box's refusal (shown beside it) */
  ackError?: string | null;
  /** more hidden fields the command's form carries (the post of a comment, the feed's size, …) */
  hidden?: Record<string, string | number>;
  /** a route that reads multipart forms (one with uploads) */
  encType?: "multipart/form-data";
}) {
  const { t } = useTranslation();
  const ack = `${intent}-ack${id === undefined ? "" : `-${id}`}${onCancel ? "-dialog" : ""}`;
  return (
    <Form method="post" className={c.form} action={action} encType={encType} id={`${ack}-form`}>
      <HandErrorSummary formId={`${ack}-form`} errors={irreversible && ackError ? { acknowledged: ackError } : null} idOf={() => ack} translated />
      <h2 className={c.title} id={titleId}>
        {title}
      </h2>
      <p>{text}</p>
      <CsrfInput />
      <input type="hidden" name="intent" value={intent} />
      {idField && id !== undefined ? <input type="hidden" name={idField} value={id} /> : null}
      <input type="hidden" name="commandId" value={commandId} />
      {version === undefined ? null : <input type="hidden" name="expectedVersion" value={version} />}
      {Object.entries(hidden ?? {}).map(([name, value]) => (
        <input key={name} type="hidden" name={name} value={value} />
      ))}
      {irreversible ? (
        <div className={s.checkboxRow}>
          <input type="checkbox" id={ack} name="acknowledged" aria-invalid={ackError ? true : undefined} aria-describedby={ackError ? `${ack}-error` : undefined} />
          <label htmlFor={ack}>{t("non_reversible_operation")}</label>
        </div>
      ) : null}
      {ackError ? (
        <p className={s.formError} role="alert" id={`${ack}-error`}>
          {ackError}
        </p>
      ) : null}
      {error ? (
        <p className={s.formError} role="alert">
          {error}
        </p>
      ) : null}
      <ConfirmButtons cancelTo={cancelTo} onCancel={onCancel} cancel={cancel} confirm={confirm} />
    </Form>
  );
}

/** The confirmation step of withdrawing a pending request (final), rendered by the page or in the dialog. */
export function ConfirmWithdrawStep({ spec, id, cancelTo, ...rest }: WithdrawStepProps & { spec: WithdrawSpec }) {
  const { t } = useTranslation();
  return (
    <ConfirmCommandStep
      {...rest}
      title={t(`${spec.texts}.withdraw_title`)}
      text={t(`${spec.texts}.withdraw_text`)}
      intent={spec.intent}
      idField={spec.idField}
      id={id}
      cancelTo={cancelTo}
      action={cancelTo}
      cancel={t(`${spec.texts}.cancel`)}
      confirm={t(`${spec.texts}.withdraw_confirm`)}
    />
  );
}

/** The withdraw button of a pending row: a link to `?withdraw=<id>`, or with JavaScript the step in a dialog. `label` names the row for screen readers. */
export function WithdrawStepButton({ spec, id, version, commandId, label }: { spec: WithdrawSpec; id: number; version: number; commandId: string; label?: string }) {
  const { t } = useTranslation();
  const text = t(`${spec.texts}.withdraw`);
  return (
    <ConfirmLink
      param="withdraw"
      id={id}
      text={text}
      ariaLabel={label ? `${text} ${label}` : undefined}
      dialogTitle={t(`${spec.texts}.withdraw_title`)}
      step={(cancelTo, close) => <ConfirmWithdrawStep spec={spec} id={id} version={version} commandId={commandId} cancelTo={cancelTo} onCancel={close} />}
    />
  );
}

/** A refused confirmation step's messages: the box's (beside it) and any other (the command's reason, a conflict). */
export function confirmRefusal(t: TFunction, error: Record<string, string[] | null> | null | undefined): { ackError: string | null; error: string | null } {
  const all = Object.entries(error ?? {});
  const ack = all.filter(([k]) => k === "acknowledged").flatMap(([, v]) => v ?? []);
  const other = all.filter(([k]) => k !== "acknowledged").flatMap(([, v]) => v ?? []);
  return { ackError: ack.length ? errorsText(t, ack) : null, error: other.length ? errorsText(t, other) : null };
}
