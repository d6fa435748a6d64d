// Withdrawing a pending request asks first, like a delete (app/ui/confirm.tsx): without JavaScript
// the button is a link to `?withdraw=<id>` and the page renders the confirmation step itself; with
// JavaScript the same form opens in a dialog. Withdrawing is final.
import { getFormProps, useForm } from "@conform-to/react";
import { Dialog, DialogPanel, DialogTitle } from "@headlessui/react";
import { Form, Link, useLocation } from "@remix-run/react";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { withdrawLeaveSchema } from "~/domain/leave/schema";
import { parseForm } from "../forms/parse";
import { useHydrated } from "../confirm";
import * as c from "../confirm.css";
import { CsrfInput } from "../csrf";
import * as s from "../shell.css";

interface WithdrawProps {
  leaveId: number;
  version: number;
  commandId: string;
  /** where "cancel" goes without JavaScript */
  cancelTo: string;
  error?: string | null;
  onCancel?: () => void;
  titleId?: string;
}

export function ConfirmWithdrawForm({ leaveId, version, commandId, cancelTo, error, onCancel, titleId }: WithdrawProps) {
  const { t } = useTranslation();
  // the same schema the action parses (only hidden fields: a tampered one is refused before it is sent)
  const [form] = useForm({ id: `withdraw-leave-${leaveId}`, shouldValidate: "onSubmit", onValidate: ({ formData }) => parseForm(formData, { schema: withdrawLeaveSchema }) });
  return (
    <Form method="post" {...getFormProps(form)} className={c.form} action={cancelTo}>
      <h2 className={c.title} id={titleId}>
        {t("leave.list.withdraw_title")}
      </h2>
      <p>{t("leave.list.withdraw_text")}</p>
      <CsrfInput />
      <input type="hidden" name="intent" value="withdraw-leave-request" />
      <input type="hidden" name="leaveId" value={leaveId} />
      <input type="hidden" name="commandId" value={commandId} />
      <input type="hidden" name="expectedVersion" value={version} />
      {error ? (
        <p className={s.formError} role="alert">
          {error}
        </p>
      ) : null}
      <div className={c.buttons}>
        {onCancel ? (
          <button type="button" className={s.buttonSecondary} onClick={onCancel}>
            {t("leave.list.cancel")}
          </button>
        ) : (
          <Link to={cancelTo} className={s.buttonSecondary}>
            {t("leave.list.cancel")}
          </Link>
        )}
        <button type="submit" className={s.button}>
          {t("leave.list.withdraw_confirm")}
        </button>
      </div>
    </Form>
  );
}

/** The withdraw button of a pending row: a link to the confirmation step, or with JavaScript a dialog. */
export function WithdrawButton(props: Omit<WithdrawProps, "cancelTo" | "onCancel" | "titleId" | "error">) {
  const { t } = useTranslation();
  const hydrated = useHydrated();
  const location = useLocation();
  const [open, setOpen] = useState(false);
  const params = new URLSearchParams(location.search);
  params.set("withdraw", String(props.leaveId));
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
        {t("leave.list.withdraw")}
      </Link>
      {hydrated ? (
        <Dialog open={open} onClose={() => setOpen(false)} className={c.dialog}>
          <div className={c.backdrop} aria-hidden="true" />
          <div className={c.center}>
            <DialogPanel className={c.panel}>
              <DialogTitle className="visually-hidden">{t("leave.list.withdraw_title")}</DialogTitle>
              <ConfirmWithdrawForm {...props} cancelTo={location.pathname} onCancel={() => setOpen(false)} />
            </DialogPanel>
          </div>
        </Dialog>
      ) : null}
    </>
  );
}
