// The person's notifications (issue 18, ADR-0084): newest first, each linking to its record, with
// "mark read" per item and "mark all read" — plain forms, a 303 back here.
import { getT } from "~/i18n/i18next.server";
import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { Form, Link, useActionData, useLoaderData } from "@remix-run/react";
import { useTranslation } from "~/i18n/react";
import { authorizeGet } from "~/auth/policy.server";
import { mayFollowSiteLink } from "~/domain/site/site-pages";
import { anyOf, type Policy } from "~/domain/access/policy";
import { groupNotices, noticeParams, noticeText, safeLink } from "~/domain/notification/message";
import { markAllReadSchema, markReadSchema } from "~/domain/notification/schema.server";
import { formatDateTime } from "~/domain/shared/format";
import { noticeNames } from "~/events/queries/notification-names.server";
import { notificationsOf } from "~/events/queries/notifications.server";
import { commandAction } from "~/http/command-action.server";
import { commandIdsFor, savedFlash } from "~/http/command-ids.server";
import { markAllNotificationsRead } from "~/areas/notifications/mark-all-notifications-read.server";
import { markNotificationRead } from "~/areas/notifications/mark-notification-read.server";
import { getSql } from "~/runtime.server";
import { CsrfInput } from "~/ui/csrf";
import { errorText } from "~/ui/forms/messages";
import * as n from "~/ui/notifications/notifications.css";
import * as pg from "~/ui/page.css";
import * as s from "~/ui/shell.css";

export const handle: { i18n: string; title: string; policy: Policy } = {
  i18n: "common",
  title: "notifications.title",
  policy: { get: anyOf(["read", "profile"]), post: anyOf(["read", "profile"]) },
};

const SELF = "/app/notifications";

/** The person's own notifications; nobody else's are ever listed. */
export async function loader({ request }: LoaderFunctionArgs) {
  const user = await authorizeGet(request, handle);
  const t = await getT(request);
  const sql = await getSql();
  const items = await notificationsOf(sql, user.id);
  // the names of what they are about, looked up now: a notice stored before names were shown reads the same way
  const names = await noticeNames(sql, items);
  const groups = groupNotices(
    items.map((i) => ({
      id: i.id,
      kind: i.kind,
      params: noticeParams(i.kind, i.params, names),
      // a link to a site page this person may not open (told before ADR-0113) is shown as text
      link: mayFollowSiteLink(user.access, i.link) ? safeLink(i.link) : null,
      at: formatDateTime(i.createdAt),
      read: i.read,
    })),
  );
  const ids = commandIdsFor("all", ...groups.filter((g) => !g.first.read).map((g) => `read-${g.first.id}`));
  return {
    pageTitle: t("notifications.title"),
    // identical notices are one line; its "mark read" marks every one of them
    items: groups.map((g) => ({ ...g.first, count: g.count, alsoIds: g.ids.slice(1).join(","), commandId: ids[`read-${g.first.id}`] ?? null })),
    newest: items[0]?.id ?? 0,
    unread: items.filter((i) => !i.read).length,
    commandIds: { all: ids.all },
  };
}

export const action = (args: ActionFunctionArgs) =>
  commandAction(args, handle).intents({
    "mark-notification-read": {
      schema: markReadSchema,
      run: async ({ sql, user, value, meta }) => {
        const outcome = await markNotificationRead(sql, user, value.notificationId, meta, value.alsoIds);
        return { to: SELF, flash: savedFlash(outcome, "notifications.marked_read") };
      },
    },
    "mark-all-notifications-read": {
      schema: markAllReadSchema,
      run: async ({ sql, user, value, meta }) => {
        const outcome = await markAllNotificationsRead(sql, user, value.upTo, meta);
        return { to: SELF, flash: savedFlash(outcome, "notifications.marked_all_read") };
      },
    },
  });

export default function Notifications() {
  const d = useLoaderData<typeof loader>();
  const result = useActionData<typeof action>()?.result;
  const { t } = useTranslation();
  const errors = result?.error ? Object.values(result.error).flat().filter((e): e is string => typeof e === "string") : [];
  return (
    <section aria-labelledby="notifications-title">
      <h1 id="notifications-title" className={s.heading}>
        {t("notifications.title")}
      </h1>
      {errors.length > 0 ? (
        <p className={s.formError} role="alert">
          {errors.map((e) => errorText(t, e)).join(" ")}
        </p>
      ) : null}
      <div className={pg.toolbar}>
        <p className={s.muted}>{t("notifications.unread_count", { count: d.unread })}</p>
        {d.unread > 0 ? (
          <Form method="post">
            <CsrfInput />
            <input type="hidden" name="intent" value="mark-all-notifications-read" />
            <input type="hidden" name="commandId" value={d.commandIds.all} />
            <input type="hidden" name="upTo" value={d.newest} />
            <button type="submit" className={s.buttonSecondary}>
              {t("notifications.mark_all_read")}
            </button>
          </Form>
        ) : null}
        <Link to="/app/profile/settings">{t("notifications.settings_link")}</Link>
      </div>
      {d.items.length === 0 ? (
        <p>{t("notifications.empty")}</p>
      ) : (
        <ul className={n.list}>
          {d.items.map((i) => (
            <li key={i.id} className={i.read ? n.item : `${n.item} ${n.unread}`} data-read={i.read ? "true" : "false"} data-kind={i.kind}>
              <span className={n.text}>
                {i.link ? <Link to={i.link}>{noticeText(t, i.kind, i.params, i.count)}</Link> : <span>{noticeText(t, i.kind, i.params, i.count)}</span>}
                <span className={pg.small}>
                  {i.at}
                  {i.read ? null : ` · ${t("notifications.new")}`}
                </span>
              </span>
              {i.commandId ? (
                <Form method="post">
                  <CsrfInput />
                  <input type="hidden" name="intent" value="mark-notification-read" />
                  <input type="hidden" name="commandId" value={i.commandId} />
                  <input type="hidden" name="notificationId" value={i.id} />
                  {i.alsoIds ? <input type="hidden" name="alsoIds" value={i.alsoIds} /> : null}
                  <button type="submit" className={s.buttonSecondary} aria-label={t("notifications.mark_read_of", { message: noticeText(t, i.kind, i.params, i.count) })}>
                    {t("notifications.mark_read")}
                  </button>
                </Form>
              ) : null}
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

export const meta: MetaFunction<typeof loader> = ({ data }) => [{ title: data ? `${data.pageTitle} · Cantiere` : "Cantiere" }];
