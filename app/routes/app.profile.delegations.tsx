// The approver's delegations (ADR-0088): hand the decisions of leave and expense requests to a
// colleague of one's company scope for a period, see the ones given and received, end one early
// (confirmed: `?end=<id>` without JavaScript). A plain form; refusals come back with the values kept.
import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { useActionData, useLoaderData, useSearchParams } from "@remix-run/react";
import { useTranslation } from "~/i18n/react";
import { authorizeGet } from "~/auth/policy.server";
import { zurichToday } from "~/clock.server";
import { peopleCompanies, ROLE_RIGHTS, ROLES } from "~/domain/access/permissions";
import { anyOf, type Policy } from "~/domain/access/policy";
import { mayApprove } from "~/domain/delegation/decider.server";
import { delegateApprovalsSchema, endDelegationSchema } from "~/domain/delegation/schema.server";
import { DELEGATION_KINDS } from "~/domain/delegation/types";
import { commandAction } from "~/http/command-action.server";
import { delegationsOf } from "~/events/queries/delegations.server";
import { personOptions } from "~/events/queries/people.server";
import { getT } from "~/i18n/i18next.server";
import { newCommandId } from "~/http/command-ids.server";
import { delegateApprovals } from "~/areas/delegation/delegate-approvals.server";
import { endDelegation } from "~/areas/delegation/end-delegation.server";
import { getSql } from "~/runtime.server";
import { DelegationsPage, delegationView } from "~/ui/delegation/delegations-page";
import { queryParams } from "~/domain/shared/query-params";

export const handle: { i18n: string; title: string; policy: Policy } = {
  i18n: "common",
  title: "delegation.title",
  // anyone signed in who may change their own profile sees the delegations they received; giving one is the decider's rule (an approver's)
  policy: { get: anyOf(["read", "profile"]), post: anyOf(["update", "profile"]) },
};

const SELF = "/app/profile/delegations";

/** Who may act as a delegate: the roles that post the profile's forms (the delegated approvals page). */
const DELEGATE_ROLES = ROLES.filter((r) => ROLE_RIGHTS[r].includes("update:profile"));

export async function loader({ request }: LoaderFunctionArgs) {
  const user = await authorizeGet(request, handle);
  const sql = await getSql();
  const t = await getT(request);
  const me = { personId: user.id, rights: [...user.access.rights] };
  const kinds = DELEGATION_KINDS.filter((k) => mayApprove(me, k));
  const today = zurichToday().toString();
  const { given, received } = await delegationsOf(sql, user.id);
  const candidates = kinds.length === 0 ? [] : (await personOptions(sql, { companies: peopleCompanies(user.principal, user.access), listedInHr: true, roles: DELEGATE_ROLES })).filter((p) => p.id !== user.id);
  return {
    heading: t("delegation.title"),
    kinds,
    candidates: candidates.map((c) => ({ id: c.id, name: c.name })),
    given: given.map((d) => ({ ...delegationView(d, today), endCommandId: newCommandId() })),
    received: received.map((d) => delegationView(d, today)),
    commandId: newCommandId(),
  };
}

export const action = (args: ActionFunctionArgs) =>
  commandAction(args, handle).intents({
    "delegate-approvals": {
      schema: delegateApprovalsSchema,
      run: async ({ sql, user, value, meta }) => {
        await delegateApprovals(sql, user, { delegateId: value.delegateId, from: value.from, until: value.until, kinds: value.kinds }, meta);
        return { to: SELF, flash: "delegation.saved" };
      },
    },
    "end-delegation": {
      schema: endDelegationSchema,
      conflictKey: "delegation.changed_meanwhile",
      run: async ({ sql, user, value, meta, expectedVersion }) => {
        await endDelegation(sql, user, value.delegationId, expectedVersion, meta);
        return { to: SELF, flash: "delegation.ended_successfully" };
      },
    },
  });

export default function Delegations() {
  const d = useLoaderData<typeof loader>();
  const a = useActionData<typeof action>();
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const ending = Number(queryParams(params).get("end")) || (a?.intent === "end-delegation" ? Number((a.result.initialValue as Record<string, string> | undefined)?.delegationId) : 0);
  return <DelegationsPage data={d} actionData={a ?? null} ending={ending} t={t} self={SELF} />;
}

export const meta: MetaFunction<typeof loader> = ({ data }) => [{ title: data ? `${data.heading} · Cantiere` : "Cantiere" }];
