// Plain `<a>` links that Remix still navigates (ADR-0091, ADR-0095): a list of links renders each as
// an `<a href>` (no `<Link>`/`<NavLink>` resolving its href against the route tree and setting up
// its hooks per link), and the container's one click handler navigates through Remix as `<Link>`
// did — a plain left click; a modified or middle click, a new tab or a download stays the browser's.
// Its one hover/focus handler prefetches the link's page as `prefetch="intent"` did, when asked.
import { PrefetchPageLinks, useNavigate } from "@remix-run/react";
import { useCallback, useState, type MouseEvent, type SyntheticEvent } from "react";

/** `selector`: which links inside the container are taken over (e.g. "a[data-row-link]"). */
export function usePlainLinks(selector: string, opts: { prefetch?: boolean } = {}) {
  const navigate = useNavigate();
  const [intent, setIntent] = useState<string | null>(null);
  const linkOf = useCallback(
    (e: SyntheticEvent) => (e.target instanceof Element ? e.target.closest<HTMLAnchorElement>(selector) : null),
    [selector],
  );
  const onClick = useCallback(
    (e: MouseEvent) => {
      const a = linkOf(e);
      if (!a || e.defaultPrevented || e.button !== 0 || e.metaKey || e.altKey || e.ctrlKey || e.shiftKey) return;
      if (a.target || a.hasAttribute("download")) return;
      const href = a.getAttribute("href");
      // only the app's own paths; "//host" is another site
      if (!href || !href.startsWith("/") || href.startsWith("//")) return;
      e.preventDefault();
      // data-keep-scroll: as `<Link preventScrollReset>` (a list's sort and view links keep the reader where they are)
      navigate(href, a.hasAttribute("data-keep-scroll") ? { preventScrollReset: true } : undefined);
    },
    [navigate, linkOf],
  );
  const onIntent = useCallback(
    (e: SyntheticEvent) => {
      const href = linkOf(e)?.getAttribute("href");
      if (href) setIntent(href);
    },
    [linkOf],
  );
  return opts.prefetch
    ? { handlers: { onClick, onMouseOver: onIntent, onFocus: onIntent }, prefetch: intent ? <PrefetchPageLinks page={intent} /> : null }
    : { handlers: { onClick }, prefetch: null };
}
