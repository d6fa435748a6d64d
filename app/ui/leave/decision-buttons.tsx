// A pending request's approve and reject buttons on HR's list: two plain POST forms, each with its
// own command id and the version the user saw, so a double click stores one decision and a request
// someone else decided meanwhile answers with who did it (not an error page).
import { Form } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { LEAVE_DECISIONS } from "~/domain/leave/commands";
import type { Decision } from "~/domain/shared/approvable";
import { CsrfInput } from "../csrf";
import * as s from "../shell.css";
import * as l from "./leave.css";

export interface DecisionButtonsProps {
  leaveId: number;
  version: number;
  approveCommandId: string;
  rejectCommandId: string;
  /** what the buttons act on, for screen readers ("Rossi Luca, Vacanza 13.04.2026") */
  what: string;
}

export function DecisionButtons({ leaveId, version, approveCommandId, rejectCommandId, what }: DecisionButtonsProps) {
  const { t } = useTranslation();
  const one = (decision: Decision, commandId: string, label: string, className: string) => (
    <Form method="post" preventScrollReset className={l.inlineForm}>
      <CsrfInput />
      <input type="hidden" name="intent" value={LEAVE_DECISIONS[decision].intent} />
      <input type="hidden" name="leaveId" value={leaveId} />
      <input type="hidden" name="commandId" value={commandId} />
      <input type="hidden" name="expectedVersion" value={version} />
      <button type="submit" className={className} aria-label={`${label}: ${what}`}>
        {label}
      </button>
    </Form>
  );
  return (
    <span className={l.actions}>
      {one("approve", approveCommandId, t("leave.hr.approve"), s.button)}
      {one("reject", rejectCommandId, t("leave.hr.reject"), s.buttonSecondary)}
    </span>
  );
}
