import { cssBundleHref } from "@remix-run/css-bundle";
import type { LinksFunction, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { data } from "@remix-run/node";
import {
  isRouteErrorResponse,
  Links,
  Meta,
  Outlet,
  Scripts,
  ScrollRestoration,
  useLoaderData,
  useRouteError,
  useRouteLoaderData,
} from "@remix-run/react";
import { useEffect, type ReactNode } from "react";
import { useHydrationDone } from "~/ui/hydration";
import { useChangeLanguage, useTranslation } from "~/i18n/react";
import { csrfToken } from "~/auth/csrf.server";
import { readFlash } from "~/auth/flash.server";
import { DEFAULT_LANGUAGE, isLanguage } from "~/i18n/config";
import { getLanguage } from "~/i18n/i18next.server";
import { themeCookie, type Theme } from "~/ui/theme.server";
import { FlashRegion, useShownFlash } from "~/ui/flash";
import { ErrorPage } from "~/ui/error-page";
import { useNonce } from "~/ui/nonce";
import * as s from "~/ui/shell.css";

export const handle = { i18n: "common" };

export const links: LinksFunction = () => [
  ...(cssBundleHref ? [{ rel: "stylesheet", href: cssBundleHref }] : []),
  { rel: "icon", href: "/favicon.svg", type: "image/svg+xml" },
  // installable: the stamping page opens from the home screen, and without a connection (ADR-0124)
  { rel: "manifest", href: "/manifest.webmanifest" },
];

const OFFLINE_COPY_HEADER = "x-cantiere-offline-copy";

export async function loader({ request }: LoaderFunctionArgs) {
  const [locale, csrf, flash, theme] = await Promise.all([
    getLanguage(request),
    csrfToken(request),
    // the service worker's copy of the stamping page for offline use (ADR-0124) never takes the
    // notice meant for the page the person is about to see
    request.headers.get(OFFLINE_COPY_HEADER) === "1" ? { flash: null, clear: null } : readFlash(request),
    themeCookie.parse(request.headers.get("Cookie")) as Promise<Theme | null>,
  ]);
  const headers = new Headers();
  if (csrf.setCookie) headers.append("Set-Cookie", csrf.setCookie);
  if (flash.clear) headers.append("Set-Cookie", flash.clear);
  return data(
    {
      locale,
      csrf: csrf.token,
      flash: flash.flash,
      theme: theme === "dark" || theme === "light" ? theme : null,
      version: process.env.CANTIERE_VERSION ?? "0.1.0",
      requestId: request.headers.get("x-cantiere-request-id"),
    },
    { headers },
  );
}


export function Layout({ children }: { children: ReactNode }) {
  const root = useRouteLoaderData<typeof loader>("root");
  const { i18n } = useTranslation();
  // without the root's data (its loader failed) the page is still in the request's language
  const locale = root?.locale ?? (isLanguage(i18n.language) ? i18n.language : DEFAULT_LANGUAGE);
  const themeClass = root?.theme ? `theme-${root.theme}` : undefined;
  const nonce = useNonce();
  return (
    <html lang={locale} dir="ltr" className={themeClass}>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="color-scheme" content={root?.theme ?? "light dark"} />
        <Meta />
        <Links />
      </head>
      <body>
        {children}
        <ScrollRestoration nonce={nonce} />
        <Scripts nonce={nonce} />
      </body>
    </html>
  );
}

export default function App() {
  useHydrationDone();
  const { locale, flash } = useLoaderData<typeof loader>();
  const shownFlash = useShownFlash(flash);
  useChangeLanguage(locale);
  const { t } = useTranslation();
  // tests (and CSS, if ever needed) can tell when JavaScript has taken over the page
  useEffect(() => {
    document.documentElement.dataset.hydrated = "true";
  }, []);
  return (
    <>
      <a href="#main" className={s.skipLink}>
        {t("app.skip_to_content")}
      </a>
      <Outlet />
      <FlashRegion flash={shownFlash} />
    </>
  );
}

export const meta: MetaFunction = () => [{ title: "Cantiere" }];

export function ErrorBoundary() {
  const error = useRouteError();
  return <ErrorPage error={error} isRouteError={isRouteErrorResponse(error)} />;
}
