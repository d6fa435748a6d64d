// Changing a tool's details and documents (update tool-manager); the quantity is read-only here.
import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { useActionData, useLoaderData } from "@remix-run/react";
import { authorizeGet } from "~/auth/policy.server";
import { moneyInputValue } from "~/domain/shared/inputs";
import { toolFormSchema } from "~/domain/tool/schema.server";
import { listCategories } from "~/events/queries/tools.server";
import { commandAction } from "~/http/command-action.server";
import { checkedDocuments, TOOL_UPLOAD_LIMITS, TOOLS_UPDATE_POLICY } from "~/areas/tools/tools.server";
import { scopedRecord } from "~/http/scope.server";
import { getT } from "~/i18n/i18next.server";
import { newCommandId } from "~/http/command-ids.server";
import { changeToolDetails } from "~/areas/tools/change-tool-details.server";
import { getSql } from "~/runtime.server";
import { fileStore } from "~/storage/index.server";
import * as s from "~/ui/shell.css";
import { categoryLabel, toolPath } from "~/ui/tools/labels";
import { ToolForm } from "~/ui/tools/tool-form";

export const handle = { i18n: "common", title: "tools.edit_title", policy: TOOLS_UPDATE_POLICY };

export async function loader({ request, params }: LoaderFunctionArgs) {
  const user = await authorizeGet(request, handle);
  const sql = await getSql();
  const tool = await scopedRecord(sql, user, "tool", params.toolId);
  const t = await getT(request);
  const store = fileStore();
  return {
    heading: t("tools.edit_title"),
    toolId: tool.id,
    version: tool.version,
    categories: (await listCategories(sql)).map((c) => ({ id: c.id, label: categoryLabel(t, c) })),
    defaults: {
      name: tool.name,
      categoryId: String(tool.categoryId),
      quantity: String(tool.quantity),
      unitCost: tool.unitCostCents === null ? "" : moneyInputValue(tool.unitCostCents),
      currency: tool.currency ?? "",
      unit: tool.unit,
      warrantyDate: tool.warrantyDate ?? "",
    },
    documents: await Promise.all(tool.documents.map(async (d) => ({ docId: d.docId, name: d.name, type: d.type, url: await store.signedUrl(d.key) }))),
    commandId: newCommandId(),
  };
}

export const action = (args: ActionFunctionArgs) =>
  commandAction(args, { ...handle, upload: TOOL_UPLOAD_LIMITS, scope: ({ sql, user, params }) => scopedRecord(sql, user, "tool", params.toolId) }).intents({
    "change-tool-details": {
      schema: toolFormSchema,
      run: async ({ request, sql, scope, value, meta, uploads, expectedVersion }) => {
        const keep = value.keep.filter((k: string) => scope.documents.some((d) => d.docId === k));
        const documents = await checkedDocuments(request, uploads, value.documentType, keep.length);
        await changeToolDetails(
          sql,
          fileStore(),
          scope.id,
          {
            details: { name: value.name, categoryId: value.categoryId, unitCostCents: value.unitCost ?? null, currency: value.currency ?? null, unit: value.unit, warrantyDate: value.warrantyDate ?? null },
            current: scope.documents,
            keep,
            documents,
          },
          expectedVersion,
          meta,
        );
        return { to: toolPath(scope.id), flash: "tool_saved_successfully" };
      },
    },
  });

export default function EditTool() {
  const d = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>();
  return (
    <section>
      <h1 className={s.heading}>{d.heading}</h1>
      <ToolForm
        intent="change-tool-details"
        defaults={d.defaults}
        categories={d.categories}
        documents={d.documents}
        commandId={d.commandId}
        expectedVersion={d.version}
        lastResult={actionData?.result}
        cancelTo={toolPath(d.toolId)}
      />
    </section>
  );
}

export const meta: MetaFunction<typeof loader> = ({ data }) => [{ title: data ? `${data.heading} · Cantiere` : "Cantiere" }];
