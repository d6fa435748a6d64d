// Demo leave requests: a realistic spread for the demo accounts and a few colleagues in several
// companies — approved, pending, rejected and withdrawn; holidays, sickness, training, a medical
// examination; whole days, hours, across New Year; recorded by the person or by HR. Pure data;
// seed-leaves.server.ts runs them through the same commands as the screens. Electrogestim and the
// generated Sitaf staff are left without requests (the browser tests pick people there).
import type { LeaveInput } from "~/domain/leave/period";
import { demoPeople } from "./demo-data";

export interface DemoLeave {
  /** a stable key: the seed's command ids derive from it */
  key: string;
  /** whose leave it is, and who records it (the person, or HR for them) */
  person: string;
  recordedBy: string;
  leave: LeaveInput;
  /** what happens next, and by whom */
  then?: { action: "approve" | "reject" | "withdraw"; by: string };
}

const allDay = (leaveType: number, startDate: string, endDate: string, description: string | null = null): LeaveInput => ({
  leaveType,
  period: { shape: "allDay", startDate, endDate },
  description,
});
const hours = (leaveType: number, date: string, h: number, m: number, startTime: string | null, description: string | null = null): LeaveInput => ({
  leaveType,
  period: { shape: "hours", date, hours: h, minutes: m, startTime },
  description,
});
const range = (leaveType: number, startAt: string, endAt: string, description: string | null = null): LeaveInput => ({
  leaveType,
  period: { shape: "range", startAt, endAt },
  description,
});

/** The first generated staff person of a company with this role (demo-data's deterministic order). */
function staff(company: string, role: string): string {
  const p = demoPeople().find((x) => x.companyCode === company && x.role === role && !["employee", "worker", "associate", "interim"].includes(x.personal.username));
  if (!p) throw new Error(`no demo ${role} in ${company}`);
  return p.personal.username;
}

export function demoLeaves(): DemoLeave[] {
  const metalpiega = staff("metalpiega", "EMPLOYEE");
  const edemar = staff("edemar", "WORKER");
  const tmwood = staff("tmwood", "ASSOCIATE");
  const metalsky = staff("metalsky", "INTERIM");
  return [
    { key: "employee-summer", person: "employee", recordedBy: "employee", leave: allDay(1, "2026-07-20", "2026-07-31", "Vacanze estive"), then: { action: "approve", by: "hr" } },
    { key: "employee-autumn", person: "employee", recordedBy: "employee", leave: allDay(1, "2026-10-05", "2026-10-09", "Vendemmia"), then: { action: "reject", by: "hr" } },
    { key: "employee-september", person: "employee", recordedBy: "employee", leave: allDay(1, "2026-09-14", "2026-09-15"), then: { action: "withdraw", by: "employee" } },
    { key: "employee-christmas", person: "employee", recordedBy: "employee", leave: allDay(1, "2026-12-28", "2027-01-05", "Natale e Capodanno in famiglia") },
    { key: "employee-dentist", person: "employee", recordedBy: "employee", leave: hours(5, "2026-12-03", 2, 30, "09:00", "Dentista") },
    { key: "worker-flu", person: "worker", recordedBy: "hr", leave: allDay(3, "2026-02-09", "2026-02-11", "Influenza, certificato medico consegnato"), then: { action: "approve", by: "hr" } },
    { key: "worker-winter", person: "worker", recordedBy: "worker", leave: allDay(1, "2027-01-11", "2027-01-15") },
    { key: "associate-august", person: "associate", recordedBy: "associate", leave: allDay(1, "2026-08-10", "2026-08-21", "Ferie d'agosto"), then: { action: "approve", by: "hr" } },
    { key: "associate-course", person: "associate", recordedBy: "associate", leave: allDay(8, "2026-12-07", "2026-12-08", "Corso di sicurezza sui ponteggi") },
    { key: "interim-weather", person: "interim", recordedBy: "hr", leave: range(9, "2026-11-17T07:30", "2026-11-17T12:00", "Neve al cantiere"), then: { action: "approve", by: "admin" } },
    { key: "hr-june", person: "hr", recordedBy: "hr", leave: allDay(1, "2026-06-01", "2026-06-05", "Ponte di giugno"), then: { action: "approve", by: "admin" } },
    { key: "metalpiega-spring", person: metalpiega, recordedBy: metalpiega, leave: allDay(1, "2026-04-07", "2026-04-10"), then: { action: "approve", by: "hr" } },
    { key: "metalpiega-december", person: metalpiega, recordedBy: metalpiega, leave: allDay(1, "2026-12-21", "2026-12-23") },
    { key: "edemar-accident", person: edemar, recordedBy: "hr", leave: allDay(6, "2026-05-18", "2026-05-29", "Infortunio in cantiere"), then: { action: "approve", by: "hr" } },
    { key: "edemar-military", person: edemar, recordedBy: edemar, leave: allDay(2, "2026-12-14", "2026-12-18", "Corso di ripetizione") },
    { key: "tmwood-paternity", person: tmwood, recordedBy: tmwood, leave: allDay(11, "2026-09-01", "2026-09-11", "Nascita della figlia"), then: { action: "approve", by: "admin" } },
    { key: "tmwood-bridge", person: tmwood, recordedBy: tmwood, leave: allDay(1, "2026-12-24", "2026-12-24"), then: { action: "reject", by: "hr" } },
    { key: "metalsky-visit", person: metalsky, recordedBy: metalsky, leave: hours(5, "2026-12-10", 1, 45, null, "Visita di controllo") },
    { key: "metalsky-other", person: metalsky, recordedBy: metalsky, leave: allDay(10, "2026-11-30", "2026-11-30", "Trasloco"), then: { action: "withdraw", by: metalsky } },
  ];
}
