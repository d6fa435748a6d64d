import { PUBLIC, type Policy } from "~/domain/access/policy";
import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { Link } from "@remix-run/react";
import { getT } from "~/i18n/i18next.server";
import { useTranslation } from "~/i18n/react";
import { LanguageSwitch } from "~/ui/language-switch";
import * as s from "~/ui/shell.css";

export const handle: { i18n: string; policy: Policy } = { i18n: "common", policy: { get: PUBLIC } };

export async function loader({ request }: LoaderFunctionArgs) {
  return { pageTitle: (await getT(request))("forgot.title") };
}

export default function ForgotPassword() {
  const { t } = useTranslation();
  return (
    <main id="main" className={s.centered}>
      <div className={s.card}>
        <h1 className={s.heading}>{t("forgot.title")}</h1>
        <p>{t("forgot.text")}</p>
        <Link to="/auth/login" className={s.button}>
          {t("forgot.back")}
        </Link>
        <LanguageSwitch />
      </div>
    </main>
  );
}

export const meta: MetaFunction<typeof loader> = ({ data }) => [{ title: data ? `${data.pageTitle} · Cantiere` : "Cantiere" }];
