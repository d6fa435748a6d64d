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
  /** `signer` is "" when the signer's name is gone (erased): the page names them by `signerId` */
  signature: { method: string; name: string; imageUrl: string | null; signer: string; signerId: number; at: string; textRemoved: boolean } | null;
  /** `reasonRemoved`: the rejecter was erased, the reason is gone (ADR-0134) */
  decided: { by: string; byId: number | null; at: string; reason: string; reasonRemoved: boolean } | null;
  createdAt: string;
  copiedFrom: number | null;
  version: number;
  /** why the PDF cannot be made yet (a translation key), or null */
  exportBlock: string | null;
  questions: ChecklistQuestionView[];
}

/** The decider's name, or (gone with an erasure) "Person no. <id>". */
export const deciderOf = (d: { by: string; byId: number | null }, t: (key: string, params: { id: number }) => string): string =>
  d.by || (d.byId === null ? "" : t("history.unknown_person", { id: d.byId }));

/** The signer's name, or (their name gone with an erasure) "Person no. <id>" as the histories say. */
export const signerOf = (s: { signer: string; signerId: number }, t: (key: string, params: { id: number }) => string): string =>
  s.signer || t("history.unknown_person", { id: s.signerId });
