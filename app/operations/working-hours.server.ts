// The working-hours rule commands as HR's screens run them (stream `workinghours-<id>`, ADR-0031):
// create, change, remove. Each loads the companies of the people named (for the rules' check that
// they belong to the rule's company) and names the actor with their rights and companies.
import type { Submission, SubmissionResult } from "@conform-to/react";
import type { CurrentUser } from "~/auth/user.server";
import type { Sql } from "~/db.server";
import { peopleCompanies } from "~/domain/access/permissions";
import { workingHoursDecider, type WorkingHoursInput } from "~/domain/working-hours/decider";
import { handleCommand, type CommandMeta } from "~/events/handle-command.server";
import { namedPeople } from "~/events/queries/working-hours.server";
import { getT } from "~/i18n/i18next.server";
import { refusal } from "./action.server";

const actingOf = (user: CurrentUser) => ({ by: { personId: user.id, rights: [...user.access.rights] }, companies: peopleCompanies(user.principal, user.access) });

/** Creates a rule; numbers it. */
export async function createWorkingHoursRule(sql: Sql, user: CurrentUser, input: WorkingHoursInput, meta: CommandMeta) {
  const people = await namedPeople(sql, input.userIds);
  return handleCommand(sql, workingHoursDecider, {
    command: (ruleId) => ({ type: "CreateWorkingHoursRule" as const, ruleId, ...actingOf(user), input, people }),
    commandType: "CreateWorkingHoursRule",
    meta,
    target: { sequence: "working_hours_rule_id_seq" },
  });
}

/** Changes a rule's times or people. */
export async function changeWorkingHoursRule(sql: Sql, user: CurrentUser, ruleId: number, input: WorkingHoursInput, expectedVersion: number | null, meta: CommandMeta) {
  const people = await namedPeople(sql, input.userIds);
  return handleCommand(sql, workingHoursDecider, {
    command: { type: "ChangeWorkingHoursRule", ...actingOf(user), input, people },
    commandType: "ChangeWorkingHoursRule",
    meta,
    target: { id: ruleId },
    expectedVersion,
  });
}

/** Removes a rule; final. */
export function removeWorkingHoursRule(sql: Sql, user: CurrentUser, ruleId: number, expectedVersion: number | null, meta: CommandMeta) {
  return handleCommand(sql, workingHoursDecider, {
    command: { type: "RemoveWorkingHoursRule", ...actingOf(user) },
    commandType: "RemoveWorkingHoursRule",
    meta,
    target: { id: ruleId },
    expectedVersion,
  });
}

/**
 * The form's answer when the rule was not saved: `working_hours_not_saved` above the form, every
 * field error beside its field, the values kept; a domain refusal adds its own message.
 */
export async function notSavedReply<T>(request: Request, submission: Submission<T>, err?: unknown): Promise<{ result: SubmissionResult<string[]>; status: number }> {
  const t = await getT(request);
  const headline = t("working_hours_not_saved");
  if (err === undefined) return { result: submission.reply({ formErrors: [headline] }), status: 400 };
  const r = await refusal(request, submission, err, { conflictKey: "working_hours.conflict" });
  const error = { ...(r.result.error ?? {}) };
  error[""] = [headline, ...(error[""] ?? [])];
  return { result: { ...r.result, error }, status: r.status };
}
