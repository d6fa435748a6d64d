// A journal entry in a history (issue 18, ADR-0011): the stream folded with journalDecider.evolve, the state shown field by
// field (describeState). Pure; the audit's record page reads the stream.
import { eventUnionOf } from "../shared/event-schemas";
import { countValue, peopleValue, stateHistoryPlug, type HistoryValue } from "../shared/history";
import { journalDecider, type JournalState } from "./decider";
import { journalEvents, type JournalEvent } from "./events";

/** A journal entry's plug into the audit's history: its own decider, its stored shapes, its state's fields. */
export const journalHistory = stateHistoryPlug<JournalState, JournalEvent>(journalDecider, eventUnionOf(journalEvents), "audit.field.journal", ["journalId", "lastCommentId"], {}, {
  summary: {
    "content.images": countValue("history.photos"),
    comments: countValue("history.comments"),
    likedBy: peopleValue,
    "content.dailyLog.crew": peopleValue,
    "content.dailyLog.weather": weatherValue,
  },
});

/** The weather of a daily log: its condition in words and the temperature. */
function weatherValue(v: unknown): HistoryValue {
  const w = (v ?? {}) as { condition?: unknown; temperatureC?: unknown };
  const list = [
    ...(typeof w.condition === "string" && w.condition ? [{ key: `journal.weather.${w.condition}` }] : []),
    ...(typeof w.temperatureC === "number" ? [{ text: `${w.temperatureC} °C` }] : []),
  ];
  return list.length ? { list } : null;
}
