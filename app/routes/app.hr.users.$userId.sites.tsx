import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { Form, Link, useActionData, useLoaderData } from "@remix-run/react";
import { useTranslation } from "~/i18n/react";
import { authorizeGet } from "~/auth/policy.server";
import { can } from "~/domain/access/permissions";
import { anyOf, type Policy } from "~/domain/access/policy";
import { assignSitesSchema } from "~/domain/person/schema.server";
import { siteChoicesOf } from "~/areas/people/hr-person-view.server";
import { personPageOf } from "~/areas/people/person-page.server";
import { commandAction } from "~/http/command-action.server";
import { scopedPerson } from "~/http/scope.server";
import { newCommandId, savedFlash } from "~/http/command-ids.server";
import { assignSites } from "~/areas/people/assign-sites.server";
import { getSql } from "~/runtime.server";
import { CsrfInput } from "~/ui/csrf";
import { errorsText } from "~/ui/forms/messages";
import * as h from "~/ui/history/history.css";
import * as pg from "~/ui/page.css";
import { PersonHeader } from "~/ui/people/person-header";
import * as s from "~/ui/shell.css";

export const handle: { i18n: string; title: string; policy: Policy } = {
  i18n: "common",
  title: "hr.users.list.title",
  policy: { get: anyOf(["read", "hr"]), post: anyOf(["update", "hr"]) },
};

/** The construction sites of a WORKER or INTERIM: checkboxes of the sites the user sees; for other roles, why there are none. */
export async function loader({ request, params }: LoaderFunctionArgs) {
  const user = await authorizeGet(request, handle);
  const sql = await getSql();
  const { header, tabs } = await personPageOf(sql, user, params.userId);
  const choices = await siteChoicesOf(sql, user, header.id);
  return { header, tabs, ...choices, canEdit: can(user.access, "update", "hr"), commandId: newCommandId() };
}

/** Saves the ticked sites (none clears them). */
// a function, never a call at the top of the module: the browser bundle keeps no server code (the command action is a .server module)
export const action = (args: ActionFunctionArgs) =>
  commandAction(args, {
  ...handle,
  // another company's person, an erased or unknown one: a 404 before the body is read
  scope: ({ sql, user, params }) => scopedPerson(sql, user, params.userId),
}).intents({
  "assign-sites": {
    schema: assignSitesSchema,
    conflictKey: "people_docs.conflict",
    run: async ({ sql, user, scope, value, meta, expectedVersion }) => {
      const outcome = await assignSites(sql, user, { personId: scope.id, siteIds: value.siteIds, expectedVersion }, meta);
      return { to: `/app/hr/users/${scope.id}/profile`, flash: savedFlash(outcome, "people_docs.sites.saved") };
    },
  },
});

export default function HrPersonSites() {
  const d = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>();
  const { t } = useTranslation();
  const errors = Object.values(actionData?.result.error ?? {}).flatMap((m) => m ?? []);
  // a refused save shows the boxes as they were sent
  const sent = actionData?.result.initialValue?.siteIds;
  const ticked = (id: number, assigned: boolean) => (sent === undefined ? assigned : ([] as unknown[]).concat(sent).includes(String(id)));
  return (
    <div className={h.page}>
      <PersonHeader person={d.header} tabs={d.tabs} />
      <section className={h.panel} aria-labelledby="sites-title">
        <h2 id="sites-title" className={h.subtitle}>
          {t("people_docs.sites.title")}
        </h2>
        {!d.applies ? (
          <p>{t("people_docs.sites.not_for_role", { role: d.role ? t(`access_names.roles.${d.role}`) : t("people_docs.sites.no_role") })}</p>
        ) : !d.canEdit ? (
          <ul>
            {d.sites.filter((x) => x.assigned).map((x) => (
              <li key={x.id}>{x.label}</li>
            ))}
            {d.sites.some((x) => x.assigned) ? null : <li>{t("people_docs.sites.none")}</li>}
          </ul>
        ) : (
          <Form method="post">
            <CsrfInput />
            <input type="hidden" name="commandId" value={d.commandId} />
            <input type="hidden" name="expectedVersion" value={d.version} />
            {errors.length ? (
              <p className={s.formError} role="alert">
                {errorsText(t, errors as string[])}
              </p>
            ) : null}
            {d.sites.length === 0 ? (
              <p>{t("people_docs.sites.no_options")}</p>
            ) : (
              <fieldset className={pg.checkGrid}>
                <legend>{t("people_docs.sites.choose")}</legend>
                {d.sites.map((x) => (
                  <label key={x.id} className={s.checkboxRow}>
                    <input type="checkbox" name="siteIds" value={x.id} defaultChecked={ticked(x.id, x.assigned)} />
                    <span>
                      {x.label} <span className={h.muted}>({x.company})</span>
                    </span>
                  </label>
                ))}
              </fieldset>
            )}
            <p className={h.actions}>
              <button type="submit" className={s.button}>
                {t("people_docs.sites.save")}
              </button>
              <Link to={`/app/hr/users/${d.header.id}/profile`} className={s.buttonSecondary}>
                {t("people_docs.activation.cancel")}
              </Link>
            </p>
          </Form>
        )}
      </section>
    </div>
  );
}

export const meta: MetaFunction<typeof loader> = ({ data }) => [{ title: data ? `${data.header.name} · Cantiere` : "Cantiere" }];
