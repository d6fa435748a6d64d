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
