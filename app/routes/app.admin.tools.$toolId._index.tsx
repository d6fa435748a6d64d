// A tool's page (spec part 2 §2, §4): its details and documents, availability and the holder (an
// overdue one highlighted), the assign or return form, the stock adjustment, the QR label, delete
// (tool_not_deleted while assigned) and its history: who held it when. The handover receipt (the
// holder confirms it, or the tool manager records a signed paper) and the low-stock threshold
// (ADR-0079). The QR label opens this page: its holder sees the tool they hold, confirms its
// receipt and returns it here; a delegate of the tool manager reads it (ADR-0094); anyone else
// without the tool manager's rights gets a 404.
import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { Link, useActionData, useLoaderData } from "@remix-run/react";
import { useTranslation } from "~/i18n/react";
import { authorizeGet } from "~/auth/policy.server";
import { can } from "~/domain/access/permissions";
import { formatDate, formatDateTime, formatMoney } from "~/domain/shared/format";
import { adjustStockSchema, assignSchema, confirmReceiptSchema, lowStockSchema, retireSchema, returnSchema } from "~/domain/tool/schema.server";
import { assignablePeople, toolHistory } from "~/events/queries/tools.server";
import { commandAction } from "~/http/command-action.server";
import { readableTool } from "~/areas/delegation/delegated-reads.server";
import { mayManageTools, requireToolManager, TOOL_PAGE_POLICY } from "~/areas/tools/tools.server";
import { scopedRecord } from "~/http/scope.server";
import { getT } from "~/i18n/i18next.server";
import { newCommandId } from "~/http/command-ids.server";
import { adjustToolStock } from "~/areas/tools/adjust-tool-stock.server";
import { assignTool } from "~/areas/tools/assign-tool.server";
import { confirmToolReceipt } from "~/areas/tools/confirm-tool-receipt.server";
import { retireTool } from "~/areas/tools/retire-tool.server";
import { returnTool } from "~/areas/tools/return-tool.server";
import { setToolLowStockThreshold } from "~/areas/tools/set-tool-low-stock-threshold.server";
import { getSql } from "~/runtime.server";
import { fileStore } from "~/storage/index.server";
import { ConfirmCommandStep } from "~/ui/confirm";
import { refusedText } from "~/ui/forms/messages";
import * as p from "~/ui/page.css";
import * as s from "~/ui/shell.css";
import { categoryLabel, toolPath, TOOLS_PATH } from "~/ui/tools/labels";
import { AdjustStockForm, AssignForm, LowStockForm, ReceiptForm, ReturnForm } from "~/ui/tools/tool-forms";
import { receiptText } from "~/ui/tools/receipt";
import { ToolHistory } from "~/ui/tools/tool-history";
import * as ts from "~/ui/tools/tools.css";
import { queryParams } from "~/domain/shared/query-params";

export const handle = { i18n: "common", title: "tools.title", policy: TOOL_PAGE_POLICY };

export async function loader({ request, params }: LoaderFunctionArgs) {
  const user = await authorizeGet(request, handle);
  const sql = await getSql();
  const { tool, delegated } = await readableTool(sql, user, params.toolId);
  const t = await getT(request);
  const mayUpdate = mayManageTools(user);
  // the holder without the tool manager's rights sees the tool they hold, not who held it before; a
  // delegate of the tool manager reads what the tool manager reads, and changes nothing
  const mayRead = can(user.access, "read", "tool-manager") || delegated;
  const isHolder = tool.personId === user.id;
  const store = fileStore();
  const [history, people] = await Promise.all([mayRead ? toolHistory(sql, tool.id) : Promise.resolve([]), mayUpdate && tool.personId === null ? assignablePeople(sql) : Promise.resolve([])]);
  const forms = { assign: newCommandId(), return: newCommandId(), stock: newCommandId(), retire: newCommandId(), receipt: newCommandId(), threshold: newCommandId() };
  return {
    id: tool.id,
    name: tool.name,
    version: tool.version,
    mayUpdate,
    mayRead,
    delegated,
    isHolder,
    receipt: tool.personId === null ? null : receiptText(t, tool.receiptKind, tool.receiptAt),
    // the holder confirms for themselves; the tool manager records a signed paper
    mayConfirm: tool.personId !== null && tool.receiptKind === null && (isHolder || mayUpdate),
    lowStock: tool.lowStock,
    threshold: tool.lowStockThreshold,
    // its history replayed (the tool manager's readers, a delegate; an auditor reaches it from the log)
    historyPath: mayRead || can(user.access, "read", "audit") ? `${toolPath(tool.id)}/history` : null,
    confirmDelete: mayUpdate && queryParams(request).get("delete") === "1",
    category: categoryLabel(t, { name: tool.categoryName, code: tool.categoryCode }),
    quantity: tool.quantity,
    availableQty: tool.availableQty,
    unavailableQty: tool.unavailableQty,
    unit: t(`tools.units.${tool.unit}`),
    unitCost: tool.unitCostCents === null ? "" : formatMoney(tool.unitCostCents, tool.currency ?? ""),
    warranty: tool.warrantyDate ? formatDate(tool.warrantyDate) : "",
    documents: await Promise.all(tool.documents.map(async (d) => ({ docId: d.docId, name: d.name, type: d.type, url: await store.signedUrl(d.key) }))),
    state: tool.overdue ? ("overdue" as const) : tool.isAvailable ? ("available" as const) : ("assigned" as const),
    holder: tool.personId === null ? null : { name: tool.personName, start: formatDate(tool.startDate ?? ""), end: formatDate(tool.endDate ?? ""), quantity: tool.assignedQty },
    history: history.map((h) => ({
      no: h.assignmentNo,
      person: h.personName,
      quantity: h.quantity,
      start: formatDate(h.startDate),
      end: formatDate(h.endDate),
      fromRequest: h.fromRequest,
      assignedAt: formatDateTime(h.assignedAt),
      returnedAt: h.returnedAt ? formatDateTime(h.returnedAt) : "",
      receipt: receiptText(t, h.receiptKind, h.receiptAt),
    })),
    people,
    forms,
  };
}

export const action = (args: ActionFunctionArgs) =>
  commandAction(args, { ...handle, scope: ({ sql, params, user }) => scopedRecord(sql, user, "tool", params.toolId) }).intents({
    "assign-tool": {
      schema: assignSchema,
      run: async ({ sql, user, scope, value, meta, expectedVersion }) => {
        requireToolManager(user);
        await assignTool(
          sql,
          scope.id,
          { personId: value.personId ?? 0, quantity: value.quantity ?? 1, period: { startDate: value.startDate ?? "", endDate: value.endDate ?? "" } },
          expectedVersion,
          meta
        );
        return { to: toolPath(scope.id), flash: "tools.assign.saved" };
      },
    },
    "return-tool": {
      schema: returnSchema,
      run: async ({ sql, user, scope, meta, expectedVersion }) => {
        // the tool manager, or its holder (the rules refuse anyone else)
        await returnTool(sql, scope.id, expectedVersion, meta, mayManageTools(user));
        // a holder without the tool manager's rights no longer sees the tool once returned: back to their own tools
        return { to: can(user.access, "read", "tool-manager") ? toolPath(scope.id) : "/app/profile/tools", flash: "tools.return.saved" };
      },
    },
    "confirm-tool-receipt": {
      schema: confirmReceiptSchema,
      run: async ({ sql, user, scope, meta, expectedVersion }) => {
        const kind = scope.personId === user.id ? "HOLDER" : "PAPER";
        await confirmToolReceipt(sql, scope.id, { kind, mayManage: mayManageTools(user) }, expectedVersion, meta);
        return { to: toolPath(scope.id), flash: kind === "HOLDER" ? "tools.receipt.confirmed" : "tools.receipt.paper_recorded" };
      },
    },
    "set-tool-low-stock-threshold": {
      schema: lowStockSchema,
      run: async ({ sql, user, scope, value, meta, expectedVersion }) => {
        requireToolManager(user);
        await setToolLowStockThreshold(sql, scope.id, value.threshold ?? null, expectedVersion, meta);
        return { to: toolPath(scope.id), flash: "tools.low_stock.saved" };
      },
    },
    "adjust-tool-stock": {
      schema: adjustStockSchema,
      run: async ({ sql, user, scope, value, meta, expectedVersion }) => {
        requireToolManager(user);
        await adjustToolStock(sql, scope.id, { quantity: value.quantity, reason: value.reason }, expectedVersion, meta);
        return { to: toolPath(scope.id), flash: "tools.stock.saved" };
      },
    },
    "retire-tool": {
      schema: retireSchema,
      run: async ({ sql, user, scope, meta }) => {
        requireToolManager(user);
        await retireTool(sql, scope.id, meta);
        return { to: TOOLS_PATH, flash: "tool_deleted_successfully" };
      },
    },
  });

export default function ToolPage() {
  const d = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>();
  const { t } = useTranslation();
  const resultOf = (intent: string) => (actionData && actionData.intent === intent ? actionData.result : undefined);
  const retireError = resultOf("retire-tool") ? refusedText(t, resultOf("retire-tool")) : null;
  const returnError = resultOf("return-tool") ? refusedText(t, resultOf("return-tool")) : null;
  const receiptError = resultOf("confirm-tool-receipt") ? refusedText(t, resultOf("confirm-tool-receipt")) : null;
  return (
    <section aria-labelledby="tool-title">
      <p>
        {d.delegated ? (
          <Link to="/app/profile/delegated-approvals">← {t("delegation.approvals.title")}</Link>
        ) : d.mayRead ? (
          <Link to={TOOLS_PATH}>{t("tools.back_to_list")}</Link>
        ) : (
          <Link to="/app/profile/tools">{t("tools.own.back")}</Link>
        )}
      </p>
      <h1 id="tool-title" className={s.heading}>
        {d.name} <span className={ts.badge[d.state]}>{t(`tools.state.${d.state}`)}</span>
        {d.lowStock ? (
          <>
            {" "}
            <span className={ts.badge.low} data-low-stock="true">
              {t("tools.low_stock.flag")}
            </span>
          </>
        ) : null}
      </h1>
      {d.mayRead ? (
        <nav className={ts.links} aria-label={t("tools.sections")}>
          {d.mayUpdate ? <Link to={`${toolPath(d.id)}/edit`}>{t("tools.edit")}</Link> : null}
          {d.delegated ? null : (
            <a href={`${toolPath(d.id)}/label`} download>
              {t("tools.label.download")}
            </a>
          )}
          {d.mayUpdate ? <Link to={`${toolPath(d.id)}?delete=1`}>{t("tools.delete")}</Link> : null}
          {d.historyPath ? (
            <Link to={d.historyPath} data-history-link="tool">
              {t("audit.history_link")}
            </Link>
          ) : null}
        </nav>
      ) : null}
      {retireError ? (
        <p className={s.formError} role="alert">
          {retireError}
        </p>
      ) : null}
      {d.confirmDelete ? (
        <div role="alertdialog" aria-labelledby="delete-title">
          <ConfirmCommandStep
            title={t("tools.delete_title")}
            text={t("tools.delete_text", { name: d.name })}
            intent="retire-tool"
            idField="toolId"
            id={d.id}
            commandId={d.forms.retire}
            cancelTo={toolPath(d.id)}
            action={toolPath(d.id)}
            titleId="delete-title"
            cancel={t("tools.cancel")}
            confirm={t("tools.delete")}
          />
        </div>
      ) : null}
      <dl className={ts.details}>
        <dt>{t("tools.fields.category")}</dt>
        <dd>{d.category}</dd>
        <dt>{t("tools.quantities.total")}</dt>
        <dd>
          {d.quantity} {d.unit}
        </dd>
        <dt>{t("tools.quantities.available")}</dt>
        <dd>{d.availableQty}</dd>
        <dt>{t("tools.quantities.unavailable")}</dt>
        <dd>{d.unavailableQty}</dd>
        {d.threshold !== null ? (
          <>
            <dt>{t("tools.low_stock.threshold")}</dt>
            <dd>{d.threshold}</dd>
          </>
        ) : null}
        {d.unitCost ? (
          <>
            <dt>{t("tools.fields.unit_cost")}</dt>
            <dd>{d.unitCost}</dd>
          </>
        ) : null}
        {d.warranty ? (
          <>
            <dt>{t("tools.fields.warranty")}</dt>
            <dd>{d.warranty}</dd>
          </>
        ) : null}
        <dt>{t("tools.fields.documents")}</dt>
        <dd>
          {d.documents.length === 0 ? (
            t("document_not_present")
          ) : (
            <ul>
              {d.documents.map((doc) => (
                <li key={doc.docId}>
                  {t(`tools.document_types.${doc.type}`)}: <a href={doc.url}>{doc.name}</a>
                </li>
              ))}
            </ul>
          )}
        </dd>
      </dl>
      <section className={p.sectionCard} aria-labelledby="holder-title">
        <h2 id="holder-title">{t("tools.holder.title")}</h2>
        {d.holder ? (
          <>
            <p className={d.state === "overdue" ? ts.overdueRow : undefined} data-overdue={d.state === "overdue" ? "true" : undefined}>
              {t("tools.holder.held_by", { name: d.holder.name, start: d.holder.start, end: d.holder.end, quantity: d.holder.quantity })}
              {d.state === "overdue" ? (
                <>
                  {" "}
                  <span className={ts.badge.overdue}>{t("tools.state.overdue")}</span>
                </>
              ) : null}
            </p>
            <p data-receipt={d.receipt ? "confirmed" : "pending"}>{d.receipt ?? t("tools.receipt.pending")}</p>
            {d.mayConfirm ? <ReceiptForm commandId={d.forms.receipt} version={d.version} byHolder={d.isHolder} error={receiptError} /> : null}
            {d.mayUpdate || d.isHolder ? <ReturnForm commandId={d.forms.return} version={d.version} error={returnError} /> : null}
          </>
        ) : (
          <>
            <p>{t("tools.holder.none")}</p>
            {d.mayUpdate ? <AssignForm people={d.people} quantity={d.quantity} commandId={d.forms.assign} version={d.version} lastResult={resultOf("assign-tool")} /> : null}
          </>
        )}
      </section>
      {d.mayUpdate ? (
        <section className={p.sectionCard}>
          <AdjustStockForm quantity={d.quantity} commandId={d.forms.stock} version={d.version} lastResult={resultOf("adjust-tool-stock")} />
        </section>
      ) : null}
      {d.mayUpdate ? (
        <section className={p.sectionCard}>
          <LowStockForm threshold={d.threshold} commandId={d.forms.threshold} version={d.version} lastResult={resultOf("set-tool-low-stock-threshold")} />
        </section>
      ) : null}
      {d.mayRead ? <ToolHistory rows={d.history} /> : null}
    </section>
  );
}

export const meta: MetaFunction<typeof loader> = ({ data }) => [{ title: data ? `${data.name} · Cantiere` : "Cantiere" }];
