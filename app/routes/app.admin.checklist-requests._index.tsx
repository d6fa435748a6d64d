// Checklist requests (spec part 2 §2, §4): the checklists to decide, newest first, 20 a page; a
// pending row shows approve and reject, a decided one its coloured label and no further change.
import { getT } from "~/i18n/i18next.server";
import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { Form, Link, useActionData, useLoaderData } from "@remix-run/react";
import { useTranslation } from "~/i18n/react";
import { authorizeGet } from "~/auth/policy.server";
import { anyOf, type Policy } from "~/domain/access/policy";
import { checklistFilters } from "~/domain/checklist/schema.server";
import { CHECKLIST_PAGE_SIZE, checklistPage } from "~/events/queries/checklists.server";
import { decideIntent, mayDecide, swissDay, teamScopeOf } from "~/areas/checklists/checklists.server";
import { commandAction } from "~/http/command-action.server";
import { newCommandId } from "~/http/command-ids.server";
import { getSql } from "~/runtime.server";
import * as cs from "~/ui/checklist/checklist.css";
import { DecisionForms } from "~/ui/checklist/decision-forms";
import { FormErrors, StatusBadge, StatusFilter } from "~/ui/checklist/form-bits";
import { CHECKLIST_REQUESTS, requestPath } from "~/ui/checklist/paths";
import * as s from "~/ui/shell.css";
import { PhoneFold } from "~/ui/phone-fold";
import { queryParams } from "~/domain/shared/query-params";
import { ColumnsTable } from "~/ui/table/columns-table";
import { CsvLink } from "~/ui/csv-link";

export const handle: { i18n: string; title: string; policy: Policy } = {
  i18n: "common",
  title: "checklist.requests.title",
  policy: { get: anyOf(["read", "admin"], ["read", "allChecklists"]), post: anyOf(["update", "hr"], ["update", "admin"]) },
};

export async function loader({ request }: LoaderFunctionArgs) {
  const user = await authorizeGet(request, handle);
  const sql = await getSql();
  const url = new URL(request.url);
  // pending unless another status (or all: status=ALL) is asked for
  const asked = queryParams(url).get("status");
  const f = checklistFilters(queryParams(url));
  const status = asked === null ? "PENDING" : f.status;
  const page = await checklistPage(sql, { status, teamOf: teamScopeOf(user) }, f.page);
  const decide = mayDecide(user);
  const t = await getT(request);
  return {
    pageTitle: t("checklist.requests.title"),
    status: status ?? "ALL",
    page: f.page,
    pages: Math.max(1, Math.ceil(page.total / CHECKLIST_PAGE_SIZE)),
    decide,
    rows: page.rows.map((r) => ({
      id: r.id,
      title: r.title,
      // every assigned site, its own first (ADR-0117)
      site: r.sites.length ? r.sites.map((x) => x.title).join(", ") : r.siteTitle,
      date: swissDay(r.date),
      status: r.status,
      signed: r.signed,
      signer: r.signerName ?? "",
      version: r.version,
      commandIds: { approve: newCommandId(), reject: newCommandId() },
    })),
  };
}

export const action = (args: ActionFunctionArgs) => commandAction(args, handle).intents(decideIntent(() => CHECKLIST_REQUESTS));

export default function ChecklistRequests() {
  const d = useLoaderData<typeof loader>();
  const a = useActionData<typeof action>();
  const { t } = useTranslation();
  const q = (page: number) => `?status=${d.status}&page=${page}`;
  return (
    <section className={cs.page} aria-labelledby="requests-title">
      <h1 id="requests-title">{t("checklist.requests.title")}</h1>
      <PhoneFold>
        <Form method="get" className={cs.filters}>
          <StatusFilter value={d.status} all="ALL" />
          <button type="submit" className={s.buttonSecondary}>
            {t("checklist.list.filter")}
          </button>
        </Form>
      </PhoneFold>
      <FormErrors result={a?.result} headline="checklist.errors.not_decided" />
      <ColumnsTable
        rows={d.rows}
        columns={[
          { header: t("checklist.fields.title"), cell: (r) => <Link to={requestPath(r.id)}>{r.title}</Link> },
          ["site", t("checklist.fields.site")],
          ["date", t("checklist.fields.date")],
          { header: t("checklist.fields.signature"), cell: (r) => (r.signed ? r.signer : t("checklist.signature.none")) },
          {
            header: t("checklist.fields.status"),
            cell: (r) =>
              r.status === "PENDING" && d.decide ? (
                <DecisionForms id={r.id} version={r.version} commandIds={r.commandIds} action={CHECKLIST_REQUESTS} signed={r.signed} />
              ) : (
                <StatusBadge status={r.status} />
              ),
          },
        ]}
        empty={t("the_search_did_not_return_any_results")}
        rowData="checklist"
        classes={{ table: cs.table }}
        wrap={cs.scroll}
      />
      <CsvLink path="/app/admin/checklist-requests/csv" />
      <nav aria-label={t("checklist.list.pages")}>
        {d.page > 1 ? <Link to={q(d.page - 1)}>{t("checklist.list.previous")}</Link> : null} {t("checklist.list.page_short", { page: d.page, pages: d.pages })}{" "}
        {d.page < d.pages ? <Link to={q(d.page + 1)}>{t("checklist.list.next")}</Link> : null}
      </nav>
    </section>
  );
}

export const meta: MetaFunction<typeof loader> = ({ data }) => [{ title: data ? `${data.pageTitle} · Cantiere` : "Cantiere" }];
