// What a decision taken through a delegation adds to its event (ADR-0088): `by` decided through
// delegation `delegationId` on behalf of the approver `onBehalfOf`. Part of the stored shapes of
// LeaveApproved, LeaveRejected, ExpenseApproved and ExpenseRejected: optional, because every
// decision recorded before it (and every one an approver takes themselves) has neither field.
// The fields' schemas are in ./on-behalf-schema: this module stays without zod, the deciders run in the browser too.

export interface OnBehalf {
  onBehalfOf?: number;
  delegationId?: number;
}

/** The fields to record for a decision: both when taken through a delegation, none otherwise. */
export function onBehalfOf(d: { delegationId: number; delegatorId: number } | null | undefined): OnBehalf {
  return d ? { onBehalfOf: d.delegatorId, delegationId: d.delegationId } : {};
}
