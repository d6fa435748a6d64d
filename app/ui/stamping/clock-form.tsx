// The clock button: one plain form with one submit button, the stamp the clock expects next
// (ADR-0042: clock-in when off duty, clock-out when on duty; the other kind only through the
// "I forgot" path of forgot-form.tsx), so clocking works without JavaScript. Without it the person may pick a company site preset (or none); with
// it the browser's location and clock are added as hidden fields when available. A stamp without a
// place is accepted (and marked) by the server either way.
import { Form } from "@remix-run/react";
import { useEffect, useState, type FormEvent, type ReactNode } from "react";
import { useTranslation } from "~/i18n/react";
import { siteAt, sitesNearestFirst, type StampSiteFacts } from "~/domain/stamping/geofence";
import type { StampKind } from "~/domain/stamping/types";
import { useHydrated } from "../confirm";
import { tapTime, useStampQueue } from "./offline/use-stamp-queue";
import { useOfflinePage } from "./offline/use-offline-page";
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
  /** the person's sites (ADR-0122): offered with "no site", nearest first once the device gives its position */
  sites?: StampSiteFacts[];
  /** the site chosen in a refused form, kept */
  chosenSiteId?: number | null;
  /** the form's refusal, translated */
  error?: string | null;
  /** the dashboard's button: no place picker */
  compact?: boolean;
  /** beside the button: the state (on duty or not) and the day's last stamp (the stamping page) */
  beside?: ReactNode;
  /** where to come back to after the redirect */
  from?: "dashboard";
  /** whose clock it is: with JavaScript, a tap without a connection waits on the device for this person (ADR-0124) */
  personId?: number | null;
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

export function ClockForm({ action, commandId, open, presets, sites = [], chosenSiteId = null, error, compact = false, from, beside, personId = null }: ClockFormProps) {
  const { t } = useTranslation();
  const hydrated = useHydrated();
  const position = useDevicePosition(hydrated && !compact);
  const queue = useStampQueue(personId, hydrated);
  // the stamping page (not the dashboard's button) opens again without a connection
  const offlineReady = useOfflinePage(hydrated && !compact && personId !== null);
  const waiting = queue.queue.filter((q) => q.state === "waiting");
  // the clock's turn after the stamps still on the device
  const kind: StampKind = waiting.length > 0 ? (waiting[waiting.length - 1].kind === "ENTRATA" ? "USCITA" : "ENTRATA") : open ? "USCITA" : "ENTRATA";
  const shownError = queue.refusal ?? error;
  // the state beside the button, after the stamps still on the device
  const state =
    waiting.length > 0 ? (
      <p className={st.status} data-clock-state={kind === "USCITA" ? "in" : "out"}>
        {t(kind === "USCITA" ? "stamping.state.in" : "stamping.state.out")}
      </p>
    ) : (
      beside
    );
  const here = position.state === "ok" ? { latitude: position.latitude, longitude: position.longitude } : null;
  const siteOptions = sitesNearestFirst(sites, here);
  // a refused form keeps its choice; with a position, the site the person stands at
  const preselected = chosenSiteId ?? siteAt(sites, here)?.siteId ?? null;
  // the device's clock at the moment of the click, kept beside the server's time
  const stampDeviceTime = (e: FormEvent<HTMLFormElement>) => {
    const input = e.currentTarget.elements.namedItem("deviceAt");
    if (input instanceof HTMLInputElement) input.value = new Date().toISOString();
    // with the device's queue, the page's code sends it (or keeps it when there is no connection)
    void queue.onSubmit(e);
  };
  return (
    <Form method="post" action={action} onSubmit={stampDeviceTime} className={st.panel} aria-label={t("stamping.clock.title")} data-offline-ready={offlineReady ? "yes" : undefined}>
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
      {shownError ? (
        <p className={s.formError} role="alert">
          {shownError}
        </p>
      ) : null}
      {queue.active && !queue.online ? (
        <p className={st.muted} role="status" data-offline>
          {t("stamping.offline.offline")}
        </p>
      ) : null}
      {queue.notice ? (
        <p role="status" data-queue-notice>
          {t(queue.notice.key, queue.notice.params)}
        </p>
      ) : null}
      {queue.queue.length > 0 ? (
        <div data-queue>
          <h2 className={st.subtitle}>{t(waiting.length > 0 ? "stamping.offline.waiting_title" : "stamping.offline.refused_title")}</h2>
          <ul className={st.list}>
            {queue.queue.map((q) => (
              <li key={q.commandId} data-queued={q.state} className={q.state === "refused" ? st.item : undefined}>
                <span className={st.stamp}>
                  <span>
                    {tapTime(q.deviceAt)} {t(`stamping.kind.${q.kind}`)}
                  </span>
                  <span className={q.state === "waiting" ? st.badge.info : st.badge.warning}>{t(q.state === "waiting" ? "stamping.offline.waiting" : "stamping.offline.refused")}</span>
                </span>
                {q.state === "refused" ? (
                  <>
                    <p className={st.muted}>{q.message}</p>
                    <button type="button" className={s.buttonSecondary} onClick={() => void queue.dismiss(q.commandId)}>
                      {t("stamping.offline.dismiss")}
                    </button>
                  </>
                ) : null}
              </li>
            ))}
          </ul>
        </div>
      ) : null}
      {/* the button first, large, with the state and the day's last stamp beside it (issue 22) */}
      <div className={st.actions}>
        <button type="submit" name="kind" value={kind} className={`${s.button} ${st.bigButton}`} disabled={queue.sending}>
          <Icon name="clock" size={24} />
          {t(`stamping.clock.${kind}`)}
        </button>
        {state}
      </div>
      {compact || sites.length === 0 ? null : (
        <div className={st.row}>
          <div className={s.field}>
            <label className={s.label} htmlFor="stamp-site">
              {t("stamping.site.label")}
            </label>
            {/* keyed by the preselection: the nearest site is chosen once the position arrives */}
            <select id="stamp-site" name="siteId" className={s.input} defaultValue={preselected === null ? "" : String(preselected)} key={`site-${preselected ?? ""}-${here ? "near" : "title"}`}>
              <option value="">{t("stamping.site.none")}</option>
              {siteOptions.map((o) => (
                <option key={o.siteId} value={String(o.siteId)}>
                  {o.title}
                </option>
              ))}
            </select>
          </div>
        </div>
      )}
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
