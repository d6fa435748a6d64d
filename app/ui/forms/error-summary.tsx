// The error summary at the top of a refused form (issue 34): "Il modulo ha 3 errori" and a list of
// links to the fields (#<field id>), so a long form refused without JavaScript (the page opens at its
// top) says at once what to fix and where. Shown only when the form was refused; every conform form
// of the kit renders it first (a static test checks that each useForm has one). Not an alert: the
// field errors below are what a screen reader is told of; the summary is a list of ways to them.
import type { FormMetadata } from "@conform-to/react";
import type { MouseEvent } from "react";
import { useTranslation } from "~/i18n/react";
import * as s from "../shell.css";
import * as f from "./forms.css";
import { errorsText } from "./messages";

/** The refused fields of a form, each with the id of its control (conform's `<form id>-<name>`, or what `idOf` says for a
 * hand-written form; the form itself for a form-level error). */
export function summaryEntries(
  formId: string,
  allErrors: Record<string, readonly string[] | null | undefined>,
  idOf: (name: string) => string = (name) => `${formId}-${name}`,
): { href: string; messages: readonly string[] }[] {
  return Object.entries(allErrors)
    .filter((e): e is [string, readonly string[]] => Array.isArray(e[1]) && e[1].length > 0)
    .map(([name, messages]) => ({ href: `#${name ? idOf(name) : formId}`, messages }));
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- why: a summary takes a form of any schema
export function ErrorSummary({ form }: { form: FormMetadata<any, string[]> }) {
  const { t } = useTranslation();
  const entries = form.status === "error" ? summaryEntries(form.id, form.allErrors) : [];
  return <SummaryBox id={`${form.id}-summary`} entries={entries.map((e) => ({ href: e.href, text: errorsText(t, e.messages) }))} />;
}

/**
 * The same summary for a form written by hand (not conform): `errors` maps a field's name to its refusal (translation
 * keys, or words the action already translated when `translated` is set; "" is the form's own error), `idOf` gives the
 * id of the field's control (the name itself unless told). Render it first in the form, as `<HandErrorSummary …/>`;
 * it shows nothing while nothing is refused.
 */
export function HandErrorSummary({
  formId,
  errors,
  idOf = (name) => name,
  translated = false,
}: {
  formId: string;
  errors: Record<string, readonly string[] | string | null | undefined> | null | undefined;
  idOf?: (name: string) => string;
  translated?: boolean;
}) {
  const { t } = useTranslation();
  const lists = Object.fromEntries(Object.entries(errors ?? {}).map(([k, v]) => [k, typeof v === "string" ? (v ? [v] : []) : v]));
  const entries = summaryEntries(formId, lists, idOf);
  return <SummaryBox id={`${formId}-summary`} entries={entries.map((e) => ({ href: e.href, text: translated ? e.messages.join(" ") : errorsText(t, e.messages) }))} />;
}

/** With JavaScript, a link moves to its field itself: a plain fragment link fires popstate, and the router's navigation
 * to the same page drops the action's answer (a hand form's errors with it). The URL still gets the fragment, in place. */
function goTo(event: MouseEvent<HTMLAnchorElement>) {
  const target = document.getElementById(event.currentTarget.hash.slice(1));
  if (!target || event.metaKey || event.ctrlKey || event.shiftKey || event.button !== 0) return;
  event.preventDefault();
  window.history.replaceState(window.history.state, "", event.currentTarget.hash);
  target.scrollIntoView({ block: "center" });
  target.focus({ preventScroll: true });
}

function SummaryBox({ id, entries }: { id: string; entries: { href: string; text: string }[] }) {
  const { t } = useTranslation();
  if (entries.length === 0) return null;
  const count = entries.length;
  return (
    <nav className={f.summary} aria-labelledby={id} data-error-summary="">
      <p id={id} className={f.summaryTitle}>
        {t("forms.summary.title", { count })}
      </p>
      <ul className={f.summaryList}>
        {entries.map((e) => (
          <li key={e.href}>
            {/* why the words are drawn from data-message (CSS generated content, which also names the link): the
                field's own error line says the same words, and a page (or a test) looking for that text or
                that label finds it once, beside its field */}
            <a href={e.href} className={`${s.fieldError} ${f.summaryLink}`} data-message={e.text} onClick={goTo} />
          </li>
        ))}
      </ul>
    </nav>
  );
}
