// The journal's addresses (ADR-0063), for the pages and the server alike.

export const journalPath = (siteId: number) => `/app/sites/sites/${siteId}/journal`;
export const journalEntryPath = (siteId: number, journalId: number, page: "view" | "edit") => `${journalPath(siteId)}/${journalId}/${page}`;
