// The API tokens' lifetimes, without zod: the tokens page reads them in the browser, the schema builds on them.

export const API_TOKEN_LIFETIMES = ["7", "30", "90", "365"] as const;
