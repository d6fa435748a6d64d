// With JavaScript, a drawn signature (ADR-0073): a canvas the foreman signs on with a finger or a
// mouse; after every stroke the drawing is put, as a PNG file, into the form's file input, so the
// form posts it like an uploaded image (method "drawn"). Without JavaScript this form is not shown:
// the typed-name and image forms are.
import { useEffect, useRef, useState } from "react";
import { useTranslation } from "~/i18n/react";
import * as cs from "./checklist.css";

export function SignaturePad({ inputName }: { inputName: string }) {
  const { t } = useTranslation();
  const canvas = useRef<HTMLCanvasElement>(null);
  const input = useRef<HTMLInputElement>(null);
  const [drawn, setDrawn] = useState(false);

  useEffect(() => {
    const c = canvas.current;
    if (!c) return;
    const ratio = window.devicePixelRatio || 1;
    c.width = c.clientWidth * ratio;
    c.height = c.clientHeight * ratio;
    const ctx = c.getContext("2d");
    if (!ctx) return;
    ctx.scale(ratio, ratio);
    ctx.lineWidth = 2.5;
    ctx.lineCap = "round";
    ctx.strokeStyle = "#111827";
    let down = false;
    const at = (e: PointerEvent) => {
      const r = c.getBoundingClientRect();
      return [e.clientX - r.left, e.clientY - r.top] as const;
    };
    const start = (e: PointerEvent) => {
      down = true;
      c.setPointerCapture(e.pointerId);
      const [x, y] = at(e);
      ctx.beginPath();
      ctx.moveTo(x, y);
    };
    const move = (e: PointerEvent) => {
      if (!down) return;
      const [x, y] = at(e);
      ctx.lineTo(x, y);
      ctx.stroke();
    };
    const end = () => {
      if (!down) return;
      down = false;
      c.toBlob((blob) => {
        if (!blob || !input.current) return;
        const dt = new DataTransfer();
        dt.items.add(new File([blob], "signature.png", { type: "image/png" }));
        input.current.files = dt.files;
        setDrawn(true);
      }, "image/png");
    };
    c.addEventListener("pointerdown", start);
    c.addEventListener("pointermove", move);
    c.addEventListener("pointerup", end);
    c.addEventListener("pointerleave", end);
    return () => {
      c.removeEventListener("pointerdown", start);
      c.removeEventListener("pointermove", move);
      c.removeEventListener("pointerup", end);
      c.removeEventListener("pointerleave", end);
    };
  }, []);

  const clear = () => {
    const c = canvas.current;
    c?.getContext("2d")?.clearRect(0, 0, c.width, c.height);
    if (input.current) input.current.value = "";
    setDrawn(false);
  };

  return (
    <div>
      <canvas ref={canvas} className={cs.canvas} aria-label={t("checklist.signature.draw_here")} data-testid="signature-canvas" />
      <input ref={input} type="file" name={inputName} accept="image/png" hidden />
      <p>
        <button type="button" onClick={clear}>
          {t("checklist.signature.clear")}
        </button>{" "}
        {drawn ? t("checklist.signature.drawn_ready") : t("checklist.signature.draw_hint")}
      </p>
    </div>
  );
}
