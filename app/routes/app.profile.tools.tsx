// The person's own tools (ADR-0069): the tools they hold, overdue ones first; their requests with
// their status; and the form to ask for a tool for a period (staff only). The holder confirms the
// receipt of a tool handed over and records its return from here (ADR-0079).
import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { useActionData, useLoaderData } from "@remix-run/react";
import { useTranslation } from "~/i18n/react";
import { authorizeGet } from "~/auth/policy.server";
import { anyOf, type Policy } from "~/domain/access/policy";
import { formatDate, formatDateTime } from "~/domain/shared/format";
import { confirmHeldReceiptSchema, requestFromListSchema, returnHeldSchema } from "~/domain/tool/schema.server";
import { allTools, listToolRequests, toolsHeldBy } from "~/events/queries/tools.server";
import { commandAction } from "~/http/command-action.server";
import { mayRequestTools, today } from "~/areas/tools/tools.server";
import { scopedRecord } from "~/http/scope.server";
import { getT } from "~/i18n/i18next.server";
import { newCommandId } from "~/http/command-ids.server";
import { confirmToolReceipt } from "~/areas/tools/confirm-tool-receipt.server";
import { requestTool } from "~/areas/tools/request-tool.server";
import { returnTool } from "~/areas/tools/return-tool.server";
import { receiptText } from "~/ui/tools/receipt";
import { refusedText } from "~/ui/forms/messages";
import { getSql } from "~/runtime.server";
import * as p from "~/ui/page.css";
import * as s from "~/ui/shell.css";
import { HeldTools } from "~/ui/tools/held-tools";
import { categoryLabel } from "~/ui/tools/labels";
import { RequestToolForm } from "~/ui/tools/tool-forms";
import { ColumnsTable } from "~/ui/table/columns-table";
import { toolColumns } from "~/ui/tools/columns";

export const handle: { i18n: string; title: string; policy: Policy } = { i18n: "common", title: "tools.own.title", policy: { get: anyOf(["read", "profile"]), post: anyOf(["read", "profile"]) } };
const PATH = "/app/profile/tools";

export async function loader({ request }: LoaderFunctionArgs) {
  const user = await authorizeGet(request, handle);
  const sql = await getSql();
  const t = await getT(request);
  const mayRequest = mayRequestTools(user.principal.role);
  const [held, requests, tools] = await Promise.all([toolsHeldBy(sql, user.id, today()), listToolRequests(sql, { personId: user.id }), mayRequest ? allTools(sql, { today: today() }) : Promise.resolve([])]);
  return {
    heading: t("tools.own.title"),
    held: held.map((h) => ({
      id: h.id,
      name: h.name,
      quantity: h.assignedQty,
      start: formatDate(h.startDate ?? ""),
      end: formatDate(h.endDate ?? ""),
      overdue: h.overdue,
      receipt: receiptText(t, h.receiptKind, h.receiptAt),
      forms: { version: h.version, receipt: h.receiptKind === null ? newCommandId() : null, return: newCommandId() },
    })),
    requests: requests.map((r) => ({ id: `${r.toolId}:${r.requestId}`, tool: r.toolName, period: `${formatDate(r.startDate)} – ${formatDate(r.endDate)}`, quantity: r.quantity, status: r.status, requestedAt: formatDateTime(r.requestedAt) })),
    tools: tools.map((x) => ({ id: x.id, label: `${x.name} (${categoryLabel(t, { name: x.categoryName, code: x.categoryCode })}) — ${t("tools.own.available_qty", { n: x.availableQty })}` })),
    mayRequest,
    commandId: newCommandId(),
  };
}

export const action = (args: ActionFunctionArgs) =>
  commandAction(args, handle).intents({
    "request-tool": {
      schema: requestFromListSchema,
      run: async ({ sql, user, value, meta }) => {
        await requestTool(sql, value.toolId, { quantity: value.quantity ?? 1, period: { startDate: value.startDate, endDate: value.endDate }, mayRequest: mayRequestTools(user.principal.role) }, meta);
        return { to: PATH, flash: "tools.requests.saved" };
      },
    },
    // the holder's own forms: the rules refuse anyone who does not hold the tool (403)
    "confirm-tool-receipt": {
      schema: confirmHeldReceiptSchema,
      run: async ({ sql, user, value, meta, expectedVersion }) => {
        const tool = await scopedRecord(sql, user, "tool", value.toolId);
        await confirmToolReceipt(sql, tool.id, { kind: "HOLDER", mayManage: false }, expectedVersion, meta);
        return { to: PATH, flash: "tools.receipt.confirmed" };
      },
    },
    "return-tool": {
      schema: returnHeldSchema,
      run: async ({ sql, user, value, meta, expectedVersion }) => {
        const tool = await scopedRecord(sql, user, "tool", value.toolId);
        await returnTool(sql, tool.id, expectedVersion, meta, false);
        return { to: PATH, flash: "tools.return.saved" };
      },
    },
  });

export default function OwnTools() {
  const d = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>();
  const { t } = useTranslation();
  const c = toolColumns(t);
  return (
    <section aria-labelledby="own-tools-title">
      <h1 id="own-tools-title" className={s.heading}>
        {d.heading}
      </h1>
      <HeldTools rows={d.held} error={actionData && actionData.intent !== "request-tool" && actionData.result ? refusedText(t, actionData.result) : null} />
      <h2>{t("tools.own.requests")}</h2>
      <ColumnsTable
        rows={d.requests}
        columns={[["tool", t("tools.requests.tool")], c.period, c.quantity, c.requestedAt, c.requestState]}
        empty={t("tools.own.no_requests")}
        classes={{ table: p.table }}
        wrap={p.tableWrap}
      />
      {d.mayRequest && d.tools.length > 0 ? (
        <section className={p.sectionCard}>
          <RequestToolForm tools={d.tools} commandId={d.commandId} lastResult={actionData?.intent === "request-tool" ? actionData.result : undefined} />
        </section>
      ) : null}
    </section>
  );
}

export const meta: MetaFunction<typeof loader> = ({ data }) => [{ title: data ? `${data.heading} · Cantiere` : "Cantiere" }];
