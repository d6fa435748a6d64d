import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { getT } from "~/i18n/i18next.server";
import { Link, useActionData, useLoaderData } from "@remix-run/react";
import type { TFunction } from "i18next";
import { useTranslation } from "~/i18n/react";
import { authorizeGet } from "~/auth/policy.server";
import { deleteSupportRequestSchema } from "~/domain/support/schema.server";
import { commandAction, type Refused } from "~/http/command-action.server";
import { newCommandId } from "~/http/command-ids.server";
import { deleteSupportRequest } from "~/areas/support/delete-support-request.server";
import { ConfirmDeleteForm, DeleteButton, useHydrated } from "~/ui/confirm";
import * as c from "~/ui/confirm.css";
import { anyOf, type Policy } from "~/domain/access/policy";
import { formatDateTime } from "~/domain/shared/format";
import { listSupportRequests } from "~/events/queries/support.server";
import { getSql } from "~/runtime.server";
import { errorsText } from "~/ui/forms/messages";
import * as p from "~/ui/page.css";
import * as s from "~/ui/shell.css";
import { queryParams } from "~/domain/shared/query-params";
import { ColumnsTable } from "~/ui/table/columns-table";

export const handle: { i18n?: string; title: string; policy: Policy } = { title: "support.list_title",
  i18n: "common",
  policy: { get: anyOf(["read", "admin"]), post: anyOf(["update", "admin"]) },
};

const SIZE = 20;

/** The support requests people sent from the footer, newest first. */
export async function loader({ request }: LoaderFunctionArgs) {
  await authorizeGet(request, handle);
  const n = Number(queryParams(request).get("page"));
  const page = Number.isInteger(n) && n > 0 ? Math.min(n, 10_000) : 1;
  const r = await listSupportRequests(await getSql(), { page, size: SIZE });
  const confirm = Number(queryParams(request).get("confirm"));
  const t = await getT(request);
  return {
    pageTitle: t("support.list_title"),
    page,
    confirm: r.rows.some((x) => x.id === confirm) ? confirm : null,
    pages: Math.max(1, Math.ceil(r.total / SIZE)),
    // each row's delete form (and its confirmation step) carries a command id of its own
    rows: r.rows.map((x) => ({ ...x, submittedAt: formatDateTime(x.submittedAt), commandId: newCommandId() })),
  };
}

/** Deleting a request: irreversible, so the acknowledgement box is required (and checked here). */
// a function, never a call at the top of the module: the browser bundle keeps no server code (the command action is a .server module)
export const action = (args: ActionFunctionArgs) =>
  commandAction(args, handle).intents({
  delete: {
    schema: deleteSupportRequestSchema,
    // the row whose confirmation shows the error again; a form that did not parse lacked the acknowledgement
    failure: ({ form, value }) => ({ id: Number(form.get("id")), parsed: value !== null }),
    run: async ({ sql, value, meta }) => {
      await deleteSupportRequest(sql, { requestId: value.id }, meta);
      return { to: "/app/admin/support-requests", flash: "support.deleted_successfully" };
    },
  },
});

/** The refusal a row's confirmation shows: the acknowledgement missing, or the command's own reason. */
function failureOf(t: TFunction, failed: Refused & { id?: unknown; parsed?: unknown }): { id: number; error: string } {
  const errors = failed.result.error?.[""] ?? Object.values(failed.result.error ?? {})[0] ?? [];
  return { id: typeof failed.id === "number" ? failed.id : NaN, error: failed.parsed === true ? errorsText(t, errors.slice(0, 1)) : t("non_reversible_required") };
}

export default function SupportRequests() {
  const { rows, page, pages, confirm } = useLoaderData<typeof loader>();
  const refused = useActionData<typeof action>();
  const { t } = useTranslation();
  const failed = refused ? failureOf(t, refused) : null;
  const hydrated = useHydrated();
  // without JavaScript the confirmation is a step of this page; with it, the row's dialog
  const confirming = hydrated ? confirm : failed?.id ?? confirm;
  return (
    <section>
      <h1 className={s.heading}>{t("support.list_title")}</h1>
      {confirming ? (
        <div className={c.inline} role="alertdialog" aria-labelledby="confirm-title">
          <ConfirmDeleteForm id={confirming} commandId={rows.find((r) => r.id === confirming)?.commandId ?? ""} irreversible error={failed?.id === confirming ? failed.error : null} cancelTo="/app/admin/support-requests" titleId="confirm-title" />
        </div>
      ) : null}
      <ColumnsTable
        rows={rows}
        columns={[
          ["submittedAt", t("support.submitted_at")],
          ["personName", t("support.from")],
          { header: t("support.field_title"), cell: (r) => r.title, className: p.textCell },
          { header: t("support.field_message"), cell: (r) => r.message, className: p.textCell },
          { header: t("support.page"), cell: (r) => r.page, className: `${p.small} ${p.textCell}` },
        ]}
        actions={{
          header: t("confirm.actions"),
          cell: (r) => <DeleteButton id={r.id} commandId={r.commandId} irreversible error={hydrated && failed?.id === r.id && confirm !== r.id ? failed.error : null} />,
        }}
        empty={t("the_search_did_not_return_any_results")}
        classes={{ table: p.table }}
        wrap={p.tableWrap}
      />
      <p>
        <a href="/app/admin/support-requests/csv" download>
          {t("support.csv")}
        </a>
      </p>
      <nav className={p.pager} aria-label={t("permission.list.pages")}>
        {page > 1 ? <Link to={`?page=${page - 1}`}>{t("permission.list.previous")}</Link> : null}
        <span>{t("permission.list.page_of", { page, pages })}</span>
        {page < pages ? <Link to={`?page=${page + 1}`}>{t("permission.list.next")}</Link> : null}
      </nav>
    </section>
  );
}

export const meta: MetaFunction<typeof loader> = ({ data }) => [{ title: data ? `${data.pageTitle} · Cantiere` : "Cantiere" }];
