// HR's new-expense page, for anyone (the person chosen in the form) and for one person: the way
// back, the heading and the empty form.
import { Link } from "@remix-run/react";
import * as s from "~/ui/shell.css";
import * as e from "./expense.css";
import { ExpenseForm, type ExpenseFormProps } from "./expense-form";

export interface ExpenseNewPageData {
  heading: string;
  commandId: string;
  sites: ExpenseFormProps["sites"];
  /** the people to choose from (HR's form for anyone) */
  people?: ExpenseFormProps["people"];
}

/** `back`: where the way back and the form's cancel lead. */
export function ExpenseNewPage({ d, back, answer }: { d: ExpenseNewPageData; back: { to: string; label: string }; answer: { result: ExpenseFormProps["lastResult"]; fileSent?: unknown } | undefined }) {
  return (
    <section className={`${s.card} ${e.page}`} style={{ maxWidth: "48rem" }}>
      <p>
        <Link to={back.to}>← {back.label}</Link>
      </p>
      <h1 className={s.heading}>{d.heading}</h1>
      <ExpenseForm
        intent="submit-expense"
        defaults={{}}
        commandId={d.commandId}
        expectedVersion={0}
        lastResult={answer?.result}
        fileSent={answer?.fileSent === true}
        cancelTo={back.to}
        sites={d.sites}
        people={d.people}
      />
    </section>
  );
}
