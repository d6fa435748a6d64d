// Deletes ask first ('Confirm delete' / 'Are you sure you want to delete this item?').
// Without JavaScript the delete button is a link to `?confirm=<id>` and the page renders the
// confirmation step itself; with JavaScript the same form opens in a Headless UI dialog.
// An irreversible action also needs the `non_reversible_operation` box (checked on the server too).
import { Dialog, DialogPanel, DialogTitle } from "@headlessui/react";
import { Form, Link, useLocation } from "@remix-run/react";
import { useEffect, useState } from "react";
import { useTranslation } from "react-i18next";
import { CsrfInput } from "./csrf";
import * as c from "./confirm.css";
import * as s from "./shell.css";

export function useHydrated(): boolean {
  const [hydrated, setHydrated] = useState(false);
  useEffect(() => setHydrated(true), []);
  return hydrated;
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
      <div className={c.buttons}>
        {onCancel ? (
          <button type="button" className={s.buttonSecondary} onClick={onCancel}>
            {t("confirm.cancel")}
          </button>
        ) : (
          <Link to={cancelTo} className={s.buttonSecondary}>
            {t("confirm.cancel")}
          </Link>
        )}
        <button type="submit" className={s.button}>
          {t("confirm.delete")}
        </button>
      </div>
    </Form>
  );
}

/** The delete button of a row: a link to the confirmation step, or with JavaScript a dialog. */
export function DeleteButton({ id, commandId, irreversible, label, error }: { id: number; commandId: string; irreversible?: boolean; label?: string; error?: string | null }) {
  const { t } = useTranslation();
  const hydrated = useHydrated();
  const location = useLocation();
  const [open, setOpen] = useState(false);
  // a refusal from the server (say, the box not ticked) reopens the dialog with its message
  useEffect(() => {
    if (error) setOpen(true);
  }, [error]);
  const params = new URLSearchParams(location.search);
  params.set("confirm", String(id));
  return (
    <>
      <Link
        to={`?${params}`}
        className={s.buttonSecondary}
        onClick={(e) => {
          if (!hydrated) return;
          e.preventDefault();
          setOpen(true);
        }}
      >
        {label ?? t("confirm.delete")}
      </Link>
      {hydrated ? (
        <Dialog open={open} onClose={() => setOpen(false)} className={c.dialog}>
          <div className={c.backdrop} aria-hidden="true" />
          <div className={c.center}>
            <DialogPanel className={c.panel}>
              <DialogTitle className="visually-hidden">{t("confirm.delete_title")}</DialogTitle>
              <ConfirmDeleteForm id={id} commandId={commandId} irreversible={irreversible} error={error} cancelTo={location.pathname} onCancel={() => setOpen(false)} idPrefix="dialog-ack" />
            </DialogPanel>
          </div>
        </Dialog>
      ) : null}
    </>
  );
}
