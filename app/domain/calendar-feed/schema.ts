// The calendar link page's two forms: create (or regenerate) and revoke; nothing to type.
import { z } from "zod";

const commandId = z.preprocess((v) => (v === "" || v === null ? undefined : v), z.string().max(64).optional());

export const createCalendarLinkSchema = z.object({ intent: z.literal("create-calendar-link"), commandId });
export const revokeCalendarLinkSchema = z.object({ intent: z.literal("revoke-calendar-link"), commandId });
