// HR's stamp overview list parameters: the page and its CSV download read the same ones.
export const STAMP_OVERVIEW_LIST = { sorts: ["name"] as ["name"], defaultSort: "name" as const, defaultDir: "asc" as const, filters: { filter: ["off-site"] as const } };
