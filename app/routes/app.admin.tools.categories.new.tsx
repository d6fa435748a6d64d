// A new tool category (update tool-manager); saved → the categories list.
import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { useActionData, useLoaderData } from "@remix-run/react";
import { authorizeGet } from "~/auth/policy.server";
import { categoryFormSchema } from "~/domain/tool/schema.server";
import { commandAction } from "~/http/command-action.server";
import { TOOLS_UPDATE_POLICY } from "~/areas/tools/tools.server";
import { getT } from "~/i18n/i18next.server";
import { newCommandId } from "~/http/command-ids.server";
import { createToolCategory } from "~/areas/tools/create-tool-category.server";
import * as s from "~/ui/shell.css";
import { CategoryForm } from "~/ui/tools/category-form";
import { TOOLS_PATH } from "~/ui/tools/labels";

export const handle = { i18n: "common", title: "tools.categories.new", policy: TOOLS_UPDATE_POLICY };

export async function loader({ request }: LoaderFunctionArgs) {
  await authorizeGet(request, handle);
  const t = await getT(request);
  return { heading: t("tools.categories.new"), commandId: newCommandId() };
}

export const action = (args: ActionFunctionArgs) =>
  commandAction(args, handle).intents({
    "create-tool-category": {
      schema: categoryFormSchema,
      run: async ({ sql, value, meta }) => {
        await createToolCategory(sql, value.name, meta);
        return { to: `${TOOLS_PATH}/categories`, flash: "category_saved_successfully" };
      },
    },
  });

export default function NewToolCategory() {
  const d = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>();
  return (
    <section>
      <h1 className={s.heading}>{d.heading}</h1>
      <CategoryForm intent="create-tool-category" name="" commandId={d.commandId} lastResult={actionData?.result} cancelTo={`${TOOLS_PATH}/categories`} />
    </section>
  );
}

export const meta: MetaFunction<typeof loader> = ({ data }) => [{ title: data ? `${data.heading} · Cantiere` : "Cantiere" }];
