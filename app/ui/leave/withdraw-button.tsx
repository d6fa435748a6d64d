// Withdrawing a pending leave request asks first (ConfirmWithdrawStep in app/ui/confirm.tsx, shared
// with expenses): without JavaScript a link to `?withdraw=<id>` and the page renders the step; with
// JavaScript the same form in a dialog. Withdrawing is final.
import { ConfirmWithdrawStep, WithdrawStepButton, type WithdrawSpec, type WithdrawStepProps } from "../confirm";

const LEAVE: WithdrawSpec = { idField: "leaveId", intent: "withdraw-leave-request", texts: "leave.list" };

type Props = Omit<WithdrawStepProps, "id"> & { leaveId: number };

export function ConfirmWithdrawForm({ leaveId, ...rest }: Props) {
  return <ConfirmWithdrawStep spec={LEAVE} id={leaveId} {...rest} />;
}

/** The withdraw button of a pending leave row: a link to the confirmation step, or with JavaScript a dialog. */
export function WithdrawButton({ leaveId, version, commandId }: Pick<Props, "leaveId" | "version" | "commandId">) {
  return <WithdrawStepButton spec={LEAVE} id={leaveId} version={version} commandId={commandId} />;
}
