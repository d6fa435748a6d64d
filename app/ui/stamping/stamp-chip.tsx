// One stamp as the lists show it: time and kind, then what the person and HR must notice — no
// partner, beyond the four that count, corrected (with the original), added by HR, a proposal, no
// place, its site, outside the site's radius, recorded by the foreman, deleted or refused. Values come formatted from the loader.
import { Link } from "@remix-run/react";
import { useTranslation } from "~/i18n/react";
import * as st from "./stamping.css";
import type { StampView } from "./view";

export function StampChip({ stamp, href }: { stamp: StampView; href?: string }) {
  const { t } = useTranslation();
  const inactive = stamp.status === "DELETED" || stamp.status === "REFUSED";
  const text = `${stamp.time} ${stamp.kindLabel}`;
  return (
    <span className={st.stamp} data-stamp={stamp.id} data-kind={stamp.kind} data-status={stamp.status}>
      {href ? (
        <Link to={href} className={inactive ? st.inactive : undefined} aria-label={`${stamp.dateTime} ${stamp.kindLabel}`}>
          {text}
        </Link>
      ) : (
        <span className={inactive ? st.inactive : undefined}>{text}</span>
      )}
      {stamp.open ? <span className={st.badge.success}>{t("stamping.badge.open")}</span> : null}
      {stamp.flag === "unpaired" ? (
        <span className={st.badge.warning}>{t(stamp.kind === "ENTRATA" ? "stamping.badge.no_exit" : "stamping.badge.no_entry")}</span>
      ) : null}
      {stamp.flag === "beyond_four" ? <span className={st.badge.warning}>{t("stamping.badge.beyond_four")}</span> : null}
      {stamp.status === "PROPOSED" ? <span className={st.badge.info}>{t("stamping.badge.proposed")}</span> : null}
      {stamp.status === "REFUSED" ? <span className={st.badge.muted}>{t("stamping.badge.refused")}</span> : null}
      {stamp.status === "DELETED" ? <span className={st.badge.muted}>{t("stamping.badge.deleted")}</span> : null}
      {stamp.corrected && stamp.original ? <span className={st.badge.info}>{t("stamping.badge.corrected", { original: stamp.original })}</span> : null}
      {stamp.source === "hr" ? <span className={st.badge.info}>{t("stamping.badge.by_hr")}</span> : null}
      {stamp.source === "proposal" && stamp.status === "ACTIVE" ? <span className={st.badge.info}>{t("stamping.badge.accepted")}</span> : null}
      {stamp.source === "offline" ? (
        <span className={st.badge.info} data-sent-later>
          {t("stamping.badge.sent_later")}
        </span>
      ) : null}
      {(stamp.source === "clock" || stamp.source === "offline") && stamp.placeSource === "none" ? <span className={st.badge.muted}>{t("stamping.badge.no_place")}</span> : null}
      {stamp.site ? (
        <span className={st.badge.muted} data-site>
          {stamp.site}
        </span>
      ) : null}
      {stamp.offSite ? (
        <span className={st.badge.warning} data-off-site>
          {stamp.offSite}
        </span>
      ) : null}
      {stamp.recordedBy ? (
        <span className={st.badge.info} data-recorded-by>
          {stamp.recordedBy}
        </span>
      ) : null}
    </span>
  );
}
