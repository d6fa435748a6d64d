// The person's monthly sign-off (ADR-0138): "Confermo le mie ore di ottobre 2026" for the stamping
// sheet and the expense report of a month, the countersignature and the month's log, comments.
// Plain forms; refusals come back with the text kept.
import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { useActionData, useLoaderData } from "@remix-run/react";
import { useTranslation } from "~/i18n/react";
import { authorizeGet } from "~/auth/policy.server";
import { anyOf, type Policy } from "~/domain/access/policy";
import { parseMonth } from "~/domain/month-close/month.server";
import { commentMonthSchema, signMonthSchema } from "~/domain/month-close/schema.server";
import { queryParams } from "~/domain/shared/query-params";
import { commandAction } from "~/http/command-action.server";
import { getT } from "~/i18n/i18next.server";
import { commentMonth } from "~/areas/month-close/comment-month.server";
import { lastMonth, monthClosePageOf } from "~/areas/month-close/month-close-page.server";
import { signMonth } from "~/areas/month-close/sign-month.server";
import { getSql } from "~/runtime.server";
import { MonthClosePage } from "~/ui/month-close/month-close-page";

export const handle: { i18n: string; title: string; policy: Policy } = {
  i18n: "common",
  title: "month_close.title",
  // everyone with a profile signs their own month; the decider refuses anyone else's
  policy: { get: anyOf(["read", "profile"]), post: anyOf(["read", "profile"]) },
};

const SELF = "/app/profile/month-close";

export async function loader({ request }: LoaderFunctionArgs) {
  const user = await authorizeGet(request, handle);
  const sql = await getSql();
  const t = await getT(request);
  const month = parseMonth(queryParams(request.url).get("month")) ?? lastMonth();
  return monthClosePageOf(sql, t, user, {
    personId: user.id,
    personName: "",
    month,
    self: SELF,
    pdfs: [
      { label: t("month_close.pdf.stamping_sheet"), href: `/app/profile/stamping/sheet?month=${month}` },
      { label: t("month_close.pdf.expense_report"), href: `/app/profile/expenses/report?month=${month}` },
    ],
  });
}

export const action = (args: ActionFunctionArgs) =>
  commandAction(args, handle).intents({
    "sign-month": {
      schema: signMonthSchema,
      conflictKey: "month_close.changed_meanwhile",
      run: async ({ sql, user, value, meta, expectedVersion }) => {
        await signMonth(sql, user, { personId: user.id, month: value.month, expectedVersion, comment: value.comment ?? "" }, meta);
        return { to: `${SELF}?month=${value.month}`, flash: "month_close.signed_successfully" };
      },
    },
    "comment-month": {
      schema: commentMonthSchema,
      conflictKey: "month_close.changed_meanwhile",
      run: async ({ sql, user, value, meta, expectedVersion }) => {
        await commentMonth(sql, user, { personId: user.id, month: value.month, expectedVersion, comment: value.comment }, meta);
        return { to: `${SELF}?month=${value.month}`, flash: "month_close.commented_successfully" };
      },
    },
  });

export default function MonthClose() {
  const d = useLoaderData<typeof loader>();
  const a = useActionData<typeof action>();
  const { t } = useTranslation();
  return <MonthClosePage data={d} actionData={a ?? null} t={t} />;
}

export const meta: MetaFunction<typeof loader> = ({ data }) => [{ title: data ? `${data.heading} · Cantiere` : "Cantiere" }];
