// "Why you cannot use this": what a self-service page shows instead of its form to a person who
// may not request leave, clock in or claim expenses (selfServicesOf, ADR-0044). Never a form that
// only refuses on save, never a bare 403.
import { Link } from "@remix-run/react";
import { useTranslation } from "~/i18n/react";
import { denialKey, type Denial, type SelfService } from "~/domain/access/self-service";
import * as p from "./page.css";
import * as s from "./shell.css";

export interface UnavailableView {
  service: SelfService;
  why: Denial;
}

/** The reason, or null when the person may (the loader's `unavailable`). */
export function unavailableOf(access: { selfService: Record<SelfService, { may: true } | { may: false; why: Denial }> }, service: SelfService): UnavailableView | null {
  const v = access.selfService[service];
  return v.may ? null : { service, why: v.why };
}

/** A whole page: the title, why, and whom to ask. */
export function UnavailablePage({ view }: { view: UnavailableView }) {
  const { t } = useTranslation();
  return (
    <section className={s.card} style={{ maxWidth: "44rem" }} data-unavailable={view.service}>
      <h1 className={s.heading}>{t(`unavailable.${view.service}.title`)}</h1>
      <UnavailableNote view={view} />
      <p>
        <Link to="/app/profile/dashboard">← {t("menu.profile")}</Link>
      </p>
    </section>
  );
}

/** The reason as a note, for a page that still lists what the person has (records HR made for them). */
export function UnavailableNote({ view }: { view: UnavailableView }) {
  const { t } = useTranslation();
  return (
    <div className={p.note} role="note" data-unavailable-why={view.why}>
      <p>{t(denialKey(view.service, view.why))}</p>
      <p>{t("unavailable.whom_to_ask")}</p>
    </div>
  );
}
