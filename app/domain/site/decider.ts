// A construction site's rules (stream site-<id>, ADR-0051): registration, changes to its details,
// figures and status, its picture, and its team. Pure: who may change which figures is decided by
// the caller's rights and passed in as `may`.
import type { Decider } from "../shared/decider";
import { SITE_RADIUS_LIMITS } from "../stamping/geofence";
import { forbidden, notFound, ruleBroken } from "../shared/errors";
import {
  COST_FIELDS,
  DETAIL_FIELDS,
  TOTAL_FIELDS,
  type ProjectFunction,
  type SiteDetails,
  type SiteDetailsChanged,
  type SiteEvent,
  type SiteFiguresChanged,
} from "./events";

/** The priority every new team member gets (spec: Contact priority 1). */
const TEAM_PRIORITY = 1;

export interface TeamMember {
  personId: number;
  projectFunction: ProjectFunction;
}

export type SiteCommand =
  | { type: "RegisterSite"; siteId: number; details: SiteDetails }
  /**
   * The edit form: every field it shows. `may` are the caller's money rights (siteVisibility): a
   * figure they may not see must not change (the form hides it; a forged field is refused).
   */
  | { type: "ChangeSite"; changes: Partial<SiteDetails>; may: { totals: boolean; costs: boolean } }
  | { type: "ChangeSiteAvatar"; avatarKey: string | null }
  | { type: "AddTeamMember"; personId: number; projectFunction: ProjectFunction }
  | { type: "RemoveTeamMember"; personId: number };

export interface SiteState {
  siteId: number;
  details: SiteDetails | null;
  avatarKey: string | null;
  team: TeamMember[];
}

const isFiniteIn = (v: number | null | undefined, limit: number) => v == null || (Number.isFinite(v) && Math.abs(v) <= limit);

/** The rules every recorded set of details keeps: a title, coordinates on the globe, money in whole cents. */
function checkDetails(d: Partial<SiteDetails>): void {
  if (d.title !== undefined && !d.title.trim()) throw ruleBroken("errors.required", { field: "title" });
  if (!isFiniteIn(d.latitude, 90)) throw ruleBroken("sites.errors.latitude", { field: "latitude" });
  if (!isFiniteIn(d.longitude, 180)) throw ruleBroken("sites.errors.longitude", { field: "longitude" });
  if (d.radius !== undefined && !(Number.isSafeInteger(d.radius) && d.radius >= SITE_RADIUS_LIMITS.min && d.radius <= SITE_RADIUS_LIMITS.max)) {
    throw ruleBroken("sites.errors.radius", { field: "radius", params: { min: String(SITE_RADIUS_LIMITS.min), max: String(SITE_RADIUS_LIMITS.max) } });
  }
  for (const k of [...TOTAL_FIELDS, ...COST_FIELDS]) {
    if (k === "currency") continue;
    const v = d[k];
    if (v !== undefined && !Number.isSafeInteger(v)) throw ruleBroken("sites.errors.amount", { field: k });
  }
}

function changedOf<K extends keyof SiteDetails>(current: SiteDetails, changes: Partial<SiteDetails>, keys: readonly K[]): Partial<Pick<SiteDetails, K>> {
  const out: Partial<Pick<SiteDetails, K>> = {};
  for (const k of keys) {
    const v = changes[k];
    if (v !== undefined && current[k] !== v) out[k] = v as SiteDetails[K];
  }
  return out;
}

export const siteDecider: Decider<SiteState, SiteCommand, SiteEvent> = {
  streamType: "site",
  initialState: () => ({ siteId: 0, details: null, avatarKey: null, team: [] }),
  evolve(state, event) {
    switch (event.type) {
      case "SiteRegistered": {
        const { siteId, at: _a, by: _b, ...details } = event.data;
        return { ...state, siteId, details };
      }
      case "SiteDetailsRevised":
      case "SiteDetailsChanged":
      case "SiteFiguresChanged": {
        const { siteId: _s, at: _a, by: _b, ...changes } = event.data;
        return { ...state, details: state.details ? { ...state.details, ...changes } : null };
      }
      case "SiteStatusChanged":
        return { ...state, details: state.details ? { ...state.details, status: event.data.status } : null };
      case "SiteAvatarChanged":
        return { ...state, avatarKey: event.data.avatarKey };
      case "SiteTeamMemberAdded":
        return { ...state, team: [...state.team, { personId: event.data.personId, projectFunction: event.data.projectFunction }] };
      case "SiteTeamMemberRemoved":
        return { ...state, team: state.team.filter((m) => m.personId !== event.data.personId) };
    }
  },
  decide(command, state, ctx) {
    const ref = { siteId: state.siteId, at: ctx.now, by: ctx.actorId };
    switch (command.type) {
      case "RegisterSite":
        if (state.details) throw ruleBroken("errors.already_exists");
        if (!command.details.title.trim()) throw ruleBroken("errors.required", { field: "title" });
        checkDetails(command.details);
        return [{ type: "SiteRegistered", data: { ...command.details, siteId: command.siteId, at: ctx.now, by: ctx.actorId } }];
      case "ChangeSite": {
        const current = state.details;
        if (!current) throw notFound();
        checkDetails(command.changes);
        const details = changedOf(current, command.changes, DETAIL_FIELDS);
        const totals = changedOf(current, command.changes, TOTAL_FIELDS);
        const costs = changedOf(current, command.changes, COST_FIELDS);
        // a figure the caller may not read is not theirs to change (a forged form field)
        if ((!command.may.totals && Object.keys(totals).length) || (!command.may.costs && Object.keys(costs).length)) throw forbidden();
        const events: SiteEvent[] = [];
        if (Object.keys(details).length) events.push({ type: "SiteDetailsChanged", data: { ...details, ...ref } } satisfies SiteDetailsChanged);
        const figures = { ...totals, ...costs };
        if (Object.keys(figures).length) events.push({ type: "SiteFiguresChanged", data: { ...figures, ...ref } } satisfies SiteFiguresChanged);
        const status = command.changes.status;
        if (status !== undefined && status !== current.status) events.push({ type: "SiteStatusChanged", data: { status, from: current.status, ...ref } });
        return events;
      }
      case "ChangeSiteAvatar":
        if (!state.details) throw notFound();
        if (command.avatarKey === state.avatarKey) return [];
        return [{ type: "SiteAvatarChanged", data: { avatarKey: command.avatarKey, previous: state.avatarKey, ...ref } }];
      case "AddTeamMember":
        if (!state.details) throw notFound();
        if (state.team.some((m) => m.personId === command.personId)) throw ruleBroken("sites.team.already_member", { field: "personId" });
        return [{ type: "SiteTeamMemberAdded", data: { personId: command.personId, projectFunction: command.projectFunction, priority: TEAM_PRIORITY, ...ref } }];
      case "RemoveTeamMember":
        if (!state.details) throw notFound();
        // removing someone who is not (or no longer) on the team changes nothing: a repeated click
        if (!state.team.some((m) => m.personId === command.personId)) return [];
        return [{ type: "SiteTeamMemberRemoved", data: { personId: command.personId, ...ref } }];
    }
  },
};
