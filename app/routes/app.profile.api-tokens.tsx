// The person's API tokens (ADR-0077): create one (a name and a lifetime), see the secret once right
// after (a signed two-minute cookie, as the calendar link page does), revoke one. Tokens are rows of
// a credentials table, not events: the command action still gives the page its CSRF check, its
// parsing with values kept and its 303 + flash.
import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { data } from "@remix-run/node";
import { Form, Link, useActionData, useLoaderData } from "@remix-run/react";
import { useTranslation } from "~/i18n/react";
import { apiTokensOf, createApiTokenOnce, liveTokenCount, MAX_LIVE_TOKENS, revokeApiToken } from "~/api/tokens.server";
import { appSecret } from "~/app-secret.server";
import { signedCookie } from "~/auth/cookies.server";
import { authorizeGet } from "~/auth/policy.server";
import { now } from "~/clock.server";
import { API_TOKEN_LIFETIMES } from "~/domain/access/lists";
import { createApiTokenSchema, revokeApiTokenSchema } from "~/domain/access/api-token-schema.server";
import { can } from "~/domain/access/permissions";
import { anyOf, type Policy } from "~/domain/access/policy";
import { DomainError, ruleBroken } from "~/domain/shared/errors";
import { formatDateTime } from "~/domain/shared/format";
import { commandAction } from "~/http/command-action.server";
import { getT } from "~/i18n/i18next.server";
import { commandIdsFor } from "~/http/command-ids.server";
import { getSql } from "~/runtime.server";
import { CsrfInput } from "~/ui/csrf";
import { refusedText } from "~/ui/forms/messages";
import * as p from "~/ui/profile/profile.css";
import * as s from "~/ui/shell.css";
import { ColumnsTable } from "~/ui/table/columns-table";

export const handle: { i18n: string; title: string; policy: Policy } = {
  i18n: "common",
  title: "api.tokens.title",
  // a token acts for its owner: those who may change their own profile (an auditor only reads)
  policy: { get: anyOf(["read", "profile"]), post: anyOf(["update", "profile"]) },
};

const SELF = "/app/profile/api-tokens";
const COOKIE = "cantiere_api_token";

export async function loader({ request }: LoaderFunctionArgs) {
  const user = await authorizeGet(request, handle);
  const t = await getT(request);
  const tokens = await apiTokensOf(await getSql(), user.id);
  const cookie = await signedCookie(request, COOKIE);
  const shown = (await cookie.parse(request.headers.get("Cookie"))) as { personId?: unknown; secret?: unknown } | null;
  const secret = shown && shown.personId === user.id && typeof shown.secret === "string" ? shown.secret : null;
  const at = now().getTime();
  return data(
    {
      heading: t("api.tokens.title"),
      secret,
      mayChange: can(user.access, "update", "profile"),
      commandIds: commandIdsFor("create"),
      tokens: tokens.map((k) => ({
        id: k.id,
        name: k.name,
        created: formatDateTime(k.createdAt),
        expires: formatDateTime(k.expiresAt),
        lastUsed: k.lastUsedAt ? formatDateTime(k.lastUsedAt) : null,
        state: k.revokedAt ? "revoked" : k.expiresAt.getTime() <= at ? "expired" : "active",
      })),
    },
    { headers: { "Cache-Control": "no-store", ...(shown ? { "Set-Cookie": await cookie.serialize("", { maxAge: 0, expires: new Date(0) }) } : {}) } },
  );
}

export const action = (args: ActionFunctionArgs) =>
  commandAction(args, handle).intents({
    "create-api-token": {
      schema: createApiTokenSchema,
      run: async ({ request, sql, user, value, meta }) => {
        const at = now();
        // the form's command id names the token it makes: a double submit makes one, and the repeat still shows it (ADR-0090)
        const made = await createApiTokenOnce(
          sql,
          user.id,
          { name: value.name, days: value.days as 7 | 30 | 90 | 365, now: at, command: { commandId: meta.commandId ?? crypto.randomUUID(), key: await appSecret() } },
          async () => {
            if ((await liveTokenCount(sql, user.id, at)) >= MAX_LIVE_TOKENS) throw ruleBroken("api.tokens.too_many", { params: { max: MAX_LIVE_TOKENS } });
          },
        );
        if (made === "foreign") throw new DomainError("conflict", "errors.form_already_used");
        const cookies = made.secret ? [await (await signedCookie(request, COOKIE, { maxAge: 120 })).serialize({ personId: user.id, secret: made.secret })] : [];
        return { to: SELF, flash: made.replayed && !made.secret ? { kind: "info" as const, key: "api.tokens.already_created" } : "api.tokens.created", cookies };
      },
    },
    "revoke-api-token": {
      schema: revokeApiTokenSchema,
      run: async ({ sql, user, value }) => {
        const revoked = await revokeApiToken(sql, user.id, value.tokenId, now());
        return { to: SELF, flash: revoked ? "api.tokens.revoked" : { kind: "info", key: "api.tokens.none_to_revoke" } };
      },
    },
  });

export default function ApiTokens() {
  const d = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>();
  const { t } = useTranslation();
  const refused = actionData ? refusedText(t, actionData.result) : null;
  const kept = (actionData?.result?.initialValue ?? {}) as Record<string, string>;
  return (
    <section className={p.page} aria-labelledby="api-tokens-title">
      <h1 id="api-tokens-title">{d.heading}</h1>
      <p>{t("api.tokens.intro")}</p>
      <p>
        <a href="/api/reference">{t("api.tokens.reference")}</a>
      </p>
      {refused ? (
        <p className={s.formError} role="alert">
          {refused}
        </p>
      ) : null}
      {d.secret ? (
        <div className={p.fieldset} data-testid="api-token-secret">
          <label htmlFor="api-token-secret">{t("api.tokens.secret")}</label>
          <input id="api-token-secret" className={s.input} type="text" readOnly value={d.secret} aria-describedby="api-token-once" />
          <p id="api-token-once">{t("api.tokens.shown_once")}</p>
        </div>
      ) : null}
      {d.mayChange ? (
        <Form method="post" action={SELF} className={p.fieldset}>
          <CsrfInput />
          <input type="hidden" name="intent" value="create-api-token" />
          <input type="hidden" name="commandId" value={d.commandIds.create} />
          <label htmlFor="api-token-name">{t("api.tokens.name")}</label>
          <input id="api-token-name" name="name" className={s.input} type="text" maxLength={80} defaultValue={kept.name ?? ""} />
          <label htmlFor="api-token-days">{t("api.tokens.lifetime")}</label>
          <select id="api-token-days" name="days" className={s.input} defaultValue={kept.days ?? "90"}>
            {API_TOKEN_LIFETIMES.map((days) => (
              <option key={days} value={days}>
                {t("api.tokens.days", { count: Number(days) })}
              </option>
            ))}
          </select>
          <button type="submit" className={s.button}>
            {t("api.tokens.create")}
          </button>
        </Form>
      ) : null}
      <ColumnsTable
        testId="api-tokens"
        rows={d.tokens}
        columns={[
          ["name", t("api.tokens.name")],
          ["created", t("api.tokens.created_at")],
          ["expires", t("api.tokens.expires_at")],
          { header: t("api.tokens.last_used"), cell: (k) => k.lastUsed ?? "—" },
          { header: t("api.tokens.state"), cell: (k) => t(`api.tokens.states.${k.state}`) },
          {
            header: t("api.tokens.actions"),
            cell: (k) =>
              k.state === "active" && d.mayChange ? (
                <Form method="post" action={SELF}>
                  <CsrfInput />
                  <input type="hidden" name="intent" value="revoke-api-token" />
                  <input type="hidden" name="tokenId" value={k.id} />
                  <button type="submit" className={s.buttonSecondary} aria-label={t("api.tokens.revoke_named", { name: k.name })}>
                    {t("api.tokens.revoke")}
                  </button>
                </Form>
              ) : null,
          },
        ]}
        empty={t("api.tokens.none")}
      />
      <p>
        <Link to="/app/profile/settings">{t("api.tokens.back")}</Link>
      </p>
    </section>
  );
}

export const meta: MetaFunction<typeof loader> = ({ data }) => [{ title: data ? `${data.heading} · Cantiere` : "Cantiere" }];
