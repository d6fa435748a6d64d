// The demo second-approval rule (ADR-0139), through the same operation as HR's page: at Cantiere a
// holiday of 6 working days or more (more than 5) needs a second approval by someone with update hr.
// Seeded after the demo leaves, so the requests decided there keep their one-step history; a
// pending one under it (the demo employee's Christmas) now needs two. The command id is fixed, so a
// second run appends nothing.
import type { Sql } from "~/db.server";
import { setSecondApprovalRule } from "~/areas/approval-rules/set-second-approval-rule.server";
import { nowIso } from "~/clock.server";
import { demoActor } from "./actor.server";

type Count = (o: { replayed: boolean; positions: number[] }) => void;

/** Holidays (leave type 1) at Cantiere from 6 working days on: a second approval by update hr. */
const DEMO_APPROVAL_RULE = { kind: "leave", companyCode: "cantiere", leaveType: 1, minWorkingDays: 6, minChf: null, secondRight: "update:hr" } as const;

export async function seedApprovalRules(sql: Sql, key: (k: string) => string, count: Count, log: (m: string) => void): Promise<void> {
  const hr = await demoActor(sql, "hr");
  if (!hr) return;
  count(await setSecondApprovalRule(sql, hr, { ...DEMO_APPROVAL_RULE }, { actorId: hr.id, now: nowIso(), commandId: key("approval-rule:cantiere:holiday") }));
  log("second-approval rules: 1 (Cantiere, holidays from 6 working days)");
}
