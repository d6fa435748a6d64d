// Withdrawing a pending expense asks first (ConfirmWithdrawStep in app/ui/confirm.tsx, shared with
// leave): without JavaScript a link to `?withdraw=<id>` and the page renders the step; with
// JavaScript the same form in a dialog. Withdrawing is final.
import { ConfirmWithdrawStep, WithdrawStepButton, type WithdrawSpec, type WithdrawStepProps } from "../confirm";

const EXPENSE: WithdrawSpec = { idField: "expenseId", intent: "withdraw-expense", texts: "expense.list" };

type Props = Omit<WithdrawStepProps, "id"> & { expenseId: number };

export function ConfirmWithdrawExpenseForm({ expenseId, ...rest }: Props) {
  return <ConfirmWithdrawStep spec={EXPENSE} id={expenseId} {...rest} />;
}

/** The withdraw button of a pending expense row; `label` names the row for screen readers. */
export function WithdrawExpenseButton({ expenseId, version, commandId, label }: Pick<Props, "expenseId" | "version" | "commandId"> & { label: string }) {
  return <WithdrawStepButton spec={EXPENSE} id={expenseId} version={version} commandId={commandId} label={label} />;
}
