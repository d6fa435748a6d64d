// The rules of one working-hours rule (stream `workinghours-<id>`, ADR-0031): created, changed and
// removed by someone with update hr, for a company they may manage. All four times are required,
// in 5-minute steps, each start before its end; a rule is for all users of its company or for the
// people it names, who must belong to that company; one live rule per scope (ADR-0043).
import type { Grantor } from "../access/grants";
import { can } from "../access/permissions";
import type { CompanyCode } from "../company/companies";
import { type Decider } from "../shared/decider";
import { DomainError, forbidden, notFound, ruleBroken } from "../shared/errors";
import type { WorkingHoursDefinition, WorkingHoursEvent } from "./events";

/** What the form gave: times as typed ("HH:mm"), the scope and the people named. */
export interface WorkingHoursInput {
  companyCode: CompanyCode;
  winterStart: string;
  winterEnd: string;
  summerStart: string;
  summerEnd: string;
  allUsers: boolean;
  userIds: readonly number[];
}

/** The people named, as the rules need them (read from the people list); an id not here is unknown. */
export interface NamedPerson {
  personId: number;
  companyCode: CompanyCode;
}

interface Acting {
  by: Grantor;
  /** the companies whose people `by` may manage (peopleCompanies) */
  companies: readonly CompanyCode[];
  input: WorkingHoursInput;
  people: readonly NamedPerson[];
  /** the live rules of the input's company (read from the rule list), to refuse a duplicate */
  existing: readonly StoredRule[];
}

export type WorkingHoursCommand =
  | ({ type: "CreateWorkingHoursRule"; ruleId: number } & Acting)
  | ({ type: "ChangeWorkingHoursRule" } & Acting)
  | { type: "RemoveWorkingHoursRule"; by: Grantor; companies: readonly CompanyCode[] };

export interface WorkingHoursState {
  ruleId: number;
  definition: WorkingHoursDefinition | null;
  removed: boolean;
  createdAt: string | null;
  createdBy: number | null;
  changedAt: string | null;
  changedBy: number | null;
}

const initialWorkingHoursState = (): WorkingHoursState => ({
  ruleId: 0,
  definition: null,
  removed: false,
  createdAt: null,
  createdBy: null,
  changedAt: null,
  changedBy: null,
});

const CLOCK = /^([01]\d|2[0-3]):([0-5]\d)$/;
const TIMES = ["winterStart", "winterEnd", "summerStart", "summerEnd"] as const;

/** Every problem of an input, each with its field: the form shows them all at once. */
export function checkWorkingHours(input: WorkingHoursInput, people: readonly NamedPerson[]): { code: string; field: string }[] {
  const issues: { code: string; field: string }[] = [];
  const minutes: Partial<Record<(typeof TIMES)[number], number>> = {};
  for (const f of TIMES) {
    const v = (input[f] ?? "").trim();
    const m = CLOCK.exec(v);
    if (v === "") issues.push({ code: "errors.required", field: f });
    else if (!m) issues.push({ code: "errors.invalid_time", field: f });
    else if (Number(m[2]) % 5 !== 0) issues.push({ code: "working_hours.five_minutes", field: f });
    else minutes[f] = Number(m[1]) * 60 + Number(m[2]);
  }
  for (const [start, end] of [["winterStart", "winterEnd"], ["summerStart", "summerEnd"]] as const) {
    const a = minutes[start];
    const b = minutes[end];
    if (a !== undefined && b !== undefined && a >= b) issues.push({ code: "working_hours.end_before_start", field: end });
  }
  if (!input.allUsers) {
    if (input.userIds.length === 0) issues.push({ code: "working_hours.users_required", field: "userIds" });
    const known = new Map(people.map((p) => [p.personId, p.companyCode]));
    if (input.userIds.some((id) => known.get(id) !== input.companyCode)) issues.push({ code: "working_hours.user_of_other_company", field: "userIds" });
  }
  return issues;
}

function definitionOf(c: Acting): WorkingHoursDefinition {
  if (!can({ rights: new Set(c.by.rights) }, "update", "hr")) throw forbidden();
  if (!c.companies.includes(c.input.companyCode)) throw new DomainError("forbidden", "errors.forbidden", { field: "companyCode" });
  const [first] = checkWorkingHours(c.input, c.people);
  if (first) throw ruleBroken(first.code, { field: first.field });
  const i = c.input;
  return {
    companyCode: i.companyCode,
    winterStart: i.winterStart.trim(),
    winterEnd: i.winterEnd.trim(),
    summerStart: i.summerStart.trim(),
    summerEnd: i.summerEnd.trim(),
    allUsers: i.allUsers,
    userIds: i.allUsers ? [] : [...new Set(i.userIds)].sort((a, b) => a - b),
  };
}

const same = (a: WorkingHoursDefinition, b: WorkingHoursDefinition) => JSON.stringify(a) === JSON.stringify(b);

/** For the same people of a company: both for all users, or both naming exactly the same people. */
function sameScope(a: WorkingHoursDefinition, b: WorkingHoursDefinition): boolean {
  if (a.companyCode !== b.companyCode || a.allUsers !== b.allUsers) return false;
  if (a.allUsers) return true;
  const ids = (d: WorkingHoursDefinition) => [...new Set(d.userIds)].sort((x, y) => x - y).join(",");
  return ids(a) === ids(b);
}

/**
 * A second live rule for the same scope (ADR-0043): of two rules for the same people only the
 * newest would ever apply, so the older one would sit in the list doing nothing. Refused: change
 * the existing rule instead. Overlapping scopes (a rule for all users and one naming some of them,
 * or two lists sharing a person) stay allowed (ADR-0031). Returns the rule it duplicates.
 */
export function duplicateRule(definition: WorkingHoursDefinition, existing: readonly StoredRule[], ownId: number): StoredRule | null {
  return existing.find((r) => r.id !== ownId && sameScope(r.definition, definition)) ?? null;
}

function refuseDuplicate(definition: WorkingHoursDefinition, existing: readonly StoredRule[], ownId: number): void {
  // at the form's top: the rule as a whole is the duplicate, not one field of it
  if (duplicateRule(definition, existing, ownId)) throw ruleBroken("working_hours.duplicate");
}

/** Working-hours rules: update hr, own companies only; four valid times; all users or named people of the company. */
export const workingHoursDecider: Decider<WorkingHoursState, WorkingHoursCommand, WorkingHoursEvent> = {
  streamType: "workinghours",
  initialState: initialWorkingHoursState,
  evolve(state, event) {
    const d = event.data;
    switch (event.type) {
      case "WorkingHoursRuleCreated":
        return { ...initialWorkingHoursState(), ruleId: d.ruleId, definition: event.data.definition, createdAt: d.at, createdBy: d.by };
      case "WorkingHoursRuleChanged":
        return { ...state, definition: event.data.definition, changedAt: d.at, changedBy: d.by };
      case "WorkingHoursRuleRemoved":
        return { ...state, removed: true, changedAt: d.at, changedBy: d.by };
    }
  },
  decide(command, state, ctx) {
    const at = ctx.now;
    switch (command.type) {
      case "CreateWorkingHoursRule": {
        if (state.definition !== null) throw ruleBroken("errors.already_exists");
        const definition = definitionOf(command);
        refuseDuplicate(definition, command.existing, command.ruleId);
        return [{ type: "WorkingHoursRuleCreated", data: { ruleId: command.ruleId, definition, at, by: command.by.personId } }];
      }
      case "ChangeWorkingHoursRule": {
        if (state.definition === null || state.removed) throw notFound();
        // someone who may not manage the rule's company does not see it at all
        if (!command.companies.includes(state.definition.companyCode)) throw notFound();
        const definition = definitionOf(command);
        if (same(definition, state.definition)) return [];
        refuseDuplicate(definition, command.existing, state.ruleId);
        return [{ type: "WorkingHoursRuleChanged", data: { ruleId: state.ruleId, definition, previous: state.definition, at, by: command.by.personId } }];
      }
      case "RemoveWorkingHoursRule": {
        if (state.definition === null || state.removed) throw notFound();
        if (!command.companies.includes(state.definition.companyCode)) throw notFound();
        if (!can({ rights: new Set(command.by.rights) }, "update", "hr")) throw forbidden();
        return [{ type: "WorkingHoursRuleRemoved", data: { ruleId: state.ruleId, at, by: command.by.personId } }];
      }
    }
  },
};


/** A live rule as stored: its id and definition. */
export interface StoredRule {
  id: number;
  definition: WorkingHoursDefinition;
}

/**
 * The rules that may apply to a person of `companyCode`, in the shape the leave rules read
 * (app/domain/leave/working-hours.ts decides between them: a rule naming the person beats a rule
 * for all users, which beats the person's own fields). Another company's rules never apply.
 */
export function rulesForCompany(rules: readonly StoredRule[], companyCode: CompanyCode) {
  return rules
    .filter((r) => r.definition.companyCode === companyCode)
    .map((r) => ({
      id: r.id,
      allUsers: r.definition.allUsers,
      userIds: r.definition.userIds,
      winterStart: r.definition.winterStart,
      winterEnd: r.definition.winterEnd,
      summerStart: r.definition.summerStart,
      summerEnd: r.definition.summerEnd,
    }));
}
