// The approval list of tool requests (spec part 2 §2): pending requests with approve and reject as
// plain forms (each with its own command id and the tool's version the row showed: of two people
// deciding at once one wins, the other is told who decided first); decided rows show a coloured
// label and no buttons. Approving assigns the tool to the person for the period.
import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { Form, Link, useActionData, useLoaderData, type ShouldRevalidateFunction } from "@remix-run/react";
import { useTranslation } from "~/i18n/react";
import { authorizeGet } from "~/auth/policy.server";
import { can } from "~/domain/access/permissions";
import { ConcurrencyError } from "~/domain/shared/errors";
import { formatDate, formatDateTime } from "~/domain/shared/format";
import { decideToolRequestSchema, TOOL_REQUEST_INTENTS } from "~/domain/tool/schema.server";
import { listToolRequests } from "~/events/queries/tools.server";
import { commandAction, type IntentSpec } from "~/http/command-action.server";
import { TOOLS_READ_POLICY } from "~/areas/tools/tools.server";
import { getT } from "~/i18n/i18next.server";
import { newCommandId } from "~/http/command-ids.server";
import { decideToolRequest } from "~/areas/tools/decide-tool-request.server";
import { getSql } from "~/runtime.server";
import { CsrfInput } from "~/ui/csrf";
import { refusedText } from "~/ui/forms/messages";
import * as p from "~/ui/page.css";
import * as s from "~/ui/shell.css";
import { toolPath, TOOLS_PATH } from "~/ui/tools/labels";
import * as ts from "~/ui/tools/tools.css";
import { ColumnsTable } from "~/ui/table/columns-table";
import { toolColumns } from "~/ui/tools/columns";
import { ToolsPageHead } from "~/ui/tools/tools-page-head";

export const handle = { i18n: "common", title: "tools.requests.title", policy: TOOLS_READ_POLICY };
const PATH = `${TOOLS_PATH}/requests`;

export async function loader({ request }: LoaderFunctionArgs) {
  const user = await authorizeGet(request, handle);
  const rows = await listToolRequests(await getSql());
  const t = await getT(request);
  const mayDecide = can(user.access, "update", "tool-manager");
  return {
    heading: t("tools.requests.title"),
    rows: rows.map((r) => ({
      id: `${r.toolId}:${r.requestId}`,
      toolId: r.toolId,
      requestId: r.requestId,
      version: r.toolVersion,
      tool: r.toolName,
      person: r.personName,
      quantity: r.quantity,
      period: `${formatDate(r.startDate)} – ${formatDate(r.endDate)}`,
      requestedAt: formatDateTime(r.requestedAt),
      status: r.status,
      decided: r.decidedAt ? t("tools.requests.decided_by", { name: r.decidedByName, at: formatDateTime(r.decidedAt) }) : "",
      // each pending row's two forms carry a command id of their own; no buttons on one's own request
      forms: mayDecide && r.status === "PENDING" && r.personId !== user.id ? { approve: newCommandId(), reject: newCommandId() } : null,
    })),
  };
}

/** One row's approve or reject, with the tool's version the row showed. */
function decisionIntent(decision: "approve" | "reject"): IntentSpec<typeof decideToolRequestSchema, undefined> {
  return {
    schema: decideToolRequestSchema,
    run: async ({ sql, user, value, meta, expectedVersion }) => {
      await decideToolRequest(sql, value.toolId, value.requestId, decision, can(user.access, "update", "tool-manager"), expectedVersion, meta);
      return { to: PATH, flash: decision === "approve" ? "tools.requests.approved" : "tools.requests.rejected" };
    },
    refused: async ({ sql, t, value }, err) => {
      // decided meanwhile (a stale version, or closed already): say who decided first, and when
      if (!(err instanceof ConcurrencyError) && err.code !== "edit_allow_only_on_pending") return null;
      const now = (await listToolRequests(sql)).find((r) => r.toolId === value.toolId && r.requestId === value.requestId);
      if (now && now.status !== "PENDING") {
        return { status: 409, message: t("tools.requests.decided_meanwhile", { status: t(`tools.requests.status.${now.status}`), name: now.decidedByName, at: now.decidedAt ? formatDateTime(now.decidedAt) : "" }) };
      }
      return { status: 409, message: t("tools.requests.changed_meanwhile") };
    },
  };
}

export const action = (args: ActionFunctionArgs) =>
  commandAction(args, handle).intents({
    "approve-tool-request": decisionIntent("approve"),
    "reject-tool-request": decisionIntent("reject"),
  } satisfies Record<(typeof TOOL_REQUEST_INTENTS)[number], unknown>);

// A refused decision (409) still reloads the list, so the row shows who decided it and loses its buttons.
export const shouldRevalidate: ShouldRevalidateFunction = ({ formMethod, defaultShouldRevalidate }) => (formMethod === "POST" ? true : defaultShouldRevalidate);

function DecisionForm({ intent, toolId, requestId, version, commandId, label, primary }: { intent: string; toolId: number; requestId: number; version: number; commandId: string; label: string; primary: boolean }) {
  return (
    <Form method="post" className={ts.inlineForm}>
      <CsrfInput />
      <input type="hidden" name="intent" value={intent} />
      <input type="hidden" name="toolId" value={toolId} />
      <input type="hidden" name="requestId" value={requestId} />
      <input type="hidden" name="expectedVersion" value={version} />
      <input type="hidden" name="commandId" value={commandId} />
      <button type="submit" className={primary ? s.button : s.buttonSecondary}>
        {label}
      </button>
    </Form>
  );
}

export default function ToolRequests() {
  const d = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>();
  const { t } = useTranslation();
  const refused = actionData ? refusedText(t, actionData.result) : null;
  const c = toolColumns(t);
  return (
    <section aria-labelledby="requests-title">
      <ToolsPageHead id="requests-title" heading={d.heading} />
      {refused ? (
        <p className={s.formError} role="alert">
          {refused}
        </p>
      ) : null}
      <ColumnsTable
        rows={d.rows}
        columns={[
          { header: t("tools.requests.tool"), cell: (r) => <Link to={toolPath(r.toolId)}>{r.tool}</Link> },
          c.person,
          c.period,
          c.quantity,
          c.requestedAt,
          c.requestState,
          {
            header: t("tools.actions"),
            cell: (r) =>
              r.forms ? (
                <>
                  <DecisionForm intent="approve-tool-request" toolId={r.toolId} requestId={r.requestId} version={r.version} commandId={r.forms.approve} label={t("tools.requests.approve")} primary />{" "}
                  <DecisionForm intent="reject-tool-request" toolId={r.toolId} requestId={r.requestId} version={r.version} commandId={r.forms.reject} label={t("tools.requests.reject")} primary={false} />
                </>
              ) : null,
          },
        ]}
        empty={t("the_search_did_not_return_any_results")}
        classes={{ table: p.table }}
        wrap={p.tableWrap}
      />
    </section>
  );
}

export const meta: MetaFunction<typeof loader> = ({ data }) => [{ title: data ? `${data.heading} · Cantiere` : "Cantiere" }];
