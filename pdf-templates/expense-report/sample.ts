// Sample data for the tests and the benchmark: one month of a person's approved expenses in all
// three currencies. Invented names, no real person.
import type { ExpenseReportPdfData } from "./template";
import { sampleProof } from "../shared/sample-proof";

export const sampleExpenseReport: ExpenseReportPdfData = {
  person: { name: "Giulia Bernasconi" },
  companyCode: "metalsky",
  month: "2026-03",
  monthLabel: "marzo 2026",
  lines: [
    { id: 101, date: "2026-03-02", reason: "Gasolio furgone", place: "Lugano", site: "Q26017 · Capannone Paradiso B", chf: 8540, foreign: null, converted: null, account: "6200" },
    { id: 102, date: "2026-03-05", reason: "Albergo trasferta cantiere Como", place: "Como", site: "Q26017 · Capannone Paradiso B", chf: null, foreign: { amount: 12_000, currency: "EUR" }, converted: 11_640, account: "6210" },
    { id: 103, date: "2026-03-18", reason: "Licenza software di misura", place: "online", site: "Q26034 · Scuola Massagno C", chf: null, foreign: { amount: 4999, currency: "USD" }, converted: 4480, account: null },
    { id: 104, date: "2026-03-27", reason: "Viti e tasselli", place: "Bioggio", site: "Q26034 · Scuola Massagno C", chf: 123_450, foreign: null, converted: null, account: "6300" },
  ],
  proof: sampleProof(20_517, "2026-11-22T13:05:00Z", "/app/hr/expense-requests/301/history"),
};
