// A record's history and its "state at" (ADR-0011), the same for every aggregate: the record's
// stream folded with the aggregate's own `evolve`, one event at a time, and each state described as
// a short list of fields. What an event changed is the difference between the fields before and
// after it, so an aggregate plugs in with only its decider, its stream type and a describer of its
// state (`HistoryPlug`). Pure: the caller reads the stream and names the people.
import type { Decider, DomainEvent } from "./decider";
import { COMPANY_NAMES, type CompanyCode } from "../company/companies";
import { formatDate, formatDateTime, formatMoney, formatMoneyAmount } from "./format";

/**
 * A value as a history page shows it; plain data, so it crosses to the browser as is and two
 * values compare by their JSON:
 * - `{ text }`: shown as is (already formatted: Swiss dates, hours);
 * - `{ key, params? }`: a translation key (a status, a type);
 * - `{ person }`: a person, named by the page (the query looks the names up once);
 * - `{ list }`: several of these, shown one after the other (capabilities, a crew, likes);
 * - null: nothing (shown as a dash).
 */
export type HistoryItem = { text: string } | { key: string; params?: Record<string, string | number> } | { person: number };
export type HistoryValue = HistoryItem | { list: HistoryItem[] } | null;

/** One line of a described state. */
export interface HistoryField {
  /** stable id of the field, unique within the state */
  key: string;
  /** translation key of its label */
  label: string;
  /** shown when the label key has no translation (the generic describer's raw field names) */
  labelDefault?: string;
  value: HistoryValue;
}

/** What changed in one field. */
export interface HistoryChange {
  key: string;
  label: string;
  labelDefault?: string;
  before: HistoryValue;
  after: HistoryValue;
}

/** An event as the history reads it from the stream (app/events/store.server.ts StoredEvent, narrowed). */
export interface HistoryEventInput<E extends DomainEvent = DomainEvent> {
  version: number;
  position: number;
  /** ISO instant */
  recordedAt: string;
  /** who issued the command (the event's metadata); null for the system (the seed, a migration) */
  actorId: number | null;
  commandType: string | null;
  event: E;
}

/**
 * How one aggregate plugs into the history: its decider (for `initialState`, `evolve`, the stream
 * type), how to check a stored event's shape, and how to describe a state.
 */
export interface HistoryPlug<S = unknown, E extends DomainEvent = DomainEvent> {
  decider: Pick<Decider<S, never, E>, "streamType" | "initialState" | "evolve">;
  /** Does a stored event have a shape `evolve` can fold? (the aggregate's zod schema's safeParse). An unreadable event is listed but not folded. */
  readable(event: DomainEvent): event is E;
  /** The state's fields in display order; `at` is when the event that led to it was recorded (the rules in force then: issue 37). */
  describe(state: S, at?: string): HistoryField[];
}

/** One event of the history with what it changed. */
export interface HistoryStep {
  version: number;
  position: number;
  recordedAt: string;
  actorId: number | null;
  commandType: string | null;
  type: string;
  /** false: the stored shape is not one the aggregate knows; it was not folded */
  readable: boolean;
  changes: HistoryChange[];
}

export interface ReplayedHistory {
  /** the stream's version: how many events it holds */
  version: number;
  steps: HistoryStep[];
  /** the version the state is shown at (0: before the first event) */
  at: number;
  /** the state after the first `at` events, described */
  state: HistoryField[];
}

const same = (a: HistoryValue, b: HistoryValue) => JSON.stringify(a) === JSON.stringify(b);

/** The fields that differ between two described states, in the order of the later one (then removed ones). */
export function diffFields(before: readonly HistoryField[], after: readonly HistoryField[]): HistoryChange[] {
  const old = new Map(before.map((f) => [f.key, f]));
  const changes: HistoryChange[] = [];
  for (const f of after) {
    const was = old.get(f.key)?.value ?? null;
    if (!same(was, f.value)) changes.push({ key: f.key, label: f.label, labelDefault: f.labelDefault, before: was, after: f.value });
    old.delete(f.key);
  }
  for (const f of old.values()) {
    if (f.value !== null) changes.push({ key: f.key, label: f.label, labelDefault: f.labelDefault, before: f.value, after: null });
  }
  return changes;
}

/**
 * Replays a stream: every event with what it changed, and the state after the first `at` events
 * (default: all of them; clamped to 0…version). The fold is the aggregate's own `evolve`, so the
 * history can never disagree with the rules.
 */
export function replayHistory<S, E extends DomainEvent>(plug: HistoryPlug<S, E>, events: readonly HistoryEventInput[], at?: number | null): ReplayedHistory {
  const version = events.length;
  const target = at == null || !Number.isFinite(at) ? version : Math.min(version, Math.max(0, Math.trunc(at)));
  let state = plug.decider.initialState();
  let described = plug.describe(state);
  let stateAt = target === 0 ? described : null;
  const steps: HistoryStep[] = [];
  events.forEach((input, i) => {
    const event = input.event;
    const readable = plug.readable(event);
    let changes: HistoryChange[] = [];
    if (readable) {
      state = plug.decider.evolve(state, event);
      const next = plug.describe(state, input.recordedAt);
      changes = diffFields(described, next);
      described = next;
    }
    steps.push({
      version: input.version,
      position: input.position,
      recordedAt: input.recordedAt,
      actorId: input.actorId,
      commandType: input.commandType,
      type: input.event.type,
      readable,
      changes,
    });
    if (i + 1 === target) stateAt = described;
  });
  return { version, steps, at: target, state: stateAt ?? described };
}

/** The version a global event position falls at in a stream: the last event at or before it (0: none). */
export function versionAtPosition(events: readonly Pick<HistoryEventInput, "version" | "position">[], position: number): number {
  let v = 0;
  for (const e of events) if (e.position <= position) v = e.version;
  return v;
}

/** The version a stream stood at at an instant (ISO): its last event recorded at or before it (0: none yet). Issue 37. */
export function versionAtTime(events: readonly Pick<HistoryEventInput, "version" | "recordedAt">[], instant: string): number {
  const at = Date.parse(instant);
  let v = 0;
  for (const e of events) if (Date.parse(e.recordedAt) <= at) v = e.version;
  return v;
}

/** Every person a history names: the actors and the people in the fields. */
export function peopleOf(replayed: ReplayedHistory): number[] {
  const ids = new Set<number>();
  const add = (v: HistoryValue) => {
    if (v && "person" in v) ids.add(v.person);
    if (v && "list" in v) for (const x of v.list) if ("person" in x) ids.add(x.person);
  };
  for (const s of replayed.steps) {
    if (s.actorId !== null) ids.add(s.actorId);
    for (const c of s.changes) {
      add(c.before);
      add(c.after);
    }
  }
  for (const f of replayed.state) add(f.value);
  return [...ids];
}

// ---------------------------------------------------------------------------------------------
// The fallback for an aggregate that has no describer yet: the state is the events' `data` merged
// field by field (later events win), shown raw. Personal data (`data.personal`) is left out: a
// describer that knows the aggregate decides what of it a history shows.

type DataState = Record<string, unknown>;

function rawValue(v: unknown): HistoryValue {
  if (v === null || v === undefined) return null;
  if (typeof v === "string") return v === "" ? null : { text: v };
  if (typeof v === "number" || typeof v === "boolean") return { text: String(v) };
  if (Array.isArray(v) && v.every((x) => typeof x !== "object" || x === null)) return v.length ? { text: v.join(", ") } : null;
  return { text: JSON.stringify(v) };
}

/** A plug that folds any stream's `data` shallowly; for records whose aggregate has no describer. */
export function genericHistoryPlug(streamType: string): HistoryPlug<DataState, DomainEvent> {
  return {
    decider: {
      streamType,
      initialState: () => ({}),
      evolve: (state, event) => {
        const data = event.data && typeof event.data === "object" ? (event.data as Record<string, unknown>) : {};
        const { personal: _personal, ...rest } = data;
        return { ...state, ...rest };
      },
    },
    readable: (e): e is DomainEvent => typeof e.type === "string",
    describe: (state) =>
      Object.keys(state)
        .sort()
        .map((k) => ({ key: k, label: `history.data.${k}`, labelDefault: k, value: rawValue(state[k]) })),
  };
}

// ---------------------------------------------------------------------------------------------
// An aggregate's own state, described field by field (issue 18): for the records whose history
// page needs no hand-written describer, the plug still folds the stream with the aggregate's own
// `evolve` and shows the resulting state, flattened (`details.name`, `assignment.personId`).
// Values are formatted by what they are: an instant or a day in Swiss form, a person's id (a key
// ending in `By`, `personId`, `authorId`) as the person, cents as an amount, a yes/no as words.

const INSTANT = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d+)?)?(Z|[+-]\d{2}:\d{2})$/;
const DAY = /^\d{4}-\d{2}-\d{2}$/;
const PERSON_KEY = /(By|For|^by|^personId|^authorId|^actorId|^signerId)$/;
const MAX_DEPTH = 3;
const MAX_FIELDS = 200;

/** One leaf value as a history shows it; `leaf` is the field's own key (the last part of its path). */
export function stateValue(leaf: string, v: unknown): HistoryValue {
  if (v === null || v === undefined) return null;
  if (typeof v === "boolean") return { key: v ? "history.yes" : "history.no" };
  if (typeof v === "number") {
    if (PERSON_KEY.test(leaf) && Number.isSafeInteger(v) && v > 0) return { person: v };
    if (/Cents$/.test(leaf)) return { text: formatMoneyAmount(v) };
    return { text: String(v) };
  }
  if (typeof v === "string") {
    if (v === "") return null;
    if (DAY.test(v)) return { text: formatDate(v) };
    if (INSTANT.test(v)) return { text: formatDateTime(v) };
    return { text: v };
  }
  if (Array.isArray(v)) return v.length ? { text: v.map((x) => (typeof x === "object" ? JSON.stringify(x) : String(x))).join(", ") } : null;
  return { text: JSON.stringify(v) };
}

/**
 * How a plug shows what describeState cannot guess from a field's name (issue 33: no code, no cents
 * and no storage key on the auditor's screen), by the field's path with its numbers as `n`:
 * - `omit`: bookkeeping fields left out;
 * - `keyed`: fields holding a code (or a list of codes), by the translation key prefix of their values;
 * - `money`: amounts in cents, shown as money;
 * - `summary`: a field shown as one value instead of walked into (a file's storage data, a photo list).
 */
export interface StateDescription {
  omit?: readonly string[];
  keyed?: Readonly<Record<string, string>>;
  money?: readonly string[];
  summary?: Readonly<Record<string, (value: unknown) => HistoryValue>>;
}

/** A list of people's ids (a crew, the likes) as the people. */
export const peopleValue = (v: unknown): HistoryValue => {
  const ids = (Array.isArray(v) ? v : typeof v === "string" ? v.split(",") : []).map(Number).filter((n) => Number.isSafeInteger(n) && n > 0);
  return ids.length ? { list: ids.map((person) => ({ person })) } : null;
};

/** How many there are (photos, comments), as "n" with the plural of the key given. */
export const countValue = (key: string) => (v: unknown): HistoryValue => {
  const n = Array.isArray(v) ? v.length : v && typeof v === "object" ? Object.keys(v).length : 0;
  return n ? { key, params: { count: n } } : null;
};

/** A company by its code, as its name. */
export const companyValue = (v: unknown): HistoryValue => (typeof v === "string" && v ? { text: COMPANY_NAMES[v as CompanyCode] ?? v } : null);

/** Whether something is there (a photo), as yes or no. */
export const presentValue = (v: unknown): HistoryValue => ({ key: v ? "history.yes" : "history.no" });

const humanize = (path: string) =>
  path
    .split(".")
    .map((p) => p.replace(/([a-z])([A-Z])/g, "$1 $2").toLowerCase())
    .join(" › ");

/**
 * A state's fields, flattened: nested objects (and lists of objects, by position) down to three
 * levels, leaves formatted by stateValue. Labels are `<labelPrefix>.<path>` (the path's numbers as
 * `n`), with the path in words when no translation exists.
 */
export function describeState(state: unknown, labelPrefix: string, omit: readonly string[] = [], keyed: Readonly<Record<string, string>> = {}, how: StateDescription = {}): HistoryField[] {
  const out: HistoryField[] = [];
  const omitted = [...omit, ...(how.omit ?? [])];
  const codes = { ...keyed, ...(how.keyed ?? {}) };
  // `parent`: the object the value sits in, whose `currency` an amount is shown with (issue 37: "CHF 85'000.00")
  const walk = (v: unknown, path: string, depth: number, parent: Record<string, unknown> | null = null) => {
    const general = path.replace(/\.\d+/g, ".n");
    if (out.length >= MAX_FIELDS || omitted.includes(path) || omitted.includes(general)) return;
    const leaf = path.slice(path.lastIndexOf(".") + 1);
    const summary = how.summary?.[general];
    if (summary) {
      out.push({ key: path, label: `${labelPrefix}.${general}`, labelDefault: humanize(path), value: v === null || v === undefined ? null : summary(v) });
      return;
    }
    const prefixOfCodes = codes[general];
    if (prefixOfCodes && Array.isArray(v) && v.every((x) => typeof x === "string")) {
      out.push({ key: path, label: `${labelPrefix}.${general}`, labelDefault: humanize(path), value: v.length ? { list: (v as string[]).map((x) => ({ key: `${prefixOfCodes}.${x}` })) } : null });
      return;
    }
    if (how.money?.includes(general) && typeof v === "number") {
      const currency = parent && typeof parent.currency === "string" && /^[A-Z]{3}$/.test(parent.currency) ? parent.currency : null;
      out.push({ key: path, label: `${labelPrefix}.${general}`, labelDefault: humanize(path), value: { text: currency ? formatMoney(v, currency) : formatMoneyAmount(v) } });
      return;
    }
    const isObject = v !== null && typeof v === "object";
    const objectList = Array.isArray(v) && v.some((x) => x !== null && typeof x === "object");
    if (depth < MAX_DEPTH && isObject && (!Array.isArray(v) || objectList)) {
      const entries = Array.isArray(v) ? v.map((x, i) => [String(i + 1), x] as const) : Object.entries(v as Record<string, unknown>);
      if (entries.length === 0 && path) out.push({ key: path, label: `${labelPrefix}.${path.replace(/\.\d+/g, ".n")}`, labelDefault: humanize(path), value: null });
      const self = Array.isArray(v) ? null : (v as Record<string, unknown>);
      for (const [k, x] of entries) walk(x, path ? `${path}.${k}` : k, depth + 1, self);
      return;
    }
    const prefix = codes[general];
    const value = prefix && typeof v === "string" && v !== "" ? { key: `${prefix}.${v}` } : stateValue(leaf, v);
    out.push({ key: path, label: `${labelPrefix}.${general}`, labelDefault: humanize(path), value });
  };
  walk(state, "", 0);
  return out;
}

/**
 * A plug for an aggregate: its own decider folds the stream, its events' schema says which stored
 * events it can fold, and its state is shown by describeState (minus bookkeeping fields: `omit`;
 * `keyed`: the fields holding a code, by path, with the translation key prefix of their values).
 */
export function stateHistoryPlug<S, E extends DomainEvent>(
  decider: Pick<Decider<S, never, E>, "streamType" | "initialState" | "evolve">,
  schema: { safeParse(v: unknown): { success: boolean } },
  labelPrefix: string,
  omit: readonly string[] = [],
  keyed: Readonly<Record<string, string>> = {},
  how: StateDescription = {},
): HistoryPlug<S, E> {
  return {
    decider,
    readable: (e: DomainEvent): e is E => schema.safeParse(e).success,
    describe: (s) => describeState(s, labelPrefix, omit, keyed, how),
  };
}
