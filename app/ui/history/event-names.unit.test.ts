// Every event an auditor can filter by or read in a history is a word in each language (issue 33):
// no CamelCase type name on screen.
import { readdirSync, readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { RECORD_TYPES } from "./record-types";

const events = [...new Set(RECORD_TYPES.flatMap((r) => [...r.eventTypes]))];

describe.each(["it", "de", "fr", "en"])("the event names in %s", (lng) => {
  it("name every event type of the audit log's filter", () => {
    const names: Record<string, string> = {};
    for (const f of readdirSync(`app/locales/${lng}`)) Object.assign(names, (JSON.parse(readFileSync(`app/locales/${lng}/${f}`, "utf8")) as { history?: { event?: Record<string, string> } }).history?.event ?? {});
    expect(events.length).toBeGreaterThan(40);
    expect(events.filter((e) => !names[e])).toEqual([]);
  });
});
