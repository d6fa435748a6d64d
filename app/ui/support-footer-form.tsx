// The support request form in every page's footer: plain, without conform (./support-form-body says
// why). It is never shown refused: the action answers a refusal on /app/support, with the page's form.
import { Form } from "@remix-run/react";
import type { FormField } from "./forms/fields";
import { SupportFormBody } from "./support-form-body";

/** A field as conform would describe it before anything was sent: its ids by conform's scheme, no value, no error. */
function untouched(formId: string, name: string): FormField {
  const id = `${formId}-${name}`;
  return { id, name, formId, errorId: `${id}-error`, descriptionId: `${id}-description` } as FormField;
}

export function SupportFooterForm({ id, commandId, page }: { id: string; commandId: string; page: string }) {
  return (
    <Form method="post" action="/app/support" id={id} noValidate>
      <SupportFormBody commandId={commandId} page={page} title={untouched(id, "title")} message={untouched(id, "message")} />
    </Form>
  );
}
