// A translation with one interpolated value, translated once per page and filled per row (ADR-0091):
// a list of 50 rows asks i18next once instead of 50 times (each call resolves the key, parses the
// interpolation and allocates), and the text comes out as `t(key, { [name]: value })` would give it
// (interpolation is never escaped here: React escapes, see config.ts).
import type { TFunction } from "i18next";

const MARK = "\u0000";

/** `fill(value)` gives `t(key, { [name]: value })`, with `t` called once, here. */
export function translatedTemplate(t: TFunction, key: string, name: string): (value: string) => string {
  const whole = t(key, { [name]: MARK }) as string;
  const at = whole.indexOf(MARK);
  if (at < 0 || whole.indexOf(MARK, at + 1) >= 0) {
    // the value appears not once (a translation that drops or repeats it): ask i18next per value
    return (value) => t(key, { [name]: value }) as string;
  }
  const before = whole.slice(0, at);
  const after = whole.slice(at + 1);
  return (value) => before + value + after;
}
