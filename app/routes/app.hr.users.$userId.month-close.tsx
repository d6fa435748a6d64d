// A person's monthly sign-off as HR or a stamping supervisor sees it (ADR-0138): countersign a
// signed month (it is then locked), send it back for correction or reopen a countersigned one with a
// reason, comment. Plain forms; refusals come back with the text kept.
import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { useActionData, useLoaderData } from "@remix-run/react";
import { useTranslation } from "~/i18n/react";
import { authorizeGet } from "~/auth/policy.server";
import { anyOf, type Policy } from "~/domain/access/policy";
import { parseMonth } from "~/domain/month-close/month.server";
import { commentMonthSchema, countersignMonthSchema, reopenMonthSchema, sendMonthBackSchema } from "~/domain/month-close/schema.server";
import { queryParams } from "~/domain/shared/query-params";
import { commandAction } from "~/http/command-action.server";
import { scopedRecord } from "~/http/scope.server";
import { getT } from "~/i18n/i18next.server";
import { commentMonth } from "~/areas/month-close/comment-month.server";
import { countersignMonth } from "~/areas/month-close/countersign-month.server";
import { lastMonth, monthClosePageOf } from "~/areas/month-close/month-close-page.server";
import { reopenMonth } from "~/areas/month-close/reopen-month.server";
import { sendMonthBack } from "~/areas/month-close/send-month-back.server";
import { getSql } from "~/runtime.server";
import { MonthClosePage } from "~/ui/month-close/month-close-page";

export const handle: { i18n: string; title: string; policy: Policy } = {
  i18n: "common",
  title: "month_close.title",
  // HR and stamping supervisors; who may send back and reopen (HR) is the decider's rule
  policy: { get: anyOf(["read", "hr"], ["read", "stampingsLog"]), post: anyOf(["update", "hr"], ["update", "stampingsLog"]) },
};

export async function loader({ request, params }: LoaderFunctionArgs) {
  const user = await authorizeGet(request, handle);
  const sql = await getSql();
  const person = await scopedRecord(sql, user, "stampPerson", params.userId);
  const t = await getT(request);
  const personId = person.principal.personId;
  const month = parseMonth(queryParams(request.url).get("month")) ?? lastMonth();
  return monthClosePageOf(sql, t, user, {
    personId,
    personName: person.name,
    month,
    self: `/app/hr/users/${personId}/month-close`,
    pdfs: [
      { label: t("month_close.pdf.stamping_sheet"), href: `/app/hr/users/${personId}/stamps/sheet?month=${month}` },
      { label: t("month_close.pdf.expense_report"), href: `/app/hr/users/${personId}/expenses/report?month=${month}` },
    ],
  });
}

const back = (personId: number, month: string) => `/app/hr/users/${personId}/month-close?month=${month}`;

export const action = (args: ActionFunctionArgs) =>
  commandAction(args, { ...handle, scope: ({ sql, user, params }) => scopedRecord(sql, user, "stampPerson", params.userId) }).intents({
    "countersign-month": {
      schema: countersignMonthSchema,
      conflictKey: "month_close.changed_meanwhile",
      run: async ({ sql, user, scope, value, meta, expectedVersion }) => {
        const personId = scope.principal.personId;
        await countersignMonth(sql, user, { personId, month: value.month, expectedVersion, comment: value.comment ?? "" }, meta);
        return { to: back(personId, value.month), flash: "month_close.countersigned_successfully" };
      },
    },
    "send-month-back": {
      schema: sendMonthBackSchema,
      conflictKey: "month_close.changed_meanwhile",
      run: async ({ sql, user, scope, value, meta, expectedVersion }) => {
        const personId = scope.principal.personId;
        await sendMonthBack(sql, user, { personId, month: value.month, expectedVersion, reason: value.reason }, meta);
        return { to: back(personId, value.month), flash: "month_close.sent_back_successfully" };
      },
    },
    "reopen-month": {
      schema: reopenMonthSchema,
      conflictKey: "month_close.changed_meanwhile",
      run: async ({ sql, user, scope, value, meta, expectedVersion }) => {
        const personId = scope.principal.personId;
        await reopenMonth(sql, user, { personId, month: value.month, expectedVersion, reason: value.reason }, meta);
        return { to: back(personId, value.month), flash: "month_close.reopened_successfully" };
      },
    },
    "comment-month": {
      schema: commentMonthSchema,
      conflictKey: "month_close.changed_meanwhile",
      run: async ({ sql, user, scope, value, meta, expectedVersion }) => {
        const personId = scope.principal.personId;
        await commentMonth(sql, user, { personId, month: value.month, expectedVersion, comment: value.comment }, meta);
        return { to: back(personId, value.month), flash: "month_close.commented_successfully" };
      },
    },
  });

export default function PersonMonthClose() {
  const d = useLoaderData<typeof loader>();
  const a = useActionData<typeof action>();
  const { t } = useTranslation();
  return <MonthClosePage data={d} actionData={a ?? null} t={t} />;
}

export const meta: MetaFunction<typeof loader> = ({ data }) => [{ title: data ? `${data.heading} · Cantiere` : "Cantiere" }];
