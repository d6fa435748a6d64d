// Sample data for the tests and the benchmark: two different people, so a test can prove that one
// person's PDF never carries the other's data. Invented names, no real person.
import type { AbsenceRequestPdfData } from "./template";
import { sampleProof } from "../shared/sample-proof";

/** An approved two-week holiday, whole days. */
export const sampleAbsenceRequest: AbsenceRequestPdfData = {
  person: { name: "Giulia Bernasconi", badgeId: 1042 },
  companyCode: "metalsky",
  leaveId: 4711,
  type: { code: 1, label: "Vacanze" },
  start: "2026-07-13",
  end: "2026-07-24",
  allDay: true,
  durationText: "10 giorni (80 ore)",
  status: "APPROVED",
  requestedAt: "2026-05-04T07:15:00Z",
  approver: { name: "Paolo Rezzonico", decidedAt: "2026-05-06T12:40:00Z" },
  description: "Vacanze estive con la famiglia.\nReperibile al telefono solo per urgenze.",
  proof: sampleProof(18_342, "2026-11-22T13:05:00Z", "/app/hr/leave-requests/4711/history"),
};

/** A pending medical examination of a few hours, another person in another company. */
export const sampleAbsenceRequestOther: AbsenceRequestPdfData = {
  person: { name: "Marco Rüegg", badgeId: null },
  companyCode: "tmwood",
  leaveId: 4802,
  type: { code: 5, label: "Visita medica" },
  start: "2026-03-05T12:30:00Z",
  end: "2026-03-05T15:00:00Z",
  allDay: false,
  durationText: "2 ore 30 minuti",
  status: "PENDING",
  requestedAt: "2026-02-26T16:02:00Z",
  approver: null,
  description: null,
  proof: sampleProof(18_519, "2026-11-22T13:06:00Z", "/app/hr/leave-requests/4802/history"),
};
