// CreateCalendarFeedLink and RevokeCalendarFeedLink (ADR-0062): a person's private calendar link.
// The token is 32 random bytes (base64url); only its SHA-256 is recorded. Creating while a link
// works revokes the old one in the same command (regenerating).
import { createHash } from "node:crypto";

/** A token's form in the link: 43 base64url characters. */
export const FEED_TOKEN = /^[A-Za-z0-9_-]{43}$/;

export function hashFeedToken(token: string): string {
  return createHash("sha256").update(token, "utf8").digest("hex");
}
