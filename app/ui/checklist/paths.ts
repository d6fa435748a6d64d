// Where the checklists' pages live (spec part 1 §2, part 2 §2).
export const CHECKLISTS = "/app/admin/checklists";
export const CHECKLIST_REQUESTS = "/app/admin/checklist-requests";
export const checklistPath = (id: number, page: "view" | "edit" | "new" | "pdf" | "history") => `${CHECKLISTS}/${id}/${page}`;
export const templatePath = (id: number) => `${CHECKLISTS}/${id}/edit-template`;
export const requestPath = (id: number) => `${CHECKLIST_REQUESTS}/${id}/view`;
export const siteChecklistsPath = (siteId: number) => `/app/sites/sites/${siteId}/checklists`;
export const fillPath = (siteId: number, id: number) => `/app/sites/sites/${siteId}/checklists/${id}/fill`;
export const DELEGATED_APPROVALS = "/app/profile/delegated-approvals";
