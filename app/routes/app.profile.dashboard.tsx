import type { LoaderFunctionArgs } from "@remix-run/node";
import { Link, useLoaderData } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { authorizeGet } from "~/auth/policy.server";
import { anyOf, type Policy } from "~/domain/access/policy";
import { COMPANY_NAMES } from "~/domain/company/companies";
import { personName } from "~/domain/person/name";
import { isClockedIn } from "~/events/queries/stamps.server";
import { newCommandId } from "~/operations/action.server";
import { getSql } from "~/runtime.server";
import * as s from "~/ui/shell.css";
import { ClockForm } from "~/ui/stamping/clock-form";

export const handle: { i18n: string; title: string; policy: Policy } = { i18n: "common", title: "menu.profile", policy: { get: anyOf(["read", "profile"]) } };

/** The user's own profile, read-only. */
export async function loader({ request }: LoaderFunctionArgs) {
  const user = await authorizeGet(request, handle);
  return {
    name: personName(user),
    username: user.username,
    role: user.role,
    company: COMPANY_NAMES[user.companyCode],
    // the clock button (Working-time issue): clock in, or out when clocked in
    clock: user.access.canStamp ? { open: await isClockedIn(await getSql(), user.id), commandId: newCommandId() } : null,
    // only the screens this person may use (selfServicesOf), as in the menu
    links: { leave: user.access.canRequestLeave, stamping: user.access.canStamp, expenses: user.access.canClaimExpenses },
  };
}

export default function ProfileDashboard() {
  const p = useLoaderData<typeof loader>();
  const { t } = useTranslation();
  return (
    <section className={s.card} style={{ maxWidth: "40rem" }}>
      <h1 className={s.heading}>{p.name}</h1>
      <dl>
        <dt className={s.label}>{t("login.username")}</dt>
        <dd>{p.username}</dd>
        <dt className={s.label}>{t("profile.role")}</dt>
        <dd>{p.role ?? "—"}</dd>
        <dt className={s.label}>{t("profile.company")}</dt>
        <dd>{p.company}</dd>
      </dl>
      <Link to="/app/profile/edit" className={s.buttonSecondary}>
        {t("profile.edit.link")}
      </Link>
      {p.links.leave ? (
        <Link to="/app/profile/leaves" className={s.buttonSecondary}>
          {t("leave.dashboard_link")}
        </Link>
      ) : null}
      {p.links.stamping ? (
        <Link to="/app/profile/stamping" className={s.buttonSecondary}>
          {t("stamping.dashboard_link")}
        </Link>
      ) : null}
      {p.clock ? <ClockForm action="/app/profile/stamping" commandId={p.clock.commandId} open={p.clock.open} presets={[]} compact from="dashboard" /> : null}
      {p.links.expenses ? (
        <Link to="/app/profile/expenses" className={s.buttonSecondary}>
          {t("expense.dashboard_link")}
        </Link>
      ) : null}
    </section>
  );
}
