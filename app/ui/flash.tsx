import { useLocation } from "@remix-run/react";
import { useState } from "react";
import { useTranslation } from "~/i18n/react";
import * as s from "./shell.css";

/** A notice after a redirect (app/auth/flash.server.ts keeps it in a cookie). */
export type FlashKind = "success" | "error" | "warning" | "info";
export interface Flash {
  kind: FlashKind;
  /** a translation key */
  key: string;
  params?: Record<string, string | number>;
}

/** The notice shown on a page (by the location it was shown at): what useShownFlash keeps between renders. */
export interface ShownFlash {
  key: string;
  flash: Flash | null;
}

/**
 * The notice to show after the root's data changed: a new one replaces the shown one; none (a
 * revalidation after the notice's cookie was read: a fetcher's action, a background reload) keeps
 * the shown one while the person stays at the location where it appeared; a new location without
 * one shows none. `kept` itself when nothing changes.
 */
export function nextShownFlash(kept: ShownFlash, flash: Flash | null, key: string): ShownFlash {
  if (flash !== null) return flash === kept.flash && key === kept.key ? kept : { key, flash };
  return key === kept.key ? kept : { key, flash: null };
}

/** The root's notice, kept while the person stays where it appeared (nextShownFlash). */
export function useShownFlash(flash: Flash | null): Flash | null {
  const { key } = useLocation();
  const [kept, setKept] = useState<ShownFlash>(() => ({ key, flash }));
  const next = nextShownFlash(kept, flash, key);
  // why during render: the notice is derived from the previous render's, as React's "storing information from previous renders"
  if (next !== kept) setKept(next);
  return next.flash;
}

/** Server-rendered notice after a redirect; hidden after 5 s by CSS; dismissible without JavaScript (a checkbox and its label). */
export function FlashRegion({ flash }: { flash: Flash | null }) {
  const { t } = useTranslation();
  return (
    <div role="status" aria-live="polite" className={s.flashRegion}>
      {flash ? (
        <>
          <input type="checkbox" id="flash-dismiss" className={s.flashToggle} aria-label={t("flash.dismiss")} />
          <div className={s.flash[flash.kind]} data-flash={flash.kind}>
            <span>{t(flash.key, flash.params ?? {})}</span>
            <label htmlFor="flash-dismiss" className={s.flashClose} title={t("flash.dismiss")}>
              <span aria-hidden="true">×</span>
              <span className="visually-hidden">{t("flash.dismiss")}</span>
            </label>
          </div>
        </>
      ) : null}
    </div>
  );
}
