// The profile's API token forms (ADR-0077): a name to recognise the token by and its lifetime in
// days; revoking names the token. Messages are translation keys.
import { z } from "zod";
import { API_TOKEN_LIFETIMES } from "./lists";
export { API_TOKEN_LIFETIMES } from "./lists";


export const createApiTokenSchema = z.object({
  name: z
    .string({ required_error: "api.tokens.name_required" })
    .trim()
    .min(1, "api.tokens.name_required")
    .max(80, "api.tokens.name_too_long"),
  days: z.enum(API_TOKEN_LIFETIMES, { errorMap: () => ({ message: "api.tokens.lifetime_invalid" }) }).transform(Number),
});

export const revokeApiTokenSchema = z.object({
  tokenId: z.string().uuid("errors.not_found"),
});
