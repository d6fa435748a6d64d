// The bell in the top bar: a link to /app/notifications with the unread count the server counted
// (no JavaScript needed; the count is part of the page).
import { Link } from "@remix-run/react";
import { useTranslation } from "~/i18n/react";
import { SpriteIcon } from "../icon";
import * as n from "./notifications.css";

export function NotificationBell({ unread }: { unread: number }) {
  const { t } = useTranslation();
  const label = unread > 0 ? t("notifications.bell_unread", { count: unread }) : t("notifications.bell");
  return (
    <Link to="/app/notifications" className={n.bell} aria-label={label} title={label} data-testid="notification-bell">
      <SpriteIcon name="bell" size={24} />
      {unread > 0 ? (
        <span className={n.count} aria-hidden="true" data-unread={unread}>
          {unread > 99 ? "99+" : unread}
        </span>
      ) : null}
    </Link>
  );
}
