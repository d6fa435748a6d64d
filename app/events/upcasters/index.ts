// Stored event shapes are permanent. When a shape changes, its schema version goes up and an
// upcaster here turns every older version into the current one, so deciders and projections
// only ever see the current shape. Register as `"<EventType>@<fromVersion>": fn`.
export interface RawEvent {
  type: string;
  schemaVersion: number;
  data: Record<string, unknown>;
}

type Upcaster = (e: RawEvent) => RawEvent;

export const upcasters: Record<string, Upcaster> = {};

export function upcast(e: RawEvent): RawEvent {
  let cur = e;
  for (let i = 0; i < 100; i++) {
    const step = upcasters[`${cur.type}@${cur.schemaVersion}`];
    if (!step) return cur;
    cur = step(cur);
  }
  throw new Error(`upcaster loop on ${e.type}@${e.schemaVersion}`);
}
