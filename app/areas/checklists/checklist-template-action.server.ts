// The template form's one intent (new-template, {id}/edit-template): an editor button redisplays
// the form with the questions changed (nothing stored); the save button runs the command.
import type { ActionFunctionArgs } from "@remix-run/node";
import type { TemplateContent } from "~/domain/checklist/events";
import { applyEditorOp, questionsFromForm, templateFormSchema } from "~/domain/checklist/schema";
import { commandAction } from "~/http/command-action.server";
import type { PolicyHandle } from "~/auth/policy.server";
import type { CommandMeta } from "~/events/handle-command.server";
import type { Sql } from "~/db.server";
import { CHECKLISTS } from "~/ui/checklist/paths";

export function templateAction(args: ActionFunctionArgs, handle: PolicyHandle, save: (sql: Sql, content: TemplateContent, expectedVersion: number | null, meta: CommandMeta) => Promise<unknown>) {
  return commandAction(args, handle).intents({
    "save-checklist-template": {
      schema: templateFormSchema,
      failure: ({ form }) => ({ questions: questionsFromForm(form.entries()) }),
      run: async ({ sql, form, value, meta, expectedVersion }) => {
        const questions = questionsFromForm(form.entries());
        const changed = applyEditorOp(questions, value.op);
        if (changed) return { show: { data: { questions: changed } } };
        const content: TemplateContent = {
          type: value.type,
          name: value.name ?? "",
          mandatory: value.mandatory,
          notifyEach: value.notifyEach ?? null,
          questions: questions.map((q) => ({ title: q.title, items: q.items.map((i) => ({ label: i.label })) })),
        };
        await save(sql, content, expectedVersion, meta);
        return { to: `${CHECKLISTS}/templates`, flash: "checklist.template.saved" };
      },
    },
  });
}
