// A checklist as its pages and its PDF show it: built on the server (app/areas/checklists/checklists.server.ts), rendered by app/ui/checklist.
import type { ChecklistListItem } from "~/events/queries/checklists.server";

export interface ChecklistItemView {
  itemId: number;
  label: string;
  answer: "ok" | "not_ok" | "na" | null;
  observation: string;
  who: string;
  /** the answerer was erased: the observation and who show as "[removed]" (ADR-0134) */
  textRemoved: boolean;
  dueDate: string;
  dueDateIso: string;
  done: boolean;
}
export interface ChecklistQuestionView {
  questionId: number;
  number: number;
  title: string;
  items: ChecklistItemView[];
  images: { url: string; thumbnailUrl: string }[];
  /** attached files (ADR-0080): a signed link on the pages, none in the PDF (it prints the names) */
  attachments: { name: string; url: string; size: string }[];
}
export interface ChecklistView {
  id: number;
  siteId: number;
  siteTitle: string;
  /** every assigned site's title, its own first (ADR-0117) */
  siteTitles: string[];
  companyCode: string;
  templateName: string;
  title: string;
  date: string;
  readyBy: string;
  status: ChecklistListItem["status"];
  filled: boolean;
  answeredCount: number;
  itemCount: number;
  /** `textRemoved`: the signer was erased, the typed name and the image are gone (ADR-0134) */
  signature: { method: string; name: string; imageUrl: string | null; signer: string; at: string; textRemoved: boolean } | null;
  /** `reasonRemoved`: the rejecter was erased, the reason is gone (ADR-0134) */
  decided: { by: string; at: string; reason: string; reasonRemoved: boolean } | null;
  createdAt: string;
  copiedFrom: number | null;
  version: number;
  /** why the PDF cannot be made yet (a translation key), or null */
  exportBlock: string | null;
  questions: ChecklistQuestionView[];
}
