// The files page's upload form (ADR-0054, ADR-0060). Without JavaScript a plain multipart form: the
// browser posts every chosen file, the action answers 303 + flash or the page with the refusal.
// With JavaScript, two enhancements of the same form: files dropped on it are put in its file input,
// and the submit goes through XMLHttpRequest to the same action (its single-fetch `.data` URL), so
// each file's progress shows while the bytes travel; a 202 (the action's redirect) then loads the
// folder again (the flash comes with it), anything else re-posts the form the ordinary way, which
// shows the server's refusal beside the field (a refused upload stored nothing, so nothing doubles).
import { Form, useNavigate, useSubmit } from "@remix-run/react";
import type { TFunction } from "i18next";
import { useEffect, useRef, useState, type DragEvent, type FormEvent, type ReactNode } from "react";
import * as s from "../shell.css";
import * as fc from "./files.css";
import { dataUrlOf, progressOf, type Progress } from "./upload-progress";

export function UploadForm({ action, back, t, hidden, children }: { action: string; back: string; t: TFunction; hidden: ReactNode; children: ReactNode }) {
  const input = useRef<HTMLInputElement | null>(null);
  const formRef = useRef<HTMLFormElement | null>(null);
  const [hydrated, setHydrated] = useState(false);
  const [over, setOver] = useState(false);
  const [progress, setProgress] = useState<Progress[] | null>(null);
  const [sending, setSending] = useState(false);
  const navigate = useNavigate();
  const submit = useSubmit();
  useEffect(() => {
    setHydrated(true);
    input.current = formRef.current?.querySelector<HTMLInputElement>('input[type="file"]') ?? null;
  }, []);

  const onDrop = (e: DragEvent<HTMLFormElement>) => {
    e.preventDefault();
    setOver(false);
    if (input.current && e.dataTransfer.files.length > 0) input.current.files = e.dataTransfer.files;
  };
  const onSubmit = (e: FormEvent<HTMLFormElement>) => {
    const form = e.currentTarget;
    const files = [...(input.current?.files ?? [])];
    // nothing chosen, or already sending: the ordinary submit (the server says what is missing)
    if (files.length === 0 || sending) return;
    e.preventDefault();
    const body = new FormData(form);
    const fallback = () => submit(body, { method: "post", action, encType: "multipart/form-data" });
    setSending(true);
    setProgress(progressOf(files, 0, 1));
    const xhr = new XMLHttpRequest();
    xhr.open("POST", dataUrlOf(action, window.location.href));
    xhr.upload.onprogress = (ev) => {
      if (ev.lengthComputable) setProgress(progressOf(files, ev.loaded, ev.total));
    };
    xhr.onload = () => {
      setSending(false);
      if (xhr.status === 202) {
        setProgress(progressOf(files, 1, 1));
        // the files are stored: cleared, so a second click cannot send them again
        formRef.current?.reset();
        navigate(back, { replace: true });
      } else fallback();
    };
    xhr.onerror = () => {
      setSending(false);
      fallback();
    };
    xhr.send(body);
  };

  return (
    <Form
      ref={formRef}
      method="post"
      action={action}
      encType="multipart/form-data"
      onSubmit={onSubmit}
      onDragOver={(e) => {
        e.preventDefault();
        setOver(true);
      }}
      onDragLeave={() => setOver(false)}
      onDrop={onDrop}
      className={hydrated ? fc.dropZone : undefined}
      data-over={over ? "true" : "false"}
      data-enhanced={hydrated ? "true" : undefined}
    >
      {hidden}
      {children}
      {hydrated ? <p className={s.muted}>{t("siteFiles.upload.drop_hint")}</p> : null}
      {progress ? (
        <ul className={fc.progressList} aria-label={t("siteFiles.upload.progress_title")}>
          {progress.map((p, i) => (
            <li key={`${i}-${p.name}`} className={fc.progressRow}>
              <span>{p.name}</span>
              <progress max={100} value={p.percent} aria-label={t("siteFiles.upload.progress_of", { name: p.name })} />
              <span>{p.percent} %</span>
            </li>
          ))}
        </ul>
      ) : null}
      <button type="submit" className={s.button} disabled={sending} aria-busy={sending || undefined}>
        {sending ? t("siteFiles.upload.sending") : t("siteFiles.upload.submit")}
      </button>
    </Form>
  );
}
