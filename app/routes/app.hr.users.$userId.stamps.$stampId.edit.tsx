import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { Link, useActionData, useLoaderData } from "@remix-run/react";
import { Temporal } from "temporal-polyfill";
import { useTranslation } from "~/i18n/react";
import { authorizeGet } from "~/auth/policy.server";
import type { CurrentUser } from "~/auth/user.server";
import type { Sql } from "~/db.server";
import { anyOf, type Policy } from "~/domain/access/policy";
import { formatDateTime } from "~/domain/shared/format";
import { correctStampSchema, deleteStampSchema } from "~/domain/stamping/schema.server";
import { zurichDateOf } from "~/domain/stamping/totals.server";
import { mayDeleteStamps } from "~/domain/stamping/types";
import { peopleNames } from "~/events/queries/people.server";
import { commandAction } from "~/http/command-action.server";
import { scopedRecord } from "~/http/scope.server";
import { getT } from "~/i18n/i18next.server";
import { commandIdsFor } from "~/http/command-ids.server";
import { correctStamp } from "~/areas/stamping/correct-stamp.server";
import { deleteStamp } from "~/areas/stamping/delete-stamp.server";
import { stampActorOf } from "~/areas/stamping/stamp-command.server";
import { getSql } from "~/runtime.server";
import * as c from "~/ui/confirm.css";
import * as s from "~/ui/shell.css";
import { DeleteStampForm } from "~/ui/stamping/delete-stamp-form";
import { StampChip } from "~/ui/stamping/stamp-chip";
import { StampForm } from "~/ui/stamping/stamp-form";
import * as st from "~/ui/stamping/stamping.css";
import { stampView } from "~/ui/stamping/view.server";
import { queryParams } from "~/domain/shared/query-params";

export const handle: { i18n: string; title: string; policy: Policy } = {
  i18n: "common",
  title: "stamping.hr_menu",
  policy: { get: anyOf(["update", "stampingsLog"]), post: anyOf(["update", "stampingsLog"]) },
};

/** The person (in the viewer's companies) and their stamp; anything else is a 404. */
async function scopedStamp(sql: Sql, user: CurrentUser, params: LoaderFunctionArgs["params"]) {
  const person = await scopedRecord(sql, user, "stampPerson", params.userId);
  const stamp = await scopedRecord(sql, user, "stamp", params.stampId, { personId: person.principal.personId });
  return { person, stamp };
}

/** Zurich wall time "YYYY-MM-DD HH:mm:ss" of an instant: the correction form's default. */
const wallTime = (iso: string) => Temporal.Instant.from(iso).toZonedDateTimeISO("Europe/Zurich").toPlainDateTime().toString({ smallestUnit: "second" }).replace("T", " ");

/** One stamp with the correction form and, after the confirmation link, the delete form. */
export async function loader({ request, params }: LoaderFunctionArgs) {
  const user = await authorizeGet(request, handle);
  const sql = await getSql();
  const { person, stamp } = await scopedStamp(sql, user, params);
  const t = await getT(request);
  const names = await peopleNames(sql, [stamp.recordedBy, stamp.correctedBy ?? 0]);
  const own = user.id === stamp.personId;
  return {
    personId: person.principal.personId,
    heading: t("stamping.hr.edit_title", { name: person.name }),
    stamp: stampView(t, stamp),
    month: zurichDateOf(stamp.stampedAt).slice(0, 7),
    recorded: t("stamping.hr.recorded_by", { name: names[String(stamp.recordedBy)] ?? `#${stamp.recordedBy}`, at: formatDateTime(stamp.recordedAt) }),
    source: t(`stamping.source.${stamp.source}`),
    corrected: stamp.correctedBy ? t("stamping.hr.corrected_by", { name: names[String(stamp.correctedBy)] ?? `#${stamp.correctedBy}`, at: formatDateTime(stamp.correctedAt), count: stamp.corrections }) : null,
    editable: stamp.status === "ACTIVE" && !own,
    own,
    canDelete: stamp.status === "ACTIVE" && !own && mayDeleteStamps(stampActorOf(user)),
    confirmDelete: queryParams(request).get("delete") === "1",
    defaults: { kind: stamp.kind, stampedAt: wallTime(stamp.stampedAt), reason: "" },
    version: stamp.version,
    commandIds: commandIdsFor("correct", "delete"),
  };
}

/** Correcting (correct-stamp) or deleting (delete-stamp) the stamp, each with a reason. */
// a function, never a call at the top of the module: the browser bundle keeps no server code (the command action is a .server module)
export const action = (args: ActionFunctionArgs) =>
  commandAction(args, {
  ...handle,
  scope: ({ sql, user, params }) => scopedStamp(sql, user, params),
}).intents({
  "correct-stamp": {
    schema: correctStampSchema,
    conflictKey: "stamping.conflict",
    run: async ({ sql, user, scope: { person, stamp }, value: v, meta, expectedVersion }) => {
      await correctStamp(sql, user, { stampId: stamp.id, personId: stamp.personId, expectedVersion, kind: v.kind, stampedAt: v.stampedAt, reason: v.reason }, meta);
      return { to: `/app/hr/users/${person.principal.personId}/stamps?month=${v.stampedAt.slice(0, 7)}`, flash: "stamping_log_saved_successfully" };
    },
  },
  "delete-stamp": {
    schema: deleteStampSchema,
    conflictKey: "stamping.conflict",
    run: async ({ sql, user, scope: { person, stamp }, value, meta, expectedVersion }) => {
      await deleteStamp(sql, user, { stampId: stamp.id, personId: stamp.personId, expectedVersion, reason: value.reason }, meta);
      return { to: `/app/hr/users/${person.principal.personId}/stamps?month=${zurichDateOf(stamp.stampedAt).slice(0, 7)}`, flash: "stamping.hr.deleted" };
    },
  },
});

export default function EditStamp() {
  const d = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>();
  const { t } = useTranslation();
  const back = `/app/hr/users/${d.personId}/stamps?month=${d.month}`;
  const self = `/app/hr/users/${d.personId}/stamps/${d.stamp.id}/edit`;
  const deleting = d.canDelete && (d.confirmDelete || actionData?.intent === "delete-stamp");
  return (
    <section className={`${s.card} ${st.page}`}>
      <p>
        <Link to={back}>← {t("stamping.hr.back")}</Link>
      </p>
      <h1 className={s.heading}>{d.heading}</h1>
      <div className={st.panel}>
        <p>
          <StampChip stamp={d.stamp} /> · {d.stamp.date}
        </p>
        <p className={st.muted}>
          {d.source} · {d.recorded}
          {d.corrected ? ` · ${d.corrected}` : ""}
        </p>
        {d.stamp.place ? <p className={st.muted}>{t("stamping.hr.place", { place: d.stamp.place })}</p> : null}
        {d.stamp.deviceTime ? <p className={st.muted}>{t("stamping.hr.device_time", { time: d.stamp.deviceTime })}</p> : null}
        {d.stamp.reason ? <p className={st.muted}>{t("stamping.hr.last_reason", { reason: d.stamp.reason })}</p> : null}
        <p>
          <Link to={`/app/hr/stamps/${d.stamp.id}/history`}>{t("stamping.hr.history")}</Link>
        </p>
      </div>
      {d.own ? (
        <p className={s.formError} role="alert">
          {t("stamping.own_stamps")}
        </p>
      ) : !d.editable ? (
        <p className={s.formError} role="alert">
          {t("stamping.not_active")}
        </p>
      ) : deleting ? (
        <div className={c.inline} role="alertdialog" aria-labelledby="delete-stamp-title">
          <DeleteStampForm commandId={d.commandIds.delete} version={d.version} cancelTo={self} lastResult={actionData?.intent === "delete-stamp" ? actionData.result : undefined} />
        </div>
      ) : (
        <>
          <h2 className={st.subtitle}>{t("stamping.hr.correct_title")}</h2>
          <StampForm
            intent="correct-stamp"
            defaults={d.defaults}
            commandId={d.commandIds.correct}
            expectedVersion={d.version}
            lastResult={actionData?.intent === "correct-stamp" ? actionData.result : undefined}
            cancelTo={back}
          />
          {d.canDelete ? (
            <p>
              <Link to={`${self}?delete=1`} className={s.buttonSecondary}>
                {t("stamping.hr.delete")}
              </Link>
            </p>
          ) : null}
        </>
      )}
    </section>
  );
}

export const meta: MetaFunction<typeof loader> = ({ data }) => [{ title: data ? `${data.heading} · Cantiere` : "Cantiere" }];
