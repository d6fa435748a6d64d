import { PUBLIC, type Policy } from "~/domain/access/policy";
import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { getT } from "~/i18n/i18next.server";
import { Link, useLoaderData } from "@remix-run/react";
import { useTranslation } from "~/i18n/react";
import { localPath } from "~/domain/shared/local-path";
import * as s from "~/ui/shell.css";
import { queryParams } from "~/domain/shared/query-params";

export const handle: { i18n: string; policy: Policy } = { i18n: "common", policy: { get: PUBLIC } };

export async function loader({ request }: LoaderFunctionArgs) {
  const redirectTo = localPath(queryParams(request).get("redirectTo"), "");
  return { pageTitle: (await getT(request))("session_ended"), redirectTo };
}

/** The spec's session_ended dialog, as a page so it works without JavaScript. */
export default function SessionEnded() {
  const { redirectTo } = useLoaderData<typeof loader>();
  const { t } = useTranslation();
  const to = redirectTo ? `/auth/login?redirectTo=${encodeURIComponent(redirectTo)}` : "/auth/login";
  return (
    <main id="main" className={s.centered}>
      <div className={s.card} role="alertdialog" aria-labelledby="session-ended-title">
        <h1 id="session-ended-title" className={s.heading}>
          {t("session_ended")}
        </h1>
        <p>{t("session_ended_text")}</p>
        <Link to={to} className={s.button}>
          {t("bring_me_to_login")}
        </Link>
      </div>
    </main>
  );
}

export const meta: MetaFunction<typeof loader> = ({ data }) => [{ title: data ? `${data.pageTitle} · Cantiere` : "Cantiere" }];
