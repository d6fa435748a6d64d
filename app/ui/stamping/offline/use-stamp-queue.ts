// The clock button with JavaScript (ADR-0124): a tap is sent at once by the page's code; when it
// cannot reach the server (no signal, or a signal that carries nothing) it is kept in the device's
// queue with the tap's time and sent by itself when the connection is back — on `online`, on every
// open of the page, and by the service worker's Background Sync. Without JavaScript the form posts
// as it always did.
import { useNavigate, useRevalidator, useRouteLoaderData } from "@remix-run/react";
import { useCallback, useEffect, useState, type FormEvent } from "react";
import { canQueue, flushQueue, putStamp, queuedStamps, removeStamp, sendStamp, SYNC_TAG, type QueuedStamp } from "./queue";

export interface QueueNotice {
  key: string;
  params?: Record<string, string>;
}

/** A fresh command id for a tap (the browser's, when it has one; else 128 random bits). */
function tapCommandId(): string {
  if (typeof crypto.randomUUID === "function") return crypto.randomUUID();
  return Array.from(crypto.getRandomValues(new Uint8Array(16)), (b) => b.toString(16).padStart(2, "0")).join("");
}

/** How often waiting stamps are tried again while the page is open and the browser believes it is online. */
const RETRY_MS = 20_000;

const text = (v: FormDataEntryValue | null): string => (typeof v === "string" ? v : "");

/** The tap's time as the person reads it ("07:12"), in Zurich. */
export function tapTime(deviceAt: string): string {
  return new Intl.DateTimeFormat("it-CH", { timeZone: "Europe/Zurich", hour: "2-digit", minute: "2-digit" }).format(new Date(deviceAt));
}

/** Asks the service worker to send the queue when the connection is back (Background Sync), where the browser has it. */
function askForSync(): void {
  if (!("serviceWorker" in navigator)) return;
  void navigator.serviceWorker.ready
    .then((reg) => (reg as ServiceWorkerRegistration & { sync?: { register(tag: string): Promise<void> } }).sync?.register(SYNC_TAG))
    .catch(() => undefined);
}

export function useStampQueue(personId: number | null, enabled: boolean) {
  const root = useRouteLoaderData<{ csrf: string }>("root");
  const csrf = root?.csrf ?? "";
  const active = enabled && personId !== null;
  const [queue, setQueue] = useState<QueuedStamp[]>([]);
  const [online, setOnline] = useState(true);
  const [notice, setNotice] = useState<QueueNotice | null>(null);
  const [refusal, setRefusal] = useState<string | null>(null);
  const [sending, setSending] = useState(false);
  const revalidator = useRevalidator();
  const navigate = useNavigate();

  const reload = useCallback(async () => {
    if (!active || !canQueue()) return;
    setQueue((await queuedStamps()).filter((s) => s.personId === personId));
  }, [active, personId]);

  const flush = useCallback(async () => {
    if (!active || !canQueue() || personId === null) return;
    const r = await flushQueue({ personId, csrf });
    await reload();
    if (r.end === "signed-out") setNotice({ key: "stamping.offline.sign_in" });
    else if (r.sent > 0) setNotice({ key: "stamping.offline.sent" });
    // the refusal is listed with its reason; "kept on the phone" no longer holds
    else if (r.refused > 0) setNotice(null);
    // the page again, with the stamps that arrived (and the notice of the last one)
    if (r.sent > 0 || r.refused > 0) revalidator.revalidate();
    // revalidator changes on every render; the flush needs only its method
  }, [active, personId, csrf, reload]);

  useEffect(() => {
    if (!active) return;
    setOnline(navigator.onLine);
    void reload().then(() => (navigator.onLine ? flush() : undefined));
    const up = () => {
      setOnline(true);
      void flush();
    };
    const down = () => setOnline(false);
    // the service worker's Background Sync hands the sending to an open page
    const told = (e: MessageEvent) => {
      if ((e.data as { type?: string } | null)?.type === "cantiere-flush") void flush();
    };
    window.addEventListener("online", up);
    window.addEventListener("offline", down);
    navigator.serviceWorker?.addEventListener("message", told);
    return () => {
      window.removeEventListener("online", up);
      window.removeEventListener("offline", down);
      navigator.serviceWorker?.removeEventListener("message", told);
    };
  }, [active, flush, reload]);

  // a network that says it is up but carries nothing sends no `online`: while stamps wait, try again now and then
  const waiting = queue.some((s) => s.state === "waiting");
  useEffect(() => {
    if (!active || !waiting) return;
    const timer = window.setInterval(() => {
      if (navigator.onLine) void flush();
    }, RETRY_MS);
    return () => window.clearInterval(timer);
  }, [active, waiting, flush]);

  /** The form's submit with JavaScript: sent at once, or kept in the queue when the server cannot be reached. */
  const onSubmit = async (e: FormEvent<HTMLFormElement>) => {
    if (!active || personId === null || !canQueue()) return;
    e.preventDefault();
    if (sending) return;
    const submitter = (e.nativeEvent as SubmitEvent).submitter;
    const form = new FormData(e.currentTarget, submitter);
    const kind = text(form.get("kind"));
    if (kind !== "ENTRATA" && kind !== "USCITA") return;
    const stamp: QueuedStamp = {
      commandId: tapCommandId(),
      personId,
      kind,
      deviceAt: new Date().toISOString(),
      siteId: text(form.get("siteId")),
      preset: text(form.get("preset")),
      latitude: text(form.get("latitude")),
      longitude: text(form.get("longitude")),
      csrf,
      state: "waiting",
      message: "",
    };
    setRefusal(null);
    setNotice(null);
    if (navigator.onLine) {
      setSending(true);
      const r = await sendStamp(stamp, csrf, false, text(form.get("from")) || undefined);
      setSending(false);
      if (r.outcome === "stored") {
        navigate(r.to, { replace: true });
        return;
      }
      if (r.outcome === "refused") {
        setRefusal(r.message);
        revalidator.revalidate();
        return;
      }
      if (r.outcome === "signed-out") {
        // kept, and sent with its tap's time once the person is back
        await putStamp(stamp);
        window.location.assign(r.to);
        return;
      }
    }
    await putStamp(stamp);
    await reload();
    setNotice({ key: "stamping.offline.saved", params: { time: tapTime(stamp.deviceAt) } });
    askForSync();
  };

  /** A refused stamp's notice read: it leaves the device. */
  const dismiss = async (commandId: string) => {
    await removeStamp(commandId);
    await reload();
  };

  return { active, queue, online, notice, refusal, sending, onSubmit, dismiss };
}
