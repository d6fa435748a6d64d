// The journal feed's and a post's comments' paging (spec §9): plain numbers, no zod, so the feed page can read them in the browser.

/** How many posts the feed shows: 6 more per step (spec §9), at most 600. */
export const FEED_STEP = 6;
const COMMENT_STEP = 10;

/** The feed's `count` parameter: a multiple of the step from 6 up to 600; anything else is 6. */
export function feedCount(raw: string | null): number {
  const n = raw && /^\d{1,3}$/.test(raw) ? Number(raw) : FEED_STEP;
  return Math.min(600, Math.max(FEED_STEP, Math.ceil(n / FEED_STEP) * FEED_STEP));
}

/** How many comments a post shows: 10, 20, … (the `comments` parameter, for the post it names). */
export function commentCount(raw: string | null): number {
  const n = raw && /^\d{1,4}$/.test(raw) ? Number(raw) : COMMENT_STEP;
  return Math.min(1000, Math.max(COMMENT_STEP, Math.ceil(n / COMMENT_STEP) * COMMENT_STEP));
}
