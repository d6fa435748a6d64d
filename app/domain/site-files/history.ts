// A site's files in a history (issue 18, ADR-0011): the stream folded with siteFilesDecider.evolve, the state shown field by
// field (describeState). Pure; the audit's record page reads the stream.
import { eventUnionOf } from "../shared/event-schemas";
import { stateHistoryPlug, type HistoryValue } from "../shared/history";
import { siteFilesDecider, type SiteFilesState } from "./decider";
import { siteFilesEvents, type SiteFilesEvent } from "./events";

/** A site's files's plug into the audit's history: its own decider, its stored shapes, its state's fields. */
export const siteFilesHistory = stateHistoryPlug<SiteFilesState, SiteFilesEvent>(siteFilesDecider, eventUnionOf(siteFilesEvents), "audit.field.sitefiles", ["siteId", "n"], {}, { summary: { files: filesValue } });

/** The files, by folder and name (their storage keys are the storage's, not the auditor's). */
function filesValue(v: unknown): HistoryValue {
  const files = Object.values((v ?? {}) as Record<string, { name?: string; folder?: string | null }>);
  const names = files.map((f) => `${f.folder ?? ""}${f.name ?? ""}`).filter(Boolean).sort();
  return names.length ? { list: names.map((text) => ({ text })) } : null;
}
