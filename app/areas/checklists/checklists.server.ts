// The checklists' pages share this (ADR-0072): who sees which checklists, who may prepare, fill,
// sign and decide, the checklist in the user's scope (a 404 otherwise), and the checklist as the
// view, the fill form and the PDF show it (signed links of photos and signatures).
import type { TFunction } from "i18next";
import type { z } from "zod";
import type { CurrentUser } from "~/auth/user.server";
import type { Actor } from "~/domain/access/actor";
import type { Sql } from "~/db.server";
import { can } from "~/domain/access/permissions";
import { exportBlock, mayDecideChecklists } from "~/domain/checklist/decider";
import { seesAllChecklists } from "~/domain/checklist/visibility";
import { decideChecklistSchema } from "~/domain/checklist/schema";
import { ConcurrencyError, DomainError } from "~/domain/shared/errors";
import { formatDate, formatDateTime, formatFileSize } from "~/domain/shared/format";
import { defineIntents, type IntentContext } from "~/http/command-action.server";
import { approveChecklist } from "~/areas/checklists/approve-checklist.server";
import { rejectChecklist } from "~/areas/checklists/reject-checklist.server";
import { checklistById, checklistDetailById, teamFunctionOnAny, type ChecklistListItem } from "~/events/queries/checklists.server";
import { notFound, scopedRecord } from "~/http/scope.server";
import { fileStore } from "~/storage/index.server";
import type { ChecklistView } from "~/ui/checklist/view";

/** The list filter of the person's scope: null (all) or their person id (their teams' sites). */
export const teamScopeOf = (user: Pick<Actor, "id" | "access">) => (seesAllChecklists(user) ? null : user.id);
/** Prepares, copies and edits checklists and manages templates. */
export const mayPrepare = (user: Pick<Actor, "access">) => can(user.access, "update", "admin");
/** Approves and rejects. */
export const mayDecide = (user: Pick<Actor, "access">) => mayDecideChecklists([...user.access.rights]);

export interface ChecklistRights {
  see: boolean;
  fill: boolean;
  sign: boolean;
  decide: boolean;
  prepare: boolean;
}

/** What this person may do with a site's checklists (its team decides filling and signing, ADR-0072). */
export async function checklistRights(sql: Sql, user: Pick<Actor, "id" | "access">, siteId: number | readonly number[]): Promise<ChecklistRights> {
  // a checklist's rights come from the team of any of its assigned sites (ADR-0117)
  const fn = await teamFunctionOnAny(sql, typeof siteId === "number" ? [siteId] : siteId, user.id);
  const office = mayPrepare(user);
  return {
    see: seesAllChecklists(user) || fn !== null,
    fill: office || fn !== null,
    sign: office || fn === "FOREMAN",
    decide: mayDecide(user),
    prepare: office,
  };
}

/** The checklist of the URL when the user may see it (the scope's "checklist" kind) with what they may do with it; a 404 otherwise. */
export async function scopedChecklist(
  sql: Sql,
  user: Pick<Actor, "id" | "principal" | "access">,
  param: unknown,
  opts: { siteId?: number; includeRemoved?: boolean } = {},
): Promise<{ checklist: ChecklistListItem; rights: ChecklistRights }> {
  const checklist = await scopedRecord(sql, user, "checklist", param, opts);
  return { checklist, rights: await checklistRights(sql, user, checklist.sites.map((x) => x.id)) };
}

/** A site of the URL the user may see (its checklists tab). */
export const checklistSite = (sql: Sql, user: CurrentUser, siteId: unknown) => scopedRecord(sql, user, "site", siteId);

/** YYYY-MM-DD as DD.MM.YYYY. */
export const swissDay = (d: string | null) => (d ? d.split("-").reverse().join(".") : "");

/** The checklist as the pages show it: formatted dates, signed links of its photos and signature. */
export async function checklistView(sql: Sql, c: ChecklistListItem, opts: { inline?: boolean } = {}): Promise<ChecklistView> {
  const detail = await checklistDetailById(sql, c.id);
  if (!detail) throw notFound();
  const store = fileStore();
  // the PDF embeds the bytes (Chromium renders without the session): data URLs; the pages use signed links
  const link = async (key: string) => {
    if (!opts.inline) return store.signedUrl(key);
    const f = await store.get(key);
    return f ? `data:${f.contentType ?? "image/png"};base64,${Buffer.from(f.body).toString("base64")}` : "";
  };
  return {
    id: c.id,
    siteId: c.siteId,
    siteTitle: c.siteTitle,
    siteTitles: c.sites.length ? c.sites.map((x) => x.title) : [c.siteTitle],
    companyCode: c.companyCode,
    templateName: c.templateName ?? "",
    title: c.title,
    date: swissDay(c.date),
    readyBy: swissDay(c.readyBy),
    status: c.status,
    filled: c.filled,
    answeredCount: c.answeredCount,
    itemCount: c.itemCount,
    signature: detail.signature
      ? {
          method: detail.signature.method,
          name: detail.signature.name,
          imageUrl: detail.signature.imageKey ? await link(detail.signature.imageKey) : null,
          signer: c.signerName ?? "",
          signerId: detail.signature.signerId,
          at: formatDateTime(detail.signature.at),
          textRemoved: detail.signature.textRemoved === true,
        }
      : null,
    decided: c.decidedAt ? { by: c.deciderName ?? "", byId: c.decidedBy, at: formatDateTime(c.decidedAt), reason: c.rejectReason ?? "", reasonRemoved: c.rejectReasonRemoved } : null,
    createdAt: formatDate(c.createdAt),
    copiedFrom: c.copiedFrom,
    version: c.version,
    exportBlock: exportBlock(c),
    questions: await Promise.all(
      detail.questions.map(async (q, n) => ({
        questionId: q.questionId,
        number: n + 1,
        title: q.title,
        items: q.items.map((i) => ({ itemId: i.itemId, label: i.label, answer: i.answer, observation: i.observation, who: i.who, textRemoved: i.textRemoved === true, dueDate: swissDay(i.dueDate), dueDateIso: i.dueDate ?? "", done: i.done })),
        images: await Promise.all(q.images.map(async (i) => ({ url: await link(i.key), thumbnailUrl: await link(opts.inline ? i.key : (i.thumbnailKey ?? i.key)) }))),
        // rows projected before version 2 have no attachments
        attachments: await Promise.all((q.attachments ?? []).map(async (f) => ({ name: f.name, url: opts.inline ? "" : await store.signedUrl(f.key, { downloadName: f.name }), size: formatFileSize(f.size) }))),
      })),
    ),
  };
}

/**
 * Approve and reject, posted from the requests list, a request's view and a checklist's view: the
 * checklist named by the form in the user's scope, at the version the row was shown at. When two
 * decide at once one wins (the stream's version); the other is told who decided first and when.
 */
export function decideIntent(back: (id: number) => string) {
  return defineIntents()({
    "approve-checklist": decision(back),
    "reject-checklist": decision(back),
  });
}

function decision(back: (id: number) => string) {
  return {
    schema: decideChecklistSchema,
    allowed: async ({ sql, user, value }: IntentContext<z.output<typeof decideChecklistSchema>, undefined>) => (await scopedChecklist(sql, user, String(value.checklistId))).rights.decide,
    run: async ({ sql, user, value, meta, expectedVersion }: IntentContext<z.output<typeof decideChecklistSchema>, undefined>) => {
      const { checklist } = await scopedChecklist(sql, user, String(value.checklistId));
      if (value.intent === "approve-checklist") await approveChecklist(sql, checklist.id, expectedVersion, meta);
      else await rejectChecklist(sql, checklist.id, value.reason ?? "", expectedVersion, meta);
      return { to: back(checklist.id), flash: value.intent === "approve-checklist" ? "checklist.approved" : "checklist.rejected" };
    },
    refused: async ({ sql, value, t }: IntentContext<z.output<typeof decideChecklistSchema>, undefined> & { t: TFunction }, err: DomainError) => {
      if (!(err instanceof ConcurrencyError) && err.code !== "checklist.errors.already_decided") return null;
      const now = await checklistById(sql, value.checklistId);
      if (!now || now.status === "PENDING" || !now.decidedAt) return null;
      return { status: 409, message: t("checklist.errors.decided_first", { status: t(`checklist.status.${now.status}`), name: now.deciderName ?? "—", at: formatDateTime(now.decidedAt) }) };
    },
  };
}
