// A submit button that, with JavaScript, stays disabled while a required field of its form is
// empty. Server-rendered it is never disabled, so a form always submits without JavaScript; the
// server validates either way.
import { useEffect, useRef, useState, type ButtonHTMLAttributes, type ReactNode, type RefObject } from "react";
import * as s from "../shell.css";

type Control = HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement;

/** Whether every required control of the form has a value (a radio group: one checked). */
function requiredFilled(form: HTMLFormElement): boolean {
  const controls = Array.from(form.elements).filter(
    (el): el is Control => (el instanceof HTMLInputElement || el instanceof HTMLSelectElement || el instanceof HTMLTextAreaElement) && el.required && !el.disabled,
  );
  return controls.every((el) => {
    if (el instanceof HTMLInputElement) {
      if (el.type === "checkbox") return el.checked;
      if (el.type === "radio") return Array.from(form.elements).some((o) => o instanceof HTMLInputElement && o.type === "radio" && o.name === el.name && o.checked);
      if (el.type === "file") return (el.files?.length ?? 0) > 0;
    }
    return el.value.trim() !== "";
  });
}

/** Follows the button's form: true while a required field is empty. Always false before hydration. */
function useRequiredEmpty(button: RefObject<HTMLButtonElement>): boolean {
  const [empty, setEmpty] = useState(false);
  useEffect(() => {
    const form = button.current?.form;
    if (!form) return;
    const update = () => setEmpty(!requiredFilled(form));
    // after a reset the values change only once the event has run
    const onReset = () => setTimeout(update, 0);
    update();
    form.addEventListener("input", update);
    form.addEventListener("change", update);
    form.addEventListener("reset", onReset);
    return () => {
      form.removeEventListener("input", update);
      form.removeEventListener("change", update);
      form.removeEventListener("reset", onReset);
    };
  }, [button]);
  return empty;
}

export interface SubmitButtonProps extends Omit<ButtonHTMLAttributes<HTMLButtonElement>, "type"> {
  children: ReactNode;
}

export function SubmitButton({ children, className, disabled, ...rest }: SubmitButtonProps) {
  const ref = useRef<HTMLButtonElement>(null);
  const empty = useRequiredEmpty(ref);
  return (
    <button ref={ref} type="submit" className={className ?? s.button} disabled={disabled || empty} {...rest}>
      {children}
    </button>
  );
}
