// Approve and reject for a pending checklist: two plain forms carrying the version the row was
// shown at (the first decision wins; the other is told who decided first).
import { Form } from "@remix-run/react";
import { useTranslation } from "~/i18n/react";
import * as s from "../shell.css";
import * as cs from "./checklist.css";
import { Hidden } from "./form-bits";

export function DecisionForms({ id, version, commandIds, action, signed }: { id: number; version: number; commandIds: { approve: string; reject: string }; action: string; signed: boolean }) {
  const { t } = useTranslation();
  return (
    <div className={cs.filters}>
      <Form method="post" action={action}>
        <Hidden intent="approve-checklist" commandId={commandIds.approve} version={version} />
        <input type="hidden" name="checklistId" value={id} />
        <button type="submit" className={s.button} disabled={!signed} aria-describedby={signed ? undefined : `approve-why-${id}`}>
          {t("checklist.actions.approve")}
        </button>
        {signed ? null : <span id={`approve-why-${id}`}> {t("checklist.errors.not_signed")}</span>}
      </Form>
      <Form method="post" action={action}>
        <Hidden intent="reject-checklist" commandId={commandIds.reject} version={version} />
        <input type="hidden" name="checklistId" value={id} />
        <label>
          {t("checklist.fields.reason")} <input name="reason" className={s.input} maxLength={1000} />
        </label>{" "}
        <button type="submit" className={s.buttonSecondary}>
          {t("checklist.actions.reject")}
        </button>
      </Form>
    </div>
  );
}
