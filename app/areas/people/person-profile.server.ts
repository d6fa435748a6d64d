// A person's record page, in HR (/app/hr/users/{id}/profile) and in the administrator's area
// (/app/admin/users/{id}/profile): the loader and the activation commands both routes run.
import type { LoaderFunctionArgs, ActionFunctionArgs } from "@remix-run/node";
import { zurichToday } from "~/clock.server";
import { formatDate, formatDateTime } from "~/domain/shared/format";
import { signInHistory } from "~/auth/sign-in-history.server";
import { toolsHeldBy } from "~/events/queries/tools.server";
import { authorizeGet } from "~/auth/policy.server";
import { can } from "~/domain/access/permissions";
import { ACTIVATION_SCHEMAS, type ActivationIntent } from "~/domain/person/activation-schema";
import { hrPersonViewOf } from "~/areas/people/hr-person-view.server";
import type { PersonAccessRow } from "~/events/queries/people.server";
import { personPageOf } from "~/areas/people/person-page.server";
import { newCommandId } from "~/http/command-ids.server";
import { deactivatePerson } from "~/areas/people/deactivate-person.server";
import { reactivatePerson } from "~/areas/people/reactivate-person.server";
import { erasePerson } from "~/areas/people/erase-person.server";
import { ERASE_INTENT, erasureSchema } from "~/domain/person/erasure-schema";
import type { Actor } from "~/domain/access/actor";
import { getSql } from "~/runtime.server";
import { PERSON_PATHS, type PersonArea } from "~/ui/people/person-paths";
import { commandAction, type IntentContext, type IntentSpec } from "~/http/command-action.server";
import { personProfileHandle } from "./person-handles";
import { idFromParam, scopedPerson } from "~/http/scope.server";
import { queryParams } from "~/domain/shared/query-params";

/** One person's whole record, with the activation step for those who manage people (update hr; in the administrator's area update admin too). */
export async function personProfileLoader({ request, params }: LoaderFunctionArgs, area: PersonArea) {
  const user = await authorizeGet(request, personProfileHandle(area));
  const sql = await getSql();
  const { header, tabs, back } = await personPageOf(sql, user, idFromParam(params.userId), area);
  const person = await hrPersonViewOf(sql, user, header.id);
  const canEdit = can(user.access, "update", "hr") && (area === "hr" || can(user.access, "update", "admin"));
  const canErase = canEdit && mayErase(user) && header.id !== user.id;
  const q = queryParams(request);
  // the confirmation step the page renders itself (no JavaScript needed): only the one that fits the person's state
  const confirm = !canEdit
    ? null
    : canErase && q.get("erase") === "1"
      ? ERASE_INTENT
      : person.active && q.get("deactivate") === "1"
        ? "deactivate-person"
        : !person.active && q.get("reactivate") === "1"
          ? "reactivate-person"
          : null;
  // the tools the person holds, overdue first, for those who read the tool manager (ADR-0069)
  const heldTools = can(user.access, "read", "tool-manager")
    ? (await toolsHeldBy(sql, header.id, zurichToday().toString())).map((x) => ({ id: x.id, name: x.name, quantity: x.assignedQty, start: formatDate(x.startDate ?? ""), end: formatDate(x.endDate ?? ""), overdue: x.overdue }))
    : null;
  // the sign-ins and the record's history, for those who read the audit (administrators, auditors)
  const audit = can(user.access, "read", "audit") ? await signInHistory(sql, header.id) : null;
  const signIns = audit ? { total: audit.total, rows: audit.rows.map((r) => ({ when: formatDateTimeSeconds(r.at), address: r.address, succeeded: r.succeeded, reason: r.reason })) } : null;
  return { area, header, tabs, back, person, canEdit, canErase, confirm, heldTools, signIns, commandId: newCommandId() } as const;
}

const activation = (area: PersonArea, intent: ActivationIntent, key: string) => ({
  schema: ACTIVATION_SCHEMAS[intent],
  conflictKey: "people_docs.conflict",
  run: async ({ sql, user, scope, meta, expectedVersion }: IntentContext<unknown, PersonAccessRow>) => {
    const change = intent === "deactivate-person" ? deactivatePerson : reactivatePerson;
    await change(sql, user, { personId: scope.id, expectedVersion }, meta);
    return { to: PERSON_PATHS[area].profile(scope.id), flash: key };
  },
});

/** Erasing a person is an administrator's (the ADMIN role of ADR-0006, with update hr; issue 39): HR deactivates, it does not erase. */
const mayErase = (user: Pick<Actor, "access" | "principal">) => user.principal.role === "ADMIN" && can(user.access, "update", "hr");

/** Deactivates (the box ticked; the person's sessions end at once), reactivates or erases (the box ticked; final) the person. */
export function personProfileAction(args: ActionFunctionArgs, area: PersonArea) {
  return commandAction(args, {
    ...personProfileHandle(area),
    // another company's person, an erased or unknown one: a 404 before anything is read or done
    scope: ({ sql, user, params }) => scopedPerson(sql, user, params.userId),
  }).intents({
    "deactivate-person": activation(area, "deactivate-person", "people_docs.activation.deactivated"),
    "reactivate-person": activation(area, "reactivate-person", "people_docs.activation.reactivated"),
    [ERASE_INTENT]: {
      schema: erasureSchema,
      conflictKey: "people_docs.conflict",
      sender: ({ user, scope }) => (mayErase(user) && scope.id !== user.id ? true : "errors.forbidden"),
      run: async ({ sql, user, scope, meta, expectedVersion }) => {
        await erasePerson(sql, user, { personId: scope.id, expectedVersion }, meta);
        return { to: PERSON_PATHS[area].list, flash: "erasure.done" };
      },
    } satisfies IntentSpec<typeof erasureSchema, PersonAccessRow>,
  } satisfies Record<ActivationIntent, unknown> & Record<typeof ERASE_INTENT, unknown>);
}

/** DD.MM.YYYY HH:mm:ss in Zurich: sign-ins seconds apart are told apart. */
function formatDateTimeSeconds(at: Date): string {
  const seconds = String(Math.floor((at.getTime() % 60_000) / 1000)).padStart(2, "0");
  return `${formatDateTime(at)}:${seconds}`;
}
