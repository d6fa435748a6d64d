// The foreman's crew form (ADR-0123), on the foreman's stamping page (one per site they lead) and on
// the site's dashboard (that site's): what it lists, and its intent, posted to either page. Only a
// FOREMAN on the site's team gets a form; the intent checks it again on the server (`allowed`), and
// the rules a third time on the facts read inside the command.
import type { ZodTypeAny } from "zod";
import type { CurrentUser } from "~/auth/user.server";
import type { Sql } from "~/db.server";
import { formatTime } from "~/domain/shared/format";
import { crewStampSchema } from "~/domain/stamping/schema";
import type { StampKind } from "~/domain/stamping/types";
import type { IntentSpec } from "~/http/command-action.server";
import { newCommandId } from "~/http/command-ids.server";
import { crewOf, foremanSitesOf, isForemanOf } from "~/events/queries/stamp-sites.server";
import { recordCrewStamps } from "./record-crew-stamps.server";

/** One crew form as the page renders it. */
export interface CrewFormView {
  siteId: number;
  title: string;
  commandId: string;
  members: { personId: number; name: string; expected: StampKind; inSince: string | null }[];
}

async function formOf(sql: Sql, site: { siteId: number; title: string }, foremanId: number, now: string): Promise<CrewFormView> {
  const members = await crewOf(sql, site.siteId, foremanId, now);
  return {
    ...site,
    commandId: newCommandId(),
    members: members.map((m) => ({ personId: m.personId, name: m.name, expected: m.expected, inSince: m.inSince ? formatTime(m.inSince) : null })),
  };
}

/** Every site the user is FOREMAN of, with its crew; empty for anyone else. */
export async function crewFormsOf(sql: Sql, user: Pick<CurrentUser, "id">, now: string): Promise<CrewFormView[]> {
  const sites = await foremanSitesOf(sql, user.id);
  return Promise.all(sites.map((s) => formOf(sql, s, user.id, now)));
}

/** The site's crew form when the user is FOREMAN on its team; null otherwise. */
export async function crewFormOf(sql: Sql, user: Pick<CurrentUser, "id">, site: { id: number; title: string }, now: string): Promise<CrewFormView | null> {
  if (!(await isForemanOf(sql, user.id, site.id))) return null;
  return formOf(sql, { siteId: site.id, title: site.title }, user.id, now);
}

/** What a refused crew form gives back to be shown again: its site, the people ticked, the kind asked. */
export type CrewFailure = {
  siteId: number;
  ticked: number[];
};

/**
 * The crew form's intent (record-crew-stamps), posted to the stamping page or the site's dashboard;
 * `to` is where the redirect goes. A non-foreman (or a foreman of another site) is refused with a
 * translated 403, the ticks kept.
 */
export function crewIntent<Scope>(to: (siteId: number) => string): IntentSpec<ZodTypeAny, Scope> {
  return {
    schema: crewStampSchema,
    allowed: async ({ sql, user, value }) => (await isForemanOf(sql, user.id, (value as { siteId: number }).siteId)) || "stamping.crew.not_foreman",
    failure: ({ form }): CrewFailure => ({
      siteId: Number(form.get("siteId")) || 0,
      ticked: form
        .getAll("personId")
        .map((v) => Number(v))
        .filter((n) => Number.isSafeInteger(n) && n > 0),
    }),
    run: async ({ sql, user, value, meta }) => {
      const v = value as { siteId: number; personId: number[]; kind: StampKind };
      const done = await recordCrewStamps(sql, user, { siteId: v.siteId, kind: v.kind, personIds: v.personId }, meta);
      return { to: to(v.siteId), flash: { kind: "success", key: `stamping.crew.recorded_${v.kind}`, params: { count: done.recorded, names: done.names.join(", ") } } };
    },
  };
}
