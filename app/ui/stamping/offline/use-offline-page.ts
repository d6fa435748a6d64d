// The stamping page installs its service worker (service-worker.ts, ADR-0124) and hands it the files
// it loaded, so that it opens again without a connection; `ready` once the worker has them.
import { useEffect, useState } from "react";

const SERVICE_WORKER_URL = "/stamping-sw.js";
const SERVICE_WORKER_SCOPE = "/app/profile/stamping";

export function useOfflinePage(enabled: boolean): boolean {
  const [ready, setReady] = useState(false);
  useEffect(() => {
    if (!enabled || !("serviceWorker" in navigator)) return;
    let gone = false;
    const told = (e: MessageEvent) => {
      const msg = e.data as { type?: string; page?: boolean } | null;
      if (msg?.type === "cantiere-cached" && !gone) setReady(msg.page === true);
    };
    navigator.serviceWorker.addEventListener("message", told);
    navigator.serviceWorker
      .register(SERVICE_WORKER_URL, { scope: SERVICE_WORKER_SCOPE })
      .then(() => navigator.serviceWorker.ready)
      .then((reg) => {
        const urls = performance.getEntriesByType("resource").map((r) => r.name);
        reg.active?.postMessage({ type: "cantiere-cache", urls });
      })
      .catch(() => undefined);
    return () => {
      gone = true;
      navigator.serviceWorker.removeEventListener("message", told);
    };
  }, [enabled]);
  return ready;
}
