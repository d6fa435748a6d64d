// person_list — inline: every person with role, capabilities, company and employee record; read by
// the sign-in, the HR and permission lists and every "who is this" lookup. Personal fields are
// blanked when the person is erased (ADR-0007).
import type { PersonEvent } from "~/domain/person/events";
import type { Row, RowProjection } from "../projection.server";

type PersonRow = Row & Record<string, unknown>;

function searchOf(...parts: (string | null | undefined)[]) {
  return parts.filter(Boolean).join(" ").toLowerCase();
}

export const personList: RowProjection<PersonRow> = {
  name: "person_list",
  version: 1,
  mode: "inline",
  handles: ["PersonRegistered", "PersonRoleAssigned", "PersonCapabilitiesSet", "PersonDeactivated", "PersonActivated", "PersonPasswordSet", "PersonErased"],
  key: "id",
  keyType: "bigint",
  createdBy: ["PersonRegistered"],
  keyOf: (e) => (e.data as { personId: number }).personId,
  evolve(row, e) {
    const next = evolvePerson(row, e);
    return next ? { ...next, stream_version: e.version } : null;
  },
};

function evolvePerson(row: PersonRow | null, e: Parameters<RowProjection["evolve"]>[1]): Record<string, unknown> | null {
  {
    const ev = e as unknown as PersonEvent;
    if (ev.type === "PersonRegistered") {
      const d = ev.data;
      const p = d.personal;
      return {
        id: d.personId,
        company_code: d.companyCode,
        role: d.role,
        capabilities: d.capabilities,
        active: true,
        erased: p === null,
        first_name: p?.firstName ?? "",
        last_name: p?.lastName ?? "",
        username: p?.username ?? null,
        email: p?.email ?? null,
        badge_id: d.employee.badgeId,
        hired_at: d.employee.hiredAt,
        terminated_at: d.employee.terminatedAt,
        work_percentage: d.employee.workPercentage,
        holidays_count: d.employee.holidaysCount,
        break_time: d.employee.breakTime,
        winter_start: d.employee.winterStart,
        winter_end: d.employee.winterEnd,
        summer_start: d.employee.summerStart,
        summer_end: d.employee.summerEnd,
        search: searchOf(p?.firstName, p?.lastName, p?.username, p?.email, String(d.employee.badgeId ?? "")),
        created_at: d.at,
      };
    }
    if (!row) return null; // an event for a person this table never saw: nothing to change
    switch (ev.type) {
      case "PersonRoleAssigned":
        return { ...row, role: ev.data.role };
      case "PersonCapabilitiesSet":
        return { ...row, capabilities: ev.data.capabilities };
      case "PersonDeactivated":
        return { ...row, active: false };
      case "PersonActivated":
        return { ...row, active: true };
      case "PersonErased":
        return { ...row, active: false, erased: true, first_name: "", last_name: "", username: null, email: null, search: "" };
    }
    return row;
  }
}
