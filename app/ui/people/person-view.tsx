// HR's read-only view of one person (issue 11): photo or initials, identity, contacts with every
// phone entry, access, the employee record, the quick id for those who may read it, the assigned
// sites, the documents expiring within 30 days, and the activation step (a confirmation rendered
// by the page itself, so it works without JavaScript).
import { Form, Link } from "@remix-run/react";
import type { SubmissionResult } from "@conform-to/react";
import { useTranslation } from "~/i18n/react";
import { initialsOf } from "../avatar";
import * as c from "../confirm.css";
import { EmailAddress } from "../email-address";
import { CsrfInput } from "../csrf";
import { HandErrorSummary } from "../forms/error-summary";
import { errorsText } from "../forms/messages";
import * as h from "../history/history.css";
import * as s from "../shell.css";
import type { PersonFormPaths } from "./person-paths";
import * as v from "./person-view.css";

/** One line of the view: a label's translation key and its value, with the value's own key when it is a choice. */
export interface ViewField {
  key: string;
  /** the value as shown; null: nothing recorded */
  value: string | null;
  /** a translation key for the value (a gender, a country…), shown instead of `value` */
  valueKey?: string;
  /** several translated values, shown joined (a person's capabilities) */
  valueKeys?: string[];
  /** the parameters of `valueKey` */
  params?: Record<string, number>;
  /** the value is an e-mail address (wrapped only at its separators) */
  email?: true;
}

export interface HrPersonView {
  id: number;
  version: number;
  active: boolean;
  role: string | null;
  photoUrl: string | null;
  identity: ViewField[];
  contacts: ViewField[];
  phones: { number: string; typeKey: string }[];
  account: ViewField[];
  /** null: the quick id is not for this user to read */
  quickSalId: string | null | undefined;
  employment: ViewField[];
  /** null: the person's role has no assigned sites */
  sites: string[] | null;
  expiring: { documentId: string; title: string; number: string | null; expiresAt: string; daysLeft: number; expired: boolean }[];
}


function Fields({ fields, id }: { fields: readonly ViewField[]; id: string }) {
  const { t } = useTranslation();
  return (
    <dl className={h.fields} id={id}>
      {fields.map((f) => (
        <div key={f.key} style={{ display: "contents" }} data-field={f.key.split(".").pop()}>
          <dt className={h.fieldLabel}>{t(f.key)}</dt>
          <dd className={h.fieldValue}>
            {f.valueKeys?.length ? f.valueKeys.map((k) => t(k)).join(", ") : f.valueKey ? t(f.valueKey, f.params) : f.email && f.value ? <EmailAddress address={f.value} /> : (f.value ?? "—")}
          </dd>
        </div>
      ))}
    </dl>
  );
}

function Section({ id, title, children }: { id: string; title: string; children: React.ReactNode }) {
  return (
    <section className={h.panel} aria-labelledby={id}>
      <h2 id={id} className={h.subtitle}>
        {title}
      </h2>
      {children}
    </section>
  );
}

/** The documents that expire within 30 days or have expired, for HR's attention. */
function ExpiringDocuments({ documents, documentsTo }: { documents: HrPersonView["expiring"]; documentsTo: string }) {
  const { t } = useTranslation();
  if (documents.length === 0) return null;
  return (
    <section className={v.alert} aria-labelledby="expiring-title" role="region">
      <h2 id="expiring-title" className={h.subtitle}>
        {t("people_docs.expiring.title")}
      </h2>
      <ul className={v.list}>
        {documents.map((d) => (
          <li key={d.documentId} data-document={d.documentId}>
            <strong>{d.title}</strong>
            {d.number ? ` (${d.number})` : null} · {d.expiresAt}{" "}
            <ExpiryMark daysLeft={d.daysLeft} />
          </li>
        ))}
      </ul>
      <p>
        <Link to={documentsTo}>{t("people_docs.expiring.all_documents")}</Link>
      </p>
    </section>
  );
}

/** "expires in 12 days", "expires today" or "expired", as a mark beside a date. */
export function ExpiryMark({ daysLeft }: { daysLeft: number }) {
  const { t } = useTranslation();
  if (daysLeft < 0) return <span className={v.mark.expired}>{t("people_docs.expiring.expired")}</span>;
  return <span className={v.mark.expiring}>{daysLeft === 0 ? t("people_docs.expiring.today") : t("people_docs.expiring.in_days", { count: daysLeft })}</span>;
}

export function PersonView({ person, name, canEdit, canErase = false, paths }: { person: HrPersonView; name: string; canEdit: boolean; canErase?: boolean; paths: PersonFormPaths }) {
  const { t } = useTranslation();
  return (
    <>
      <ExpiringDocuments documents={person.expiring} documentsTo={paths.documents(person.id)} />
      <div className={v.top}>
        {person.photoUrl ? (
          <img className={v.photo} src={person.photoUrl} alt={t("people_docs.photo_of", { name })} width={160} height={160} />
        ) : (
          <span className={v.initials} role="img" aria-label={t("people_docs.no_photo")}>
            {initialsOf(name)}
          </span>
        )}
        {canEdit ? (
          <p className={h.actions}>
            <Link to={paths.edit(person.id)} className={s.button}>
              {t("people_docs.edit")}
            </Link>
            {person.active ? (
              <Link to="?deactivate=1" className={s.buttonSecondary}>
                {t("people_docs.activation.deactivate")}
              </Link>
            ) : (
              <Link to="?reactivate=1" className={s.buttonSecondary}>
                {t("people_docs.activation.reactivate")}
              </Link>
            )}
            <a href={`/app/hr/users/${person.id}/export`} className={s.buttonSecondary} download>
              {t("erasure.export")}
            </a>
            {canErase ? (
              <Link to="?erase=1" className={s.buttonSecondary}>
                {t("erasure.erase")}
              </Link>
            ) : null}
          </p>
        ) : null}
      </div>
      <div className={v.grid}>
        <Section id="person-identity" title={t("people_docs.identity")}>
          <Fields fields={person.identity} id="identity-fields" />
        </Section>
        <Section id="person-contacts" title={t("people_docs.contacts")}>
          <Fields fields={person.contacts} id="contact-fields" />
          <h3>{t("people_docs.fields.phones")}</h3>
          {person.phones.length === 0 ? (
            <p className={h.muted}>{t("people_docs.no_phones")}</p>
          ) : (
            <ul className={v.list} aria-label={t("people_docs.fields.phones")}>
              {person.phones.map((p, i) => (
                <li key={i}>
                  {p.number} · {t(p.typeKey)}
                </li>
              ))}
            </ul>
          )}
        </Section>
        <Section id="person-account" title={t("people_docs.account")}>
          <Fields
            fields={person.quickSalId === undefined ? person.account : [...person.account, { key: "people_docs.fields.quick_sal_id", value: person.quickSalId }]}
            id="account-fields"
          />
        </Section>
        <Section id="person-profile-title" title={t("hr.person.profile_title")}>
          <Fields fields={person.employment} id="employment-fields" />
        </Section>
        {person.sites ? (
          <Section id="person-sites" title={t("people_docs.sites.title")}>
            {person.sites.length === 0 ? (
              <p className={h.muted}>{t("people_docs.sites.none")}</p>
            ) : (
              <ul className={v.list}>
                {person.sites.map((x) => (
                  <li key={x}>{x}</li>
                ))}
              </ul>
            )}
            {canEdit ? (
              <p>
                <Link to={paths.sites(person.id)}>{t("people_docs.sites.manage")}</Link>
              </p>
            ) : null}
          </Section>
        ) : null}
      </div>
    </>
  );
}

/** The confirmation step of a deactivation (with the irreversible-operation box) or a reactivation. */
export function ActivationConfirm({
  intent,
  commandId,
  version,
  cancelTo,
  lastResult,
}: {
  intent: "deactivate-person" | "reactivate-person";
  commandId: string;
  version: number;
  cancelTo: string;
  lastResult: SubmissionResult<string[]> | undefined;
}) {
  const { t } = useTranslation();
  const deactivate = intent === "deactivate-person";
  const errors = lastResult?.error ?? {};
  const boxError = errors.acknowledged;
  const formError = Object.entries(errors)
    .filter(([k]) => k !== "acknowledged")
    .flatMap(([, m]) => m ?? []);
  return (
    <div className={c.inline} role="alertdialog" aria-labelledby="activation-title">
      <Form method="post" className={c.form} id="activation-form">
        <HandErrorSummary formId="activation-form" errors={deactivate && boxError ? { acknowledged: boxError } : null} idOf={() => "activation-ack"} />
        <h2 className={c.title} id="activation-title">
          {t(deactivate ? "people_docs.activation.deactivate_title" : "people_docs.activation.reactivate_title")}
        </h2>
        <p>{t(deactivate ? "people_docs.activation.deactivate_text" : "people_docs.activation.reactivate_text")}</p>
        <CsrfInput />
        <input type="hidden" name="intent" value={intent} />
        <input type="hidden" name="commandId" value={commandId} />
        <input type="hidden" name="expectedVersion" value={version} />
        {formError.length ? (
          <p className={s.formError} role="alert">
            {errorsText(t, formError)}
          </p>
        ) : null}
        {deactivate ? (
          <div className={s.checkboxRow}>
            <input type="checkbox" id="activation-ack" name="acknowledged" aria-invalid={boxError ? true : undefined} aria-describedby={boxError ? "activation-ack-error" : undefined} />
            <label htmlFor="activation-ack">{t("non_reversible_operation")}</label>
          </div>
        ) : null}
        {boxError ? (
          <p className={s.formError} role="alert" id="activation-ack-error">
            {errorsText(t, boxError)}
          </p>
        ) : null}
        <div className={c.buttons}>
          <Link to={cancelTo} className={s.buttonSecondary}>
            {t("people_docs.activation.cancel")}
          </Link>
          <button type="submit" className={s.button}>
            {t(deactivate ? "people_docs.activation.deactivate" : "people_docs.activation.reactivate")}
          </button>
        </div>
      </Form>
    </div>
  );
}
