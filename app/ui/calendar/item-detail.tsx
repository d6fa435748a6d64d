// A calendar item's detail page (the popup of the spec, without JavaScript): what, when, how long,
// where, and the edit link this user may follow (a leave's opens HR's leave form).
import { Link } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import type { ItemDetail } from "./calendar-types";
import * as s from "../shell.css";
import * as c from "./calendar.css";

/** An item's detail: as a page (a link back to the calendar), or in the calendar's dialog (`onClose`: a close button instead). */
export function CalendarItemDetail({ d, onClose }: { d: ItemDetail; onClose?: () => void }) {
  const { t } = useTranslation();
  return (
    <section className={c.panel} aria-labelledby={onClose ? undefined : "item-title"} data-item={d.id} data-kind={d.kind}>
      {onClose ? null : (
        <p>
          <Link to={d.back}>← {t("calendar.detail.back")}</Link>
        </p>
      )}
      <h2 id={onClose ? "item-dialog-title" : "item-title"} className={c.heading}>
        {d.title}
      </h2>
      <dl className={c.detail}>
        <dt>{t("calendar.detail.kind")}</dt>
        <dd>{d.kindLabel}</dd>
        <dt>{t("calendar.detail.when")}</dt>
        <dd>{d.period}</dd>
        {d.duration ? (
          <>
            <dt>{t("calendar.detail.duration")}</dt>
            <dd data-minutes={d.minutes}>{d.duration}</dd>
          </>
        ) : null}
        {d.place ? (
          <>
            <dt>{t("calendar.detail.place")}</dt>
            <dd>{d.place}</dd>
          </>
        ) : null}
        {d.description ? (
          <>
            <dt>{t("calendar.detail.description")}</dt>
            <dd>{d.description}</dd>
          </>
        ) : null}
        {d.kind === "events" ? (
          <>
            <dt>{t("calendar.detail.visibility")}</dt>
            <dd>{d.isPublic ? t("calendar.detail.public") : t("calendar.detail.private")}</dd>
          </>
        ) : null}
      </dl>
      {d.edit || onClose ? (
        <p className={c.group}>
          {d.edit ? (
            <Link to={d.edit.to} className={c.linkButton}>
              {d.edit.label}
            </Link>
          ) : null}
          {onClose ? (
            <button type="button" className={s.buttonSecondary} onClick={onClose}>
              {t("calendar.detail.close")}
            </button>
          ) : null}
        </p>
      ) : null}
    </section>
  );
}
