// Withdrawing a pending expense asks first, like a delete (app/ui/confirm.tsx): without JavaScript
// the button is a link to `?withdraw=<id>` and the page renders the confirmation step itself; with
// JavaScript the same form opens in a dialog. Withdrawing is final.
import { getFormProps, useForm } from "@conform-to/react";
import { Dialog, DialogPanel, DialogTitle } from "@headlessui/react";
import { Form, Link, useLocation } from "@remix-run/react";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { withdrawExpenseSchema } from "~/domain/expense/schema";
import { parseForm } from "../forms/parse";
import { useHydrated } from "../confirm";
import * as c from "../confirm.css";
import { CsrfInput } from "../csrf";
import * as s from "../shell.css";

interface WithdrawProps {
  expenseId: number;
  version: number;
  commandId: string;
  /** the page the form posts to and "cancel" goes back to */
  cancelTo: string;
  error?: string | null;
  onCancel?: () => void;
  titleId?: string;
}

export function ConfirmWithdrawExpenseForm({ expenseId, version, commandId, cancelTo, error, onCancel, titleId }: WithdrawProps) {
  const { t } = useTranslation();
  // the same schema the action parses (only hidden fields: a tampered one is refused before it is sent)
  const [form] = useForm({ id: `withdraw-expense-${expenseId}`, shouldValidate: "onSubmit", onValidate: ({ formData }) => parseForm(formData, { schema: withdrawExpenseSchema }) });
  return (
    <Form method="post" {...getFormProps(form)} className={c.form} action={cancelTo}>
      <h2 className={c.title} id={titleId}>
        {t("expense.list.withdraw_title")}
      </h2>
      <p>{t("expense.list.withdraw_text")}</p>
      <CsrfInput />
      <input type="hidden" name="intent" value="withdraw-expense" />
      <input type="hidden" name="expenseId" value={expenseId} />
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
            {t("expense.list.cancel")}
          </button>
        ) : (
          <Link to={cancelTo} className={s.buttonSecondary}>
            {t("expense.list.cancel")}
          </Link>
        )}
        <button type="submit" className={s.button}>
          {t("expense.list.withdraw_confirm")}
        </button>
      </div>
    </Form>
  );
}

/** The withdraw button of a pending row: a link to the confirmation step, or with JavaScript a dialog. */
export function WithdrawExpenseButton(props: Omit<WithdrawProps, "cancelTo" | "onCancel" | "titleId" | "error"> & { label: string }) {
  const { t } = useTranslation();
  const hydrated = useHydrated();
  const location = useLocation();
  const [open, setOpen] = useState(false);
  const params = new URLSearchParams(location.search);
  params.set("withdraw", String(props.expenseId));
  return (
    <>
      <Link
        to={`?${params}`}
        className={s.buttonSecondary}
        aria-label={`${t("expense.list.withdraw")} ${props.label}`}
        onClick={(ev) => {
          if (!hydrated) return;
          ev.preventDefault();
          setOpen(true);
        }}
      >
        {t("expense.list.withdraw")}
      </Link>
      {hydrated ? (
        <Dialog open={open} onClose={() => setOpen(false)} className={c.dialog}>
          <div className={c.backdrop} aria-hidden="true" />
          <div className={c.center}>
            <DialogPanel className={c.panel}>
              <DialogTitle className="visually-hidden">{t("expense.list.withdraw_title")}</DialogTitle>
              <ConfirmWithdrawExpenseForm {...props} cancelTo={location.pathname} onCancel={() => setOpen(false)} />
            </DialogPanel>
          </div>
        </Dialog>
      ) : null}
    </>
  );
}
