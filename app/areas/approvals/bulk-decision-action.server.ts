// The bulk decision's POST (leave and expense requests), on the command action: both decisions of an
// area run the same confirmed batch (app/areas/approvals/bulk-decision.server.ts), each request its own
// command; a form that is not a confirmed batch is refused above the page (400).
import type { ActionFunctionArgs } from "@remix-run/node";
import type { ZodTypeAny } from "zod";
import type { PolicyHandle } from "~/auth/policy.server";
import type { ApprovableState } from "~/domain/shared/approvable";
import type { DomainEvent } from "~/domain/shared/decider";
import { applyBulkDecision, type BulkArea } from "~/areas/approvals/bulk-decision.server";
import { commandAction, expectedVersionOf, type IntentSpec } from "~/http/command-action.server";

export function bulkDecisionAction<S extends ApprovableState<unknown>, E extends DomainEvent, I extends string>(
  args: ActionFunctionArgs,
  handle: PolicyHandle,
  area: BulkArea<S, E>,
  schema: ZodTypeAny,
  intents: readonly [I, I],
) {
  const spec: IntentSpec<ZodTypeAny, undefined> = {
    schema,
    // each request's version as the confirmation showed it, read like every form's expected version
    run: ({ request, sql, user, form, value, meta }) =>
      applyBulkDecision(request, sql, user, area, value, { now: meta.now, versionOf: (id) => expectedVersionOf(form.get(`version-${id}`)) }),
  };
  return commandAction(args, handle).intents(Object.fromEntries(intents.map((i) => [i, spec])) as Record<I, typeof spec>);
}
