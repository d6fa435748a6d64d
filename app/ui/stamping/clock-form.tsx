// The clock button: one plain form with one submit button, the stamp the clock expects next
// (ADR-0042: clock-in when off duty, clock-out when on duty; the other kind only through the
// "I forgot" path of forgot-form.tsx), so clocking works without JavaScript. Without it the person may pick a company site preset (or none); with
// it the browser's location and clock are added as hidden fields when available. A stamp without a
// place is accepted (and marked) by the server either way.
import { Form } from "@remix-run/react";
import { useEffect, useState, type FormEvent, type ReactNode } from "react";
import { useTranslation } from "react-i18next";
import type { StampKind } from "~/domain/stamping/types";
import { useHydrated } from "../confirm";
import { CsrfInput } from "../csrf";
import * as s from "../shell.css";
import { Icon } from "../icon";
import * as st from "./stamping.css";

export interface PresetOption {
  id: string;
  label: string;
}

export interface ClockFormProps {
  /** where the form posts (the stamping page's action) */
  action: string;
  commandId: string;
  /** the person is clocked in now: the button clocks out, otherwise it clocks in */
  open: boolean;
  presets: PresetOption[];
  /** the form's refusal, translated */
  error?: string | null;
  /** the dashboard's button: no place picker */
  compact?: boolean;
  /** beside the button: the state (on duty or not) and the day's last stamp (the stamping page) */
  beside?: ReactNode;
  /** where to come back to after the redirect */
  from?: "dashboard";
}

type Located = { state: "pending" } | { state: "ok"; latitude: number; longitude: number } | { state: "unavailable" };

/** With JavaScript, the browser's position (asked once when the form appears); never needed. */
function useDevicePosition(enabled: boolean): Located {
  const [pos, setPos] = useState<Located>({ state: "pending" });
  useEffect(() => {
    if (!enabled) return;
    if (typeof navigator === "undefined" || !("geolocation" in navigator)) {
      setPos({ state: "unavailable" });
      return;
    }
    navigator.geolocation.getCurrentPosition(
      (p) => setPos({ state: "ok", latitude: p.coords.latitude, longitude: p.coords.longitude }),
      () => setPos({ state: "unavailable" }),
      { maximumAge: 60_000, timeout: 10_000 },
    );
  }, [enabled]);
  return pos;
}

export function ClockForm({ action, commandId, open, presets, error, compact = false, from, beside }: ClockFormProps) {
  const { t } = useTranslation();
  const hydrated = useHydrated();
  const position = useDevicePosition(hydrated && !compact);
  const kind: StampKind = open ? "USCITA" : "ENTRATA";
  // the device's clock at the moment of the click, kept beside the server's time
  const stampDeviceTime = (e: FormEvent<HTMLFormElement>) => {
    const input = e.currentTarget.elements.namedItem("deviceAt");
    if (input instanceof HTMLInputElement) input.value = new Date().toISOString();
  };
  return (
    <Form method="post" action={action} onSubmit={stampDeviceTime} className={st.panel} aria-label={t("stamping.clock.title")}>
      <CsrfInput />
      <input type="hidden" name="intent" value="record-stamp" />
      <input type="hidden" name="commandId" value={commandId} />
      {from ? <input type="hidden" name="from" value={from} /> : null}
      {hydrated ? <input type="hidden" name="deviceAt" defaultValue="" /> : null}
      {position.state === "ok" ? (
        <>
          <input type="hidden" name="latitude" value={String(position.latitude)} />
          <input type="hidden" name="longitude" value={String(position.longitude)} />
        </>
      ) : null}
      {error ? (
        <p className={s.formError} role="alert">
          {error}
        </p>
      ) : null}
      {/* the button first, large, with the state and the day's last stamp beside it (issue 22) */}
      <div className={st.actions}>
        <button type="submit" name="kind" value={kind} className={`${s.button} ${st.bigButton}`}>
          <Icon name="clock" size={24} />
          {t(`stamping.clock.${kind}`)}
        </button>
        {beside}
      </div>
      {compact ? null : (
        <div className={st.row}>
          <div className={s.field}>
            <label className={s.label} htmlFor="stamp-preset">
              {t("stamping.clock.place")}
            </label>
            <select id="stamp-preset" name="preset" className={s.input} defaultValue="">
              <option value="">{t("stamping.clock.no_place")}</option>
              {presets.map((p) => (
                <option key={p.id} value={p.id}>
                  {p.label}
                </option>
              ))}
            </select>
          </div>
          <p className={st.muted} role="status" data-location={position.state}>
            {!hydrated
              ? t("stamping.clock.place_hint")
              : position.state === "ok"
                ? t("stamping.clock.device_place")
                : position.state === "pending"
                  ? t("stamping.clock.locating")
                  : t("stamping.clock.no_device_place")}
          </p>
        </div>
      )}
    </Form>
  );
}
