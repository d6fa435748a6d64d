import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { Link, useActionData, useLoaderData } from "@remix-run/react";
import { useTranslation } from "~/i18n/react";
import { authorizeGet } from "~/auth/policy.server";
import { mayManageTeam } from "~/domain/site/visibility";
import { anyOf, type Policy } from "~/domain/access/policy";
import { SITE_PAGE_RULES } from "~/domain/site/site-pages";
import { removeTeamMemberSchema } from "~/domain/site/team-forms.server";
import { siteTeamOf } from "~/events/queries/site-team.server";
import { commandAction } from "~/http/command-action.server";
import { scopedRecord } from "~/http/scope.server";
import { getT } from "~/i18n/i18next.server";
import { newCommandId } from "~/http/command-ids.server";
import { removeTeamMember } from "~/areas/sites/remove-team-member.server";
import { getSql } from "~/runtime.server";
import { ConfirmCommandStep } from "~/ui/confirm";
import * as c from "~/ui/confirm.css";
import { refusedText } from "~/ui/forms/messages";
import * as s from "~/ui/shell.css";
import { SitePageHead, sitePath } from "~/ui/sites/site-tabs";
import * as ss from "~/ui/sites/sites.css";
import { teamViews } from "~/areas/sites/site-team.server";
import { TeamTable } from "~/ui/sites/team-table";
import { queryParams } from "~/domain/shared/query-params";

// the site's readers see its team; changing it needs update sites
export const handle: { i18n: string; title: string; policy: Policy } = {
  i18n: "common",
  title: "sites.team.title",
  policy: { get: SITE_PAGE_RULES.contacts, post: anyOf(["update", "sites"], ["update", "hr"]) },
};

/** The site's team (a site the user may not see: 404); `?remove=<personId>` asks to confirm that member's removal (update sites). */
export async function loader({ request, params }: LoaderFunctionArgs) {
  const user = await authorizeGet(request, handle);
  const sql = await getSql();
  const site = await scopedRecord(sql, user, "site", params.siteId);
  const members = await teamViews(user, await siteTeamOf(sql, site.id));
  const mayUpdate = mayManageTeam(user.access);
  const asked = queryParams(request).get("remove");
  const confirming = mayUpdate ? (members.find((m) => m.removable && String(m.personId) === asked) ?? null) : null;
  const t = await getT(request);
  return {
    siteId: site.id,
    title: site.title,
    heading: t("sites.team.title"),
    members,
    mayUpdate,
    confirm: confirming ? { personId: confirming.personId, name: confirming.name, commandId: newCommandId() } : null,
  };
}

/** Removes a member after the confirmation (remove-team-member) → removed_contact_successfully. */
export const action = (args: ActionFunctionArgs) =>
  commandAction(args, {
    ...handle,
    scope: ({ sql, user, params }) => scopedRecord(sql, user, "site", params.siteId),
  }).intents({
    "remove-team-member": {
      schema: removeTeamMemberSchema,
      run: async ({ sql, user, scope, value, meta }) => {
        await removeTeamMember(sql, user, scope.id, value.personId, meta);
        return { to: sitePath(scope.id, "contacts"), flash: "sites.team.removed" };
      },
    },
  });

export default function SiteContacts() {
  const d = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>();
  const { t } = useTranslation();
  const self = sitePath(d.siteId, "contacts");
  const refused = actionData ? refusedText(t, actionData.result) : null;
  return (
    <div className={ss.page}>
      <SitePageHead siteId={d.siteId} title={d.title} />
      <section className={ss.section} aria-labelledby="team-title">
        <div className={ss.header}>
          <h2 id="team-title" className={ss.sectionTitle}>
            {d.heading}
          </h2>
          {d.mayUpdate ? (
            <Link to={sitePath(d.siteId, "contacts/edit")} className={s.button}>
              {t("sites.team.add")}
            </Link>
          ) : null}
        </div>
        {refused ? (
          <p className={s.formError} role="alert">
            {refused}
          </p>
        ) : null}
        {d.confirm ? (
          <div className={c.inline} role="alertdialog" aria-labelledby="remove-title">
            <ConfirmCommandStep
              title={t("sites.team.remove_title")}
              text={t("sites.team.remove_text", { name: d.confirm.name })}
              intent="remove-team-member"
              idField="personId"
              id={d.confirm.personId}
              commandId={d.confirm.commandId}
              cancelTo={self}
              action={self}
              titleId="remove-title"
              cancel={t("sites.team.cancel")}
              confirm={t("sites.team.remove_confirm")}
            />
          </div>
        ) : null}
        <TeamTable members={d.members} removeHref={d.mayUpdate ? (id) => `${self}?remove=${id}` : null} />
      </section>
    </div>
  );
}

export const meta: MetaFunction<typeof loader> = ({ data }) => [{ title: data ? `${data.heading} · ${data.title} · Cantiere` : "Cantiere" }];
