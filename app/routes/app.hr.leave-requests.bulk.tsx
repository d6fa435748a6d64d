import { parseForm } from "~/ui/forms/parse";
import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { data, redirect } from "@remix-run/node";
import { Link, useActionData, useLoaderData } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { flashCookie } from "~/auth/flash.server";
import { readForm } from "~/auth/form.server";
import { authorizeGet, authorizePost } from "~/auth/policy.server";
import { nowIso } from "~/clock.server";
import { anyOf, type Policy } from "~/domain/access/policy";
import { bulkLeaveDecisionSchema } from "~/domain/leave/schema";
import { leaveRequestsByIds } from "~/events/queries/leave-requests.server";
import { getT } from "~/i18n/i18next.server";
import { newCommandId } from "~/operations/action.server";
import { isUuid } from "~/domain/shared/ids";
import { bulkConfirmation, bulkResult, MAX_BULK } from "~/operations/leave-bulk.server";
import { decideMany, decisionOfIntent } from "~/operations/leave-decisions.server";
import { getSql } from "~/runtime.server";
import { BulkConfirmForm, BulkLines } from "~/ui/leave/bulk-decision";
import * as l from "~/ui/leave/leave.css";
import * as s from "~/ui/shell.css";

export const handle: { i18n: string; title: string; policy: Policy } = {
  i18n: "common",
  title: "menu.leave_requests",
  policy: { get: anyOf(["update", "hr"], ["update", "leave"]), post: anyOf(["update", "hr"], ["update", "leave"]) },
};

const LIST = "/app/hr/leave-requests";

/** The ticked requests, each once, at most MAX_BULK. */
const uniqueIds = (ids: readonly number[]) => [...new Set(ids)].slice(0, MAX_BULK);

/**
 * The confirmation of a bulk decision (GET from the list's bulk form): each request and what the
 * decision does to its person's balance; or, with `done`, the result of the batch.
 */
export async function loader({ request }: LoaderFunctionArgs) {
  const user = await authorizeGet(request, handle);
  const url = new URL(request.url);
  const submission = parseForm(url.searchParams, { schema: bulkLeaveDecisionSchema });
  const t = await getT(request);
  if (submission.status !== "success") {
    const error = submission.error?.leaveIds?.[0] ?? "leave.bulk_none_selected";
    return data({ mode: "invalid" as const, heading: t("leave.hr.bulk.title"), error: t(error), lines: [], intent: "", batchId: "", label: "" }, { status: 400 });
  }
  const { intent, leaveIds } = submission.value;
  const decision = decisionOfIntent(intent);
  const ids = uniqueIds(leaveIds);
  const batchId = isUuid(submission.value.batchId) ? submission.value.batchId.toLowerCase() : newCommandId();
  const sql = await getSql();
  if (url.searchParams.get("done") === "1") {
    const lines = await bulkResult(sql, user, t, decision, batchId, ids);
    return { mode: "done" as const, heading: t("leave.hr.bulk.result_title"), error: null, lines, intent, batchId, label: "" };
  }
  const lines = await bulkConfirmation(sql, user, t, decision, ids);
  const count = lines.filter((x) => x.ok).length;
  return {
    mode: "confirm" as const,
    heading: t(decision === "approve" ? "leave.hr.bulk.confirm_approve_title" : "leave.hr.bulk.confirm_reject_title"),
    error: null,
    lines,
    intent,
    batchId,
    label: t(decision === "approve" ? "leave.hr.bulk.confirm_approve" : "leave.hr.bulk.confirm_reject", { count }),
  };
}

/** Applies the confirmed decisions, each its own command; then shows the result (Post/Redirect/Get). */
export async function action({ request }: ActionFunctionArgs) {
  const user = await authorizePost(request, handle);
  const form = await readForm(request);
  const submission = parseForm(form, { schema: bulkLeaveDecisionSchema });
  const t = await getT(request);
  if (submission.status !== "success" || submission.value.confirmed !== "on" || !isUuid(submission.value.batchId)) {
    return data({ error: t("leave.bulk_none_selected") }, { status: 400 });
  }
  const { intent, batchId } = submission.value;
  const decision = decisionOfIntent(intent);
  const ids = uniqueIds(submission.value.leaveIds);
  const sql = await getSql();
  const rows = new Map((await leaveRequestsByIds(sql, user, ids)).map((r) => [r.id, r]));
  const version = (id: number) => {
    const v = form.get(`version-${id}`);
    return typeof v === "string" && /^\d{1,9}$/.test(v) ? Number(v) : null;
  };
  const items = ids.flatMap((id) => {
    const r = rows.get(id);
    return r ? [{ leaveId: id, personId: r.personId, expectedVersion: version(id) }] : [];
  });
  const results = await decideMany(sql, user, t, decision, batchId.toLowerCase(), items, nowIso());
  const applied = results.filter((r) => r.applied).length;
  const query = new URLSearchParams({ intent, batchId: batchId.toLowerCase(), done: "1" });
  for (const id of ids) query.append("leaveIds", String(id));
  throw redirect(`${LIST}/bulk?${query}`, {
    status: 303,
    headers: {
      "Set-Cookie": await flashCookie(request, {
        kind: applied === ids.length ? "success" : "warning",
        key: "leave.hr.bulk.done",
        params: { applied, refused: ids.length - applied },
      }),
    },
  });
}

export default function HrBulkDecision() {
  const d = useLoaderData<typeof loader>();
  const failed = useActionData<typeof action>();
  const { t } = useTranslation();
  return (
    <section className={`${s.card} ${l.page}`}>
      <p>
        <Link to={LIST}>← {t("leave.hr.list.title")}</Link>
      </p>
      <h1 className={s.heading}>{d.heading}</h1>
      {failed?.error ? (
        <p className={s.formError} role="alert">
          {failed.error}
        </p>
      ) : null}
      {d.mode === "invalid" ? (
        <p className={s.formError} role="alert">
          {d.error}
        </p>
      ) : (
        <>
          <p>{d.mode === "confirm" ? t("leave.hr.bulk.confirm_intro") : t("leave.hr.bulk.result_intro")}</p>
          <BulkLines lines={d.lines} caption={d.heading} />
          {d.mode === "confirm" ? <BulkConfirmForm intent={d.intent} batchId={d.batchId} lines={d.lines} label={d.label} /> : null}
        </>
      )}
    </section>
  );
}

export const meta: MetaFunction<typeof loader> = ({ data }) => [{ title: data ? `${data.heading} · Cantiere` : "Cantiere" }];
