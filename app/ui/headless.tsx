// Headless UI (17 KB gzip) is fetched the first time a dialog opens, not with every page (issue 40):
// most pages open none, and none opens one without a tap. Until then nothing is rendered, as a
// closed Headless UI dialog renders nothing; once loaded the parts stay, so closing and opening again
// behave as before (focus kept inside, Escape, focus given back).
import { lazy, Suspense, useEffect, useState, type ReactNode } from "react";

type Headless = typeof import("@headlessui/react");
type Render = (h: Headless) => ReactNode;

const Loaded = lazy(async () => {
  const h = await import("@headlessui/react");
  return { default: ({ render }: { render: Render }) => <>{render(h)}</> };
});

/** `render` with Headless UI's parts, from the first time `when` holds on. */
export function WithHeadless({ when, render }: { when: boolean; render: Render }) {
  const [wanted, setWanted] = useState(when);
  useEffect(() => {
    if (when) setWanted(true);
  }, [when]);
  if (!wanted && !when) return null;
  return (
    <Suspense fallback={null}>
      <Loaded render={render} />
    </Suspense>
  );
}
