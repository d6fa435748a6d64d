// A pending request's approve and reject buttons on HR's list: two plain POST forms, each with its
// own command id and the version the user saw, so a double click stores one decision and a request
// someone else decided meanwhile answers with who did it (not an error page).
//
// Rendered for every pending row, so nothing here is asked per row (ADR-0091): plain `<form>`s with
// the action, the CSRF token and the labels the page worked out once (`DecisionForms`), and each
// form's command id made from the render's id, the request's id and the decision (rowCommandId).
// No handler per form either: with JavaScript the submit bubbles to the table, whose one
// `onSubmit` (the page's) sends a `data-decision` form through Remix, as `<Form
// preventScrollReset>` did; so the rows can stay the server's markup (staticRows, ADR-0145).
import { LEAVE_DECISIONS } from "~/domain/leave/commands";
import { rowCommandId } from "~/domain/shared/ids";
import type { Decision } from "~/domain/shared/approvable";
import * as s from "../shell.css";
import * as l from "./leave.css";

/** What every row's decision forms share on one render of the list. */
export interface DecisionForms {
  /** the list route's action with the list's query (useFormAction), as `<Form>` without an action posts */
  action: string;
  csrf: string;
  /** the render's id, the base of each form's command id */
  pageId: string;
  labels: Record<Decision, string>;
}

/** The form's number in its row's command id (rowCommandId): approve 0, reject 1. */
const FORM_OF: Record<Decision, number> = { approve: 0, reject: 1 };

export interface DecisionButtonsProps {
  leaveId: number;
  version: number;
  forms: DecisionForms;
  /** what the buttons act on, for screen readers ("Rossi Luca, Vacanza 13.04.2026") */
  what: string;
}

export function DecisionButtons({ leaveId, version, forms, what }: DecisionButtonsProps) {
  const one = (decision: Decision, className: string) => (
    <form method="post" action={forms.action} className={l.inlineForm} data-decision="">
      <input type="hidden" name="csrf" value={forms.csrf} />
      <input type="hidden" name="intent" value={LEAVE_DECISIONS[decision].intent} />
      <input type="hidden" name="leaveId" value={leaveId} />
      <input type="hidden" name="commandId" value={rowCommandId(forms.pageId, leaveId, FORM_OF[decision])} />
      <input type="hidden" name="expectedVersion" value={version} />
      <button type="submit" className={className} aria-label={`${forms.labels[decision]}: ${what}`}>
        {forms.labels[decision]}
      </button>
    </form>
  );
  return (
    <span className={l.actions}>
      {one("approve", s.button)}
      {one("reject", s.buttonSecondary)}
    </span>
  );
}
