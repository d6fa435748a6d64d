// The delegations screen (app/routes/app.profile.delegations.tsx): the form giving a delegation,
// the delegations given (each with "end early", confirmed in a step of its own) and received.
import { Form, Link } from "@remix-run/react";
import type { TFunction } from "i18next";
import type { DelegationKind } from "~/domain/delegation/types";
import { formatDate } from "~/domain/shared/format";
import { CsrfInput } from "~/ui/csrf";
import { HandErrorSummary } from "~/ui/forms/error-summary";
import { errorsText, refusedText } from "~/ui/forms/messages";
import * as p from "~/ui/profile/profile.css";
import * as s from "~/ui/shell.css";
import { StackTable } from "~/ui/table/stack-table";

export type DelegationPhase = "upcoming" | "active" | "over" | "ended";

export interface DelegationView {
  id: number;
  delegatorName: string;
  delegateName: string;
  from: string;
  until: string;
  kinds: DelegationKind[];
  phase: DelegationPhase;
  version: number;
}

/** A delegation as the screen shows it: Swiss dates and its phase on the Zurich day `today`. */
export function delegationView(
  d: { id: number; delegatorName: string; delegateName: string; from: string; until: string; kinds: DelegationKind[]; endedAt: Date | null; version: number },
  today: string,
): DelegationView {
  const phase: DelegationPhase = d.endedAt ? "ended" : today > d.until ? "over" : today < d.from ? "upcoming" : "active";
  return { id: d.id, delegatorName: d.delegatorName, delegateName: d.delegateName, from: formatDate(d.from), until: formatDate(d.until), kinds: d.kinds, phase, version: d.version };
}

interface Data {
  heading: string;
  kinds: DelegationKind[];
  candidates: { id: number; name: string }[];
  given: (DelegationView & { endCommandId: string })[];
  received: DelegationView[];
  commandId: string;
}

interface ActionData {
  intent: string | null;
  result: { error?: Record<string, string[] | null> | null; initialValue?: unknown };
}

function Table({ rows, t, who, end }: { rows: DelegationView[]; t: TFunction; who: "delegate" | "delegator"; end?: (r: DelegationView) => JSX.Element | null }) {
  if (rows.length === 0) return <p className={s.muted}>{t("delegation.none")}</p>;
  return (
    <StackTable data-testid={`delegations-${who}`}>
      <thead>
        <tr>
          <th scope="col">{t(`delegation.${who}`)}</th>
          <th scope="col">{t("delegation.from")}</th>
          <th scope="col">{t("delegation.until")}</th>
          <th scope="col">{t("delegation.kinds")}</th>
          <th scope="col">{t("delegation.state")}</th>
          {end ? <th scope="col">{t("delegation.actions")}</th> : null}
        </tr>
      </thead>
      <tbody>
        {rows.map((r) => (
          <tr key={r.id}>
            <td>{who === "delegate" ? r.delegateName : r.delegatorName}</td>
            <td>{r.from}</td>
            <td>{r.until}</td>
            <td>{r.kinds.map((k) => t(`delegation.kind.${k}`)).join(", ")}</td>
            <td>{t(`delegation.phase.${r.phase}`)}</td>
            {end ? <td>{end(r)}</td> : null}
          </tr>
        ))}
      </tbody>
    </StackTable>
  );
}

export function DelegationsPage({ data: d, actionData: a, ending, t, self }: { data: Data; actionData: ActionData | null; ending: number; t: TFunction; self: string }) {
  const creating = a?.intent === "delegate-approvals";
  const kept = (creating ? a?.result.initialValue ?? {} : {}) as Record<string, string | string[] | undefined>;
  const errors = creating ? a?.result.error ?? {} : {};
  const keptKinds = kept.kinds === undefined ? null : Array.isArray(kept.kinds) ? kept.kinds : [kept.kinds];
  const formRefusal = creating ? errorsText(t, errors[""] ?? undefined) : "";
  const endRefusal = a?.intent === "end-delegation" ? refusedText(t, a.result) : null;
  const fieldError = (name: string) => {
    const text = errorsText(t, errors[name] ?? undefined);
    return text ? (
      <span id={`${name}-error`} className={s.fieldError}>
        {text}
      </span>
    ) : null;
  };
  const confirmed = d.given.find((g) => g.id === ending && (g.phase === "active" || g.phase === "upcoming"));
  return (
    <section className={p.page} aria-labelledby="delegations-title">
      <h1 id="delegations-title">{d.heading}</h1>
      <p>{t("delegation.intro")}</p>
      <p>
        <Link to="/app/profile/delegated-approvals">{t("delegation.to_approvals")}</Link>
      </p>
      {d.kinds.length > 0 ? (
        <Form method="post" action={self} className={p.fieldset} aria-labelledby="delegation-new" id="delegation-form">
          <HandErrorSummary formId="delegation-form" errors={errors} />
          <h2 id="delegation-new" className={p.subtitle}>
            {t("delegation.new")}
          </h2>
          {formRefusal ? (
            <p className={s.formError} role="alert">
              {formRefusal}
            </p>
          ) : null}
          <CsrfInput />
          <input type="hidden" name="intent" value="delegate-approvals" />
          <input type="hidden" name="commandId" value={d.commandId} />
          <div className={s.field}>
            <label className={s.label} htmlFor="delegateId">
              {t("delegation.delegate")}
            </label>
            <select id="delegateId" name="delegateId" className={s.input} defaultValue={String(kept.delegateId ?? "")} aria-describedby="delegateId-error">
              <option value="">{t("delegation.choose_delegate")}</option>
              {d.candidates.map((c) => (
                <option key={c.id} value={c.id}>
                  {c.name}
                </option>
              ))}
            </select>
            {fieldError("delegateId")}
          </div>
          <div className={p.row}>
            <div className={s.field}>
              <label className={s.label} htmlFor="from">
                {t("delegation.from")}
              </label>
              <input id="from" name="from" className={s.input} type="text" inputMode="numeric" placeholder="DD.MM.YYYY" defaultValue={String(kept.from ?? "")} aria-describedby="from-error" />
              {fieldError("from")}
            </div>
            <div className={s.field}>
              <label className={s.label} htmlFor="until">
                {t("delegation.until")}
              </label>
              <input id="until" name="until" className={s.input} type="text" inputMode="numeric" placeholder="DD.MM.YYYY" defaultValue={String(kept.until ?? "")} aria-describedby="until-error" />
              {fieldError("until")}
            </div>
          </div>
          <fieldset className={s.field} id="kinds">
            <legend className={s.label}>{t("delegation.kinds")}</legend>
            {d.kinds.map((k) => (
              <label key={k} className={s.checkboxRow}>
                <input type="checkbox" name="kinds" value={k} defaultChecked={keptKinds ? keptKinds.includes(k) : true} />
                {t(`delegation.kind.${k}`)}
              </label>
            ))}
            {fieldError("kinds")}
          </fieldset>
          <button type="submit" className={s.button}>
            {t("delegation.create")}
          </button>
        </Form>
      ) : (
        <p className={s.muted}>{t("delegation.not_an_approver")}</p>
      )}

      {confirmed ? (
        <Form method="post" action={self} className={p.fieldset} aria-labelledby="delegation-end-title">
          <h2 id="delegation-end-title" className={p.subtitle}>
            {t("delegation.end_title")}
          </h2>
          <p>{t("delegation.end_question", { name: confirmed.delegateName, from: confirmed.from, until: confirmed.until })}</p>
          {endRefusal ? (
            <p className={s.formError} role="alert">
              {endRefusal}
            </p>
          ) : null}
          <CsrfInput />
          <input type="hidden" name="intent" value="end-delegation" />
          <input type="hidden" name="delegationId" value={confirmed.id} />
          <input type="hidden" name="expectedVersion" value={confirmed.version} />
          <input type="hidden" name="commandId" value={confirmed.endCommandId} />
          <div className={p.actions}>
            <Link to={self} className={s.buttonSecondary}>
              {t("delegation.cancel")}
            </Link>
            <button type="submit" className={s.button}>
              {t("delegation.end_confirm")}
            </button>
          </div>
        </Form>
      ) : null}

      <h2 className={p.subtitle}>{t("delegation.given")}</h2>
      <Table
        rows={d.given}
        t={t}
        who="delegate"
        end={(r) =>
          r.phase === "active" || r.phase === "upcoming" ? (
            <Link to={`${self}?end=${r.id}`} className={s.buttonSecondary} aria-label={t("delegation.end_named", { name: r.delegateName })}>
              {t("delegation.end")}
            </Link>
          ) : null
        }
      />
      <h2 className={p.subtitle}>{t("delegation.received")}</h2>
      <Table rows={d.received} t={t} who="delegator" />
    </section>
  );
}
