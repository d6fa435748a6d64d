// A new tool with its documents (update tool-manager); saved → the tool's page.
import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { useActionData, useLoaderData } from "@remix-run/react";
import { authorizeGet } from "~/auth/policy.server";
import { toolFormSchema } from "~/domain/tool/schema.server";
import { listCategories } from "~/events/queries/tools.server";
import { commandAction } from "~/http/command-action.server";
import { checkedDocuments, TOOL_UPLOAD_LIMITS, TOOLS_UPDATE_POLICY } from "~/areas/tools/tools.server";
import { getT } from "~/i18n/i18next.server";
import { newCommandId } from "~/http/command-ids.server";
import { registerTool } from "~/areas/tools/register-tool.server";
import { getSql } from "~/runtime.server";
import { fileStore } from "~/storage/index.server";
import * as s from "~/ui/shell.css";
import { categoryLabel, toolPath, TOOLS_PATH } from "~/ui/tools/labels";
import { ToolForm } from "~/ui/tools/tool-form";

export const handle = { i18n: "common", title: "tools.new", policy: TOOLS_UPDATE_POLICY };

export async function loader({ request }: LoaderFunctionArgs) {
  await authorizeGet(request, handle);
  const t = await getT(request);
  const categories = await listCategories(await getSql());
  return { heading: t("tools.new"), categories: categories.map((c) => ({ id: c.id, label: categoryLabel(t, c) })), commandId: newCommandId() };
}

export const action = (args: ActionFunctionArgs) =>
  commandAction(args, { ...handle, upload: TOOL_UPLOAD_LIMITS }).intents({
    "register-tool": {
      schema: toolFormSchema,
      run: async ({ request, sql, value, meta, uploads }) => {
        const documents = await checkedDocuments(request, uploads, value.documentType, 0);
        const outcome = await registerTool(
          sql,
          fileStore(),
          {
            details: { name: value.name, categoryId: value.categoryId, unitCostCents: value.unitCost ?? null, currency: value.currency ?? null, unit: value.unit, warrantyDate: value.warrantyDate ?? null },
            quantity: value.quantity ?? 0,
            documents,
          },
          meta,
        );
        return { to: toolPath(outcome.id), flash: "tool_saved_successfully" };
      },
    },
  });

export default function NewTool() {
  const d = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>();
  return (
    <section>
      <h1 className={s.heading}>{d.heading}</h1>
      <ToolForm
        intent="register-tool"
        defaults={{ name: "", categoryId: "", quantity: "1", unitCost: "", currency: "", unit: "PIECES", warrantyDate: "" }}
        categories={d.categories}
        commandId={d.commandId}
        lastResult={actionData?.result}
        cancelTo={TOOLS_PATH}
      />
    </section>
  );
}

export const meta: MetaFunction<typeof loader> = ({ data }) => [{ title: data ? `${data.heading} · Cantiere` : "Cantiere" }];
