// The person's private calendar link (ADR-0062): create, regenerate (the old link stops working),
// revoke. The address is shown once, right after it was made (see calendar-link-page.server.ts).
import type {
  ActionFunctionArgs,
  LoaderFunctionArgs,
  MetaFunction,
} from "@remix-run/node";
import { data } from "@remix-run/node";
import { Form, Link, useActionData, useLoaderData } from "@remix-run/react";
import { useTranslation } from "~/i18n/react";
import { authorizeGet } from "~/auth/policy.server";
import { can } from "~/domain/access/permissions";
import { anyOf, type Policy } from "~/domain/access/policy";
import { createCalendarLinkSchema, revokeCalendarLinkSchema } from "~/domain/calendar-feed/schema.server";
import { formatDateTime } from "~/domain/shared/format";
import { activeFeedLinkOf } from "~/events/queries/calendar-feed.server";
import {
  feedUrlOf,
  shownTokenCookie,
  takeShownToken,
} from "~/areas/calendar/calendar-link-page.server";
import { commandAction } from "~/http/command-action.server";
import { getT } from "~/i18n/i18next.server";
import { commandIdsFor } from "~/http/command-ids.server";
import { createCalendarFeedLink } from "~/areas/calendar/create-calendar-feed-link.server";
import { revokeCalendarFeedLink } from "~/areas/calendar/revoke-calendar-feed-link.server";
import { getSql } from "~/runtime.server";
import { CsrfInput } from "~/ui/csrf";
import { refusedText } from "~/ui/forms/messages";
import * as p from "~/ui/profile/profile.css";
import * as s from "~/ui/shell.css";

export const handle: { i18n: string; title: string; policy: Policy } = {
  i18n: "common",
  title: "ics.title",
  // making or revoking a link is a write: those who may change their own profile (an auditor only reads)
  policy: {
    get: anyOf(["read", "profile"]),
    post: anyOf(["update", "profile"]),
  },
};

const SELF = "/app/profile/calendar-link";

export async function loader({ request }: LoaderFunctionArgs) {
  const user = await authorizeGet(request, handle);
  const link = await activeFeedLinkOf(await getSql(), user.id);
  const shown = await takeShownToken(request, user.id, link?.tokenHash ?? null);
  const t = await getT(request);
  const body = {
    heading: t("ics.title"),
    active: link ? { since: formatDateTime(link.createdAt) } : null,
    url: shown.token ? feedUrlOf(request, shown.token) : null,
    mayChange: can(user.access, "update", "profile"),
    commandIds: commandIdsFor("create", "revoke"),
  };
  return data(
    body,
    shown.clear
      ? { headers: { "Set-Cookie": shown.clear, "Cache-Control": "no-store" } }
      : { headers: { "Cache-Control": "no-store" } }
  );
}

export const action = (args: ActionFunctionArgs) =>
  commandAction(args, handle).intents({
    "create-calendar-link": {
      schema: createCalendarLinkSchema,
      run: async ({ request, sql, user, meta }) => {
        const { token, replayed } = await createCalendarFeedLink(
          sql,
          user.id,
          meta
        );
        // a repeated form made no new link: there is no new token to show
        return {
          to: SELF,
          flash: replayed ? "ics.already_created" : "ics.created",
          cookies: replayed
            ? []
            : [await shownTokenCookie(request, user.id, token)],
        };
      },
    },
    "revoke-calendar-link": {
      schema: revokeCalendarLinkSchema,
      run: async ({ sql, user, meta }) => {
        const outcome = await revokeCalendarFeedLink(sql, user.id, meta);
        return {
          to: SELF,
          flash:
            outcome.eventTypes.length > 0 || outcome.replayed
              ? "ics.revoked"
              : { kind: "info", key: "ics.none_to_revoke" },
        };
      },
    },
  });

export default function CalendarLink() {
  const d = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>();
  const { t } = useTranslation();
  const refused = actionData ? refusedText(t, actionData.result) : null;
  return (
    <section className={p.page} aria-labelledby="calendar-link-title">
      <h1 id="calendar-link-title">{d.heading}</h1>
      <p>{t("ics.intro")}</p>
      <p>{t("ics.contents")}</p>
      {refused ? (
        <p className={s.formError} role="alert">
          {t("ics.not_saved")} {refused}
        </p>
      ) : null}
      {d.url ? (
        <div className={p.fieldset} data-testid="calendar-link-url">
          <label htmlFor="calendar-link-address">{t("ics.address")}</label>
          <input
            id="calendar-link-address"
            className={s.input}
            type="text"
            readOnly
            value={d.url}
            aria-describedby="calendar-link-once"
          />
          <p id="calendar-link-once">{t("ics.shown_once")}</p>
        </div>
      ) : null}
      <p data-testid="calendar-link-status">
        {d.active
          ? t("ics.active_since", { since: d.active.since })
          : t("ics.none")}
      </p>
      {d.mayChange ? (
        <div className={p.actions}>
          <Form method="post" action={SELF}>
            <CsrfInput />
            <input type="hidden" name="intent" value="create-calendar-link" />
            <input type="hidden" name="commandId" value={d.commandIds.create} />
            <button type="submit" className={s.button}>
              {d.active ? t("ics.regenerate") : t("ics.create")}
            </button>
          </Form>
          {d.active ? (
            <Form method="post" action={SELF}>
              <CsrfInput />
              <input type="hidden" name="intent" value="revoke-calendar-link" />
              <input
                type="hidden"
                name="commandId"
                value={d.commandIds.revoke}
              />
              <button type="submit" className={s.buttonSecondary}>
                {t("ics.revoke")}
              </button>
            </Form>
          ) : null}
        </div>
      ) : null}
      {d.active && d.mayChange ? <p>{t("ics.regenerate_hint")}</p> : null}
      <p>
        <Link to="/app/profile/calendar">{t("ics.back_to_calendar")}</Link>
      </p>
    </section>
  );
}

export const meta: MetaFunction<typeof loader> = ({ data }) => [
  { title: data ? `${data.heading} · Cantiere` : "Cantiere" },
];
