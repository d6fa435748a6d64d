// Who sees which checklists (ADR-0072). Pure: the checklists' lists, their pages and the access
// scope (app/http/scope.server.ts) ask this one function, so the rules cannot drift apart.
import { can, type Access } from "../access/permissions";

/** Sees every checklist: read allChecklists or read admin; otherwise only those of the sites whose team they are on. */
export const seesAllChecklists = (user: { access: Access }) => can(user.access, "read", "allChecklists") || can(user.access, "read", "admin");
