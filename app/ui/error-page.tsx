import { Link, useRouteLoaderData } from "@remix-run/react";
import { useTranslation } from "~/i18n/react";
import * as s from "./shell.css";

interface ErrorLike {
  status?: number;
  statusText?: string;
  data?: unknown;
}

/** What a status page says: translation keys (never the HTTP reason phrase, which is English). */
export interface StatusMessage {
  title: string;
  text: string | null;
  /** show the support reference (unexpected and server-side failures) */
  reference: boolean;
}

const CLIENT_ERRORS: Record<number, StatusMessage> = {
  400: { title: "errors.bad_request_title", text: "errors.bad_request_text", reference: false },
  401: { title: "errors.status.unauthorized_title", text: "errors.status.unauthorized_text", reference: false },
  403: { title: "errors.status.forbidden_title", text: "errors.forbidden", reference: false },
  404: { title: "not_found.title", text: null, reference: false },
  405: { title: "errors.method_title", text: "errors.method_text", reference: false },
  408: { title: "errors.status.timeout_title", text: "errors.status.timeout_text", reference: false },
  409: { title: "errors.status.conflict_title", text: "errors.conflict", reference: false },
  410: { title: "not_found.title", text: null, reference: false },
  413: { title: "errors.too_large_title", text: "errors.too_large_text", reference: false },
  422: { title: "errors.status.unprocessable_title", text: "errors.status.unprocessable_text", reference: false },
  429: { title: "errors.status.too_many_title", text: "errors.status.too_many_text", reference: false },
};

/**
 * The title and text of the page for a status (and the `kind` a refusal carries in its data): every
 * one translated, in the user's language like the rest of the app. An unknown 4xx gets a generic
 * page naming its code; 503 says to come back later; anything else is an unexpected error with a
 * reference id.
 */
export function statusMessage(status: number, kind?: string): StatusMessage {
  if (kind === "csrf") return { title: "errors.csrf_title", text: "errors.csrf_text", reference: false };
  if (kind === "too_large") return CLIENT_ERRORS[413];
  if (kind === "bad_form") return CLIENT_ERRORS[400];
  // a reset, a restart or a failover of the database (ADR-0096): come back in a moment, check what was being saved
  if (kind === "database_unavailable") return { title: "errors.status.unavailable_title", text: "errors.database_unavailable", reference: true };
  const known = CLIENT_ERRORS[status];
  if (known) return known;
  if (status >= 400 && status < 500) return { title: "errors.status.client_title", text: "errors.status.client_text", reference: false };
  if (status === 503) return { title: "errors.status.unavailable_title", text: "errors.status.unavailable_text", reference: true };
  return { title: "errors.unexpected", text: null, reference: true };
}

/**
 * The one error page: 404 with its back button, the CSRF refusal, every other status by its own
 * translated title, or an unexpected error with a reference id. `inShell`: inside the app's shell
 * (which holds the page's <main>), not a page of its own.
 */
export function ErrorPage({ error, isRouteError, inShell = false }: { error: unknown; isRouteError: boolean; inShell?: boolean }) {
  const { t } = useTranslation();
  const root = useRouteLoaderData<{ requestId?: string }>("root");
  const e = (isRouteError ? error : {}) as ErrorLike;
  const status = isRouteError ? e.status ?? 500 : 500;
  const kind = typeof e.data === "object" && e.data ? (e.data as { kind?: string }).kind : undefined;
  const reference = (typeof e.data === "object" && e.data ? (e.data as { referenceId?: string }).referenceId : undefined) ?? root?.requestId;
  const message = statusMessage(status, kind);
  const lines = [message.text ? t(message.text) : null, message.reference && reference ? t("errors.reference", { id: reference }) : null].filter((x): x is string => Boolean(x));

  const card = (
    <div className={s.card} data-status={status}>
      {status === 404 ? <p className={s.notFoundCode}>404</p> : null}
      <h1 className={s.heading}>{t(message.title, { status })}</h1>
      {lines.map((line) => (
        <p key={line}>{line}</p>
      ))}
      <Link to={inShell ? "/app" : "/"} className={s.button}>
        {status === 404 ? t("not_found.back") : t("errors.home")}
      </Link>
    </div>
  );
  if (inShell) return <div className={s.inShellError}>{card}</div>;
  return (
    <main id="main" className={s.centered}>
      {card}
    </main>
  );
}
