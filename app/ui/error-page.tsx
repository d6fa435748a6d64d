import { Link, useRouteLoaderData } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import * as s from "./shell.css";

interface ErrorLike {
  status?: number;
  statusText?: string;
  data?: unknown;
}

/** The one error page: 404 with its back button, the CSRF refusal, '{status} : {statusText}', or an unexpected error with a reference id. */
export function ErrorPage({ error, isRouteError }: { error: unknown; isRouteError: boolean }) {
  const { t } = useTranslation();
  const root = useRouteLoaderData<{ requestId?: string }>("root");
  const e = (isRouteError ? error : {}) as ErrorLike;
  const status = isRouteError ? e.status ?? 500 : 500;
  const kind = typeof e.data === "object" && e.data ? (e.data as { kind?: string }).kind : undefined;
  const reference = (typeof e.data === "object" && e.data ? (e.data as { referenceId?: string }).referenceId : undefined) ?? root?.requestId;

  let title: string;
  let text: string | null = null;
  if (status === 404) title = t("not_found.title");
  else if (kind === "csrf") {
    title = t("errors.csrf_title");
    text = t("errors.csrf_text");
  } else if (status === 413 || kind === "too_large") {
    title = t("errors.too_large_title");
    text = t("errors.too_large_text");
  } else if (status === 400 || kind === "bad_form") {
    title = t("errors.bad_request_title");
    text = t("errors.bad_request_text");
  } else if (status === 405) {
    title = t("errors.method_title");
    text = t("errors.method_text");
  } else if (status === 403) {
    title = t("errors.http", { status, statusText: e.statusText || "Forbidden" });
    text = t("errors.forbidden");
  } else if (isRouteError && status < 500) title = t("errors.http", { status, statusText: e.statusText || "Error" });
  else {
    title = t("errors.unexpected");
    text = reference ? t("errors.reference", { id: reference }) : null;
  }

  return (
    <main id="main" className={s.centered}>
      <div className={s.card} data-status={status}>
        {status === 404 ? <p className={s.notFoundCode}>404</p> : null}
        <h1 className={s.heading}>{title}</h1>
        {text ? <p>{text}</p> : null}
        <Link to="/" className={s.button}>
          {status === 404 ? t("not_found.back") : t("errors.home")}
        </Link>
      </div>
    </main>
  );
}
