// The clock button's intent (record-stamp), shared by the stamping page's form and the device's
// sending route (app.profile.stamping.sync.ts, ADR-0124): one schema, one command, one notice.
import type { IntentSpec } from "~/http/command-action.server";
import { formatTime } from "~/domain/shared/format";
import { clockSchema } from "~/domain/stamping/schema";
import { recordStamp } from "./record-stamp.server";

/** What a refused clock form needs to be shown again: whether it parsed, the time as typed, the chosen site. */
export const typedBack =
  (timeField: string) =>
  ({ form, value }: { form: FormData; value: unknown }) => ({
    parsed: value !== null,
    partnerId: Number(form.get("partnerId")) || 0,
    time: String(form.get(timeField) ?? ""),
    siteId: Number(form.get("siteId")) || null,
  });

/** Clocking in or out; back to `path` (or the dashboard, whose button says so) with the stamp's time. */
export function clockIntent(path: string): IntentSpec<typeof clockSchema, undefined> {
  return {
    schema: clockSchema,
    // the device's clock is set at the click, and a stamp first sent at once may come again from the
    // device's queue: both are the same request (ADR-0098, ADR-0124)
    volatile: ["deviceAt", "queued"],
    failure: typedBack("time"),
    run: async ({ sql, user, value: v, meta }) => {
      const place = { latitude: v.latitude, longitude: v.longitude, preset: v.preset };
      const stamp = await recordStamp(sql, user, { kind: v.kind, deviceAt: v.deviceAt ?? null, place, siteId: v.siteId ?? null, queued: v.queued === true }, meta);
      return {
        to: v.from === "dashboard" ? "/app/profile/dashboard" : path,
        flash: { kind: "success", key: `stamping.clock.recorded_${v.kind}`, params: { time: formatTime(stamp.stampedAt) } },
      };
    },
  };
}
