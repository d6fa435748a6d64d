// The questions and items of a template or a checklist, edited without JavaScript: each button
// posts the form with its `op` (add, remove, move up or down) and the page comes back with the
// questions changed and nothing stored (ADR-0072).
import { useTranslation } from "~/i18n/react";
import type { QuestionInput } from "~/domain/checklist/decider";
import * as s from "../shell.css";
import * as cs from "./checklist.css";
import { FieldError, type Result } from "./form-bits";

function OpButton({ op, label, disabled }: { op: string; label: string; disabled?: boolean }) {
  return (
    <button type="submit" name="op" value={op} className={`${s.buttonSecondary} ${cs.small}`} disabled={disabled} formNoValidate>
      {label}
    </button>
  );
}

export function QuestionEditor({ questions, result }: { questions: QuestionInput[]; result: Result }) {
  const { t } = useTranslation();
  return (
    // keyed by the questions: after an editor button the inputs show the new order, not the old values
    <fieldset className={cs.page} key={JSON.stringify(questions)}>
      <legend>{t("checklist.editor.questions")}</legend>
      <FieldError result={result} name="questions" />
      {questions.map((q, n) => (
        <div key={n} className={cs.question} data-question={n}>
          <div className={cs.questionHead}>
            {q.questionId ? <input type="hidden" name={`q-${n}-id`} value={q.questionId} /> : null}
            <label htmlFor={`q-${n}-title`}>{t("checklist.editor.question", { n: n + 1 })}</label>
            <input id={`q-${n}-title`} name={`q-${n}-title`} defaultValue={q.title} className={`${s.input} ${cs.fullWidthInput}`} maxLength={500} />
            <FieldError result={result} name={`questions[${n}].title`} />
            <OpButton op={`up:${n}`} label={t("checklist.editor.up")} disabled={n === 0} />
            <OpButton op={`down:${n}`} label={t("checklist.editor.down")} disabled={n === questions.length - 1} />
            <OpButton op={`remove-question:${n}`} label={t("checklist.editor.remove_question")} />
          </div>
          {q.items.map((i, m) => (
            <div key={m} className={cs.item}>
              {i.itemId ? <input type="hidden" name={`q-${n}-i-${m}-id`} value={i.itemId} /> : null}
              <label htmlFor={`q-${n}-i-${m}-label`}>{t("checklist.editor.item", { n: m + 1 })}</label>
              <input id={`q-${n}-i-${m}-label`} name={`q-${n}-i-${m}-label`} defaultValue={i.label} className={s.input} maxLength={500} />
              <FieldError result={result} name={`questions[${n}].items[${m}].label`} />
              <OpButton op={`item-up:${n}:${m}`} label={t("checklist.editor.up")} disabled={m === 0} />
              <OpButton op={`item-down:${n}:${m}`} label={t("checklist.editor.down")} disabled={m === q.items.length - 1} />
              <OpButton op={`remove-item:${n}:${m}`} label={t("checklist.editor.remove_item")} />
            </div>
          ))}
          <p className={cs.item}>
            <OpButton op={`add-item:${n}`} label={t("checklist.editor.add_item")} />
          </p>
        </div>
      ))}
      <p>
        <OpButton op="add-question" label={t("checklist.editor.add_question")} />
      </p>
    </fieldset>
  );
}

/** The form's first submit: Enter in a text field saves, never runs an editor button. */
export function DefaultSubmit() {
  return <button type="submit" name="op" value="" className={cs.offscreen} tabIndex={-1} aria-hidden="true" />;
}
