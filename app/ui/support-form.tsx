import { ErrorSummary } from "~/ui/forms/error-summary";
import { getFormProps, useForm, type SubmissionResult } from "@conform-to/react";
import { Form } from "@remix-run/react";
import { SupportFormBody } from "./support-form-body";

/** The support request form on /app/support, where a refusal comes back with its errors beside the fields and the values kept. */
export function SupportForm({ id, lastResult, commandId, page }: { id: string; lastResult?: SubmissionResult<string[]> | null; commandId: string; page: string }) {
  const [form, fields] = useForm<{ title: string; message: string; page: string; commandId: string }>({
    id,
    lastResult,
    defaultValue: { commandId, page },
  });
  return (
    <Form method="post" action="/app/support" {...getFormProps(form)}>
      <ErrorSummary form={form} />
      <SupportFormBody commandId={commandId} page={(fields.page.value as string) ?? page} title={fields.title} message={fields.message} errors={form.errors} />
    </Form>
  );
}
