// The tool manager's pages share this (ADR-0069): the policies (read tool-manager to see; update
// tool-manager, which EDIT_INVENTORY grants, to change), the tool of the URL, and the documents a
// tool form posts, checked on their bytes.
import { anyOf, type Policy } from "~/domain/access/policy";
import { can } from "~/domain/access/permissions";
import { DomainError, forbidden } from "~/domain/shared/errors";
import type { CurrentUser } from "~/auth/user.server";
import { TOOL_LIMITS } from "~/domain/tool/decider";
import type { ToolDocumentType } from "~/domain/tool/events";
import { getT } from "~/i18n/i18next.server";
import { TOOL_DOCUMENT_UPLOAD, type NewDocument } from "~/areas/tools/tool-command.server";
import type { ReceivedFile } from "~/storage/multipart.server";
import { checkUpload } from "~/storage/upload.server";
import { zurichToday } from "~/clock.server";
import { AVAILABILITY_FILTERS, type AvailabilityFilter } from "~/domain/tool/schema";
import { queryParams } from "~/domain/shared/query-params";

/** Pages anyone who reads the tool manager opens; their forms change it. */
export const TOOLS_READ_POLICY: Policy = { get: anyOf(["read", "tool-manager"]), post: anyOf(["update", "tool-manager"]) };
/** Pages that are forms to change it. */
export const TOOLS_UPDATE_POLICY: Policy = { get: anyOf(["update", "tool-manager"]), post: anyOf(["update", "tool-manager"]) };

export const today = () => zurichToday().toString();

/**
 * A tool's page (the QR label's target, ADR-0079): those who read the tool manager open every tool
 * and change it with update; the holder opens the tool they hold, to confirm its receipt and
 * return it. Anyone else may not see it: a 404, as for any record out of reach.
 */
export const TOOL_PAGE_POLICY: Policy = { get: anyOf(["read", "tool-manager"], ["read", "profile"]), post: anyOf(["update", "tool-manager"], ["read", "profile"]) };

/** May this user change the tool manager (update tool-manager, which EDIT_INVENTORY grants)? */
export const mayManageTools = (user: CurrentUser) => can(user.access, "update", "tool-manager");

/** The forms only the tool manager sends (assign, stock, delete, a signed paper, the threshold): anyone else gets a 403. */
export function requireToolManager(user: CurrentUser): void {
  if (!mayManageTools(user)) throw forbidden();
}


/** A tool form posts documents: up to 10 files of 10 MB, a body of at most 60 MB. */
export const TOOL_UPLOAD_LIMITS = { maxFileBytes: TOOL_DOCUMENT_UPLOAD.maxBytes, maxParts: TOOL_LIMITS.documents + 30, maxRequestBytes: 60 * 1024 * 1024 };

/** The documents chosen in the form, checked on their bytes (PDF, JPEG, PNG); a refused one refuses the form, naming it. */
export async function checkedDocuments(request: Request, uploads: ReceivedFile[], type: ToolDocumentType | undefined, already: number): Promise<NewDocument[]> {
  const chosen = uploads.filter((f) => f.field === "documents" && !(f.fileName === "" && f.size === 0));
  if (chosen.length === 0) return [];
  if (chosen.length + already > TOOL_LIMITS.documents) throw new DomainError("invalid", "tools.errors.too_many_documents", { field: "documents", params: { max: TOOL_LIMITS.documents } });
  if (!type) throw new DomainError("invalid", "tools.errors.document_type_required", { field: "documentType" });
  const t = await getT(request);
  const ok: NewDocument[] = [];
  const refused: string[] = [];
  for (const f of chosen) {
    const r = await checkUpload(f, TOOL_DOCUMENT_UPLOAD);
    if (r.ok) ok.push({ file: r.file, type, name: f.fileName.slice(0, TOOL_LIMITS.documentName) || "document" });
    else refused.push(`${f.fileName || "?"}: ${t(`storage.reason.${r.reason}`, r.params)}`);
  }
  if (refused.length > 0) throw new DomainError("invalid", "tools.errors.documents_refused", { field: "documents", params: { failed: t("upload_failed"), reasons: refused.join("; ") } });
  return ok;
}

/** The list's filters from the URL; anything unreadable is no filter. */
export function toolFilterOf(url: URL) {
  const query = queryParams(url);
  const q = query.text("q", 100);
  const c = query.get("category") ?? "";
  const categoryId = /^\d{1,9}$/.test(c) ? Number(c) : null;
  const a = query.get("availability") ?? "";
  const availability = (AVAILABILITY_FILTERS as readonly string[]).includes(a) ? (a as AvailabilityFilter) : null;
  return { q, categoryId, availability, today: today() };
}

/** Who may ask for a tool: staff (a role, and not a client or an auditor). */
export function mayRequestTools(role: string | null): boolean {
  return role !== null && role !== "CLIENT" && role !== "AUDITOR";
}
