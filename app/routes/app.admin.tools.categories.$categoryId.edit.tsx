// Renaming a tool category (update tool-manager); an unknown or deleted one is a 404.
import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { useActionData, useLoaderData } from "@remix-run/react";
import { authorizeGet } from "~/auth/policy.server";
import { categoryFormSchema } from "~/domain/tool/schema.server";
import { commandAction } from "~/http/command-action.server";
import { scopedRecord } from "~/http/scope.server";
import { TOOLS_UPDATE_POLICY } from "~/areas/tools/tools.server";
import { getT } from "~/i18n/i18next.server";
import { newCommandId } from "~/http/command-ids.server";
import { renameToolCategory } from "~/areas/tools/rename-tool-category.server";
import { getSql } from "~/runtime.server";
import * as s from "~/ui/shell.css";
import { CategoryForm } from "~/ui/tools/category-form";
import { categoryLabel, TOOLS_PATH } from "~/ui/tools/labels";

export const handle = { i18n: "common", title: "tools.categories.edit", policy: TOOLS_UPDATE_POLICY };

export async function loader({ request, params }: LoaderFunctionArgs) {
  const user = await authorizeGet(request, handle);
  const c = await scopedRecord(await getSql(), user, "toolCategory", params.categoryId);
  const t = await getT(request);
  return { heading: t("tools.categories.edit"), name: categoryLabel(t, c), commandId: newCommandId() };
}

export const action = (args: ActionFunctionArgs) =>
  commandAction(args, { ...handle, scope: ({ sql, user, params }) => scopedRecord(sql, user, "toolCategory", params.categoryId) }).intents({
    "rename-tool-category": {
      schema: categoryFormSchema,
      run: async ({ sql, scope, value, meta }) => {
        await renameToolCategory(sql, scope.id, value.name, meta);
        return { to: `${TOOLS_PATH}/categories`, flash: "category_saved_successfully" };
      },
    },
  });

export default function EditToolCategory() {
  const d = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>();
  return (
    <section>
      <h1 className={s.heading}>{d.heading}</h1>
      <CategoryForm intent="rename-tool-category" name={d.name} commandId={d.commandId} lastResult={actionData?.result} cancelTo={`${TOOLS_PATH}/categories`} />
    </section>
  );
}

export const meta: MetaFunction<typeof loader> = ({ data }) => [{ title: data ? `${data.heading} · Cantiere` : "Cantiere" }];
