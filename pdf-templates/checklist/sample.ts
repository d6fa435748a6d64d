// A sample checklist for the PDF's snapshot and for looking at the layout by hand.
import type { ChecklistPdfData } from "./template";
import { sampleProof } from "../shared/sample-proof";

export const checklistSample: ChecklistPdfData = {
  companyCode: "cantiere",
  project: "Residenza Al Lago, Lugano",
  title: "Ponteggi — settimana 10",
  date: "02.03.2026",
  readyBy: "06.03.2026",
  status: "Approvata",
  approval: "Approvata da Hanna Rossi il 06.03.2026 10:15",
  signature: { text: "Marco Rossi (nome digitato da Marco Rossi, 05.03.2026 16:40)", imageUrl: null },
  questions: [
    {
      number: 1,
      title: "Ponteggio",
      items: [
        { label: "Parapetti completi", observation: "", ok: true, notOk: false, who: "", due: "", done: false },
        { label: "Ancoraggi", observation: "Manca un ancoraggio al piano 2", ok: false, notOk: true, who: "Impresa Neri", due: "09.03.2026", done: true },
      ],
      images: [],
      attachments: ["Verbale ponteggio.pdf (182 KB)"],
    },
  ],
  proof: sampleProof(4711, "2026-03-06T09:20:00.000Z", "/app/audit/records/checklist/12"),
};
