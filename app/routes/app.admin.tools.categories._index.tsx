// The tool categories (spec part 2 §2): list, new, edit, and delete after a confirmation step; a
// category still used by a tool is not deleted (category_not_deleted).
import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { Link, useActionData, useLoaderData } from "@remix-run/react";
import { useTranslation } from "~/i18n/react";
import { authorizeGet } from "~/auth/policy.server";
import { can } from "~/domain/access/permissions";
import { deleteCategorySchema } from "~/domain/tool/schema.server";
import { listCategories } from "~/events/queries/tools.server";
import { commandAction } from "~/http/command-action.server";
import { TOOLS_READ_POLICY } from "~/areas/tools/tools.server";
import { getT } from "~/i18n/i18next.server";
import { newCommandId } from "~/http/command-ids.server";
import { deleteToolCategory } from "~/areas/tools/delete-tool-category.server";
import { getSql } from "~/runtime.server";
import { ConfirmCommandStep } from "~/ui/confirm";
import { refusedText } from "~/ui/forms/messages";
import * as p from "~/ui/page.css";
import * as s from "~/ui/shell.css";
import { categoryLabel, TOOLS_PATH } from "~/ui/tools/labels";
import * as ts from "~/ui/tools/tools.css";
import { queryParams } from "~/domain/shared/query-params";
import { ColumnsTable } from "~/ui/table/columns-table";
import { ToolsPageHead } from "~/ui/tools/tools-page-head";

export const handle = { i18n: "common", title: "tools.categories.title", policy: TOOLS_READ_POLICY };
const PATH = `${TOOLS_PATH}/categories`;

export async function loader({ request }: LoaderFunctionArgs) {
  const user = await authorizeGet(request, handle);
  const rows = await listCategories(await getSql());
  const t = await getT(request);
  const url = new URL(request.url);
  const mayUpdate = can(user.access, "update", "tool-manager");
  const removing = mayUpdate ? rows.find((r) => String(r.id) === queryParams(url).get("remove")) ?? null : null;
  return {
    heading: t("tools.categories.title"),
    mayUpdate,
    rows: rows.map((r) => ({ id: r.id, name: categoryLabel(t, r), toolCount: r.toolCount })),
    confirm: removing ? { id: removing.id, name: categoryLabel(t, removing) } : null,
    commandId: newCommandId(),
  };
}

export const action = (args: ActionFunctionArgs) =>
  commandAction(args, handle).intents({
    "delete-tool-category": {
      schema: deleteCategorySchema,
      run: async ({ sql, value, meta }) => {
        await deleteToolCategory(sql, value.categoryId, meta);
        return { to: PATH, flash: "category_deleted_successfully" };
      },
    },
  });

export default function ToolCategories() {
  const d = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>();
  const { t } = useTranslation();
  const refused = actionData ? refusedText(t, actionData.result) : null;
  return (
    <section aria-labelledby="categories-title">
      <ToolsPageHead id="categories-title" heading={d.heading} />
      {d.mayUpdate ? (
        <p>
          <Link to={`${PATH}/new`} className={s.linkButton}>
            {t("tools.categories.new")}
          </Link>
        </p>
      ) : null}
      {refused ? (
        <p className={s.formError} role="alert">
          {refused}
        </p>
      ) : null}
      {d.confirm ? (
        <div role="alertdialog" aria-labelledby="remove-title">
          <ConfirmCommandStep
            title={t("tools.categories.delete_title")}
            text={t("tools.categories.delete_text", { name: d.confirm.name })}
            intent="delete-tool-category"
            idField="categoryId"
            id={d.confirm.id}
            commandId={d.commandId}
            cancelTo={PATH}
            action={PATH}
            titleId="remove-title"
            cancel={t("tools.cancel")}
            confirm={t("tools.delete")}
          />
        </div>
      ) : null}
      <ColumnsTable
        rows={d.rows}
        columns={[
          { header: t("tools.categories.name"), cell: (r) => <Link to={`${TOOLS_PATH}?category=${r.id}`}>{r.name}</Link> },
          ["toolCount", t("tools.categories.tool_count")],
          d.mayUpdate && {
            header: t("tools.actions"),
            className: ts.links,
            cell: (r) => (
              <>
                <Link to={`${PATH}/${r.id}/edit`} aria-label={`${t("tools.edit")}: ${r.name}`}>
                  {t("tools.edit")}
                </Link>
                <Link to={`${PATH}?remove=${r.id}`} aria-label={`${t("tools.delete")}: ${r.name}`}>
                  {t("tools.delete")}
                </Link>
              </>
            ),
          },
        ]}
        classes={{ table: p.table }}
        wrap={p.tableWrap}
      />
    </section>
  );
}

export const meta: MetaFunction<typeof loader> = ({ data }) => [{ title: data ? `${data.heading} · Cantiere` : "Cantiere" }];
