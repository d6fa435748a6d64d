import { RemixBrowser } from "@remix-run/react";
import { startTransition, StrictMode } from "react";
import { hydrateRoot } from "react-dom/client";
import { isLanguage, DEFAULT_LANGUAGE } from "./i18n/config";
import { BrowserTranslations, loadTranslations } from "./i18n/react";
import { PAGE_CACHE } from "./ui/stamping/offline/queue";

// why: when a navigation replaces one still loading (a second click, the journal feed's next step
// meeting a link followed meanwhile), the router abandons the first one's loader fetch; that fetch
// then rejects with an AbortError nobody awaits. A cancelled request is no error, so it is not
// reported as one; every other unhandled rejection still is.
window.addEventListener("unhandledrejection", (e) => {
  if ((e.reason as { name?: string } | null)?.name === "AbortError") e.preventDefault();
});

// the stamping page's last load, kept for opening it offline (ADR-0124), is one person's: it goes
// when anybody reaches the sign-in page (signed out, or another person about to sign in)
if (location.pathname.startsWith("/auth/") && typeof caches !== "undefined") void caches.delete(PAGE_CACHE).catch(() => undefined);

async function hydrate() {
  const lang = document.documentElement.lang;
  const lng = isLanguage(lang) ? lang : DEFAULT_LANGUAGE;
  // why: the page's own language must be there before hydration, or the first client render shows keys
  const translator = await loadTranslations(lng);
  startTransition(() => {
    hydrateRoot(
      document,
      <BrowserTranslations initial={translator}>
        <StrictMode>
          <RemixBrowser />
        </StrictMode>
      </BrowserTranslations>,
    );
  });
}

hydrate().catch((err) => console.error(err));
