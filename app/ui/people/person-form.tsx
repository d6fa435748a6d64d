// HR's person form, new and edit (issue 11), in sections: identity, account, contacts (phone rows
// added and removed by submit buttons, so without JavaScript too), employee record, quick id, and
// on edit the summaries of the assigned sites and the legal documents, which have their own pages.
// The role decides which fields show (hidesWorkerFields, showsEmployeeFields): with JavaScript the
// form follows the select at once; without it the "apply role" button re-renders the form with
// every value kept (conform's validate intent), and a save with another role than the one shown
// is answered with the newly needed fields beside their errors. A NO_STAMPINGLOG person's hidden
// employee record is carried unchanged in hidden fields, so a save never erases it.
import { ErrorSummary } from "~/ui/forms/error-summary";
import { getFormProps, useForm, type SubmissionResult } from "@conform-to/react";
import { Form, Link } from "@remix-run/react";
import { useTranslation } from "~/i18n/react";
import type { Capability, Role } from "~/domain/access/permissions";
import type { CompanyCode } from "~/domain/company/companies";
import type { DEFAULT_WORKING_HOURS, PersonFormValue } from "~/domain/person/schema";
import { BREAK_TIMES, CIVIL_STATUSES, COUNTRIES, GENDERS, hidesWorkerFields, LIMITS, MOTHER_LANGUAGES, PERSONAL_PHONE_TYPES, PHONE_TYPES, showsEmployeeFields } from "~/domain/person/types";
import { CsrfInput } from "../csrf";
import { AvatarForm } from "../profile/avatar-form";
import { CheckboxField, controlProps, DateField, FileField, NumberField, SelectField, TextField, textOf, TimeField, type FormField } from "../forms/fields";
import * as s from "../shell.css";
import * as f from "./person-form.css";
import { PERSON_PATHS, type PersonArea, type PersonFormFields } from "./person-paths";
import { useClientValidation } from "~/ui/forms/client-validation";

export interface PersonFormProps {
  mode: "create" | "edit";
  schema: { companyCode: CompanyCode; capabilities: Capability[]; hours: typeof DEFAULT_WORKING_HOURS };
  defaults: PersonFormFields;
  roles: Role[];
  /** the capability flags a new person may be given here (empty on edit: the permission screen sets them) */
  capabilitiesOffered: Capability[];
  companies: { value: string; label: string }[];
  quickSalId: boolean;
  commandId: string;
  version: number;
  summary: { sites: number | null; documents: number; expiring: number } | null;
  links: { cancel: string; sites: string | null; documents: string | null };
  lastResult: SubmissionResult<string[]> | null | undefined;
  /** a refused create had a document file: it must be chosen again (a browser never sends it back) */
  fileSent?: boolean;
}

/** Every employee field, carried in hidden fields when the record is not shown (conform's fieldset cannot be enumerated). */
const EMPLOYEE_FIELDS = ["badgeId", "hiredAt", "terminatedAt", "workPercentage", "holidaysCount", "breakTime", "winterStart", "winterEnd", "summerStart", "summerEnd"] as const;

const roleOf = (v: unknown): Role | null => {
  const r = textOf(v);
  return r === "" || r === "NONE" ? null : (r as Role);
};

function PersonForm(props: PersonFormProps) {
  const { t } = useTranslation();
  const { mode, schema } = props;
  const [form, fields] = useForm<PersonFormFields, PersonFormValue>({
    id: "person-form",
    lastResult: props.lastResult,
    defaultValue: props.defaults,
    shouldValidate: "onSubmit",
    shouldRevalidate: "onInput",
    onValidate: useClientValidation(JSON.stringify([mode, schema]), () => import("~/domain/person/schema").then((m) => m.personFormSchema({ mode, ...schema }))),
  });
  const role = roleOf(fields.role.value ?? props.defaults.role);
  const hidesWorker = hidesWorkerFields(role);
  const showsEmployee = showsEmployeeFields(role, schema.capabilities);
  const employee = fields.employee.getFieldset();
  const document = fields.document.getFieldset();
  const documentFile = fields.documentFile as FormField;
  const phones = fields.phones.getFieldList();
  const failed = Object.keys(form.allErrors).length > 0;
  const phoneTypes = PHONE_TYPES.filter((p) => !hidesWorker || !PERSONAL_PHONE_TYPES.includes(p));
  const option = (prefix: string) => (v: string | number) => ({ value: String(v), label: t(`${prefix}.${v}`) });
  const choose = t("people.form.choose");
  const emailField = fields.email as FormField;
  // the flags ticked in the form shown again (a refused save, a role applied without JavaScript)
  const initialCaps = fields.capabilities.initialValue;
  const ticked = new Set(Array.isArray(initialCaps) ? initialCaps.map(String) : typeof initialCaps === "string" ? [initialCaps] : []);
  return (
    // create: multipart, the legal document's file may come with the new person
    <Form method="post" encType={mode === "create" ? "multipart/form-data" : undefined} {...getFormProps(form)}>
      <ErrorSummary form={form} />
      {/* why first: Enter in a field submits with the first submit button, which must be "save", not "remove phone" */}
      <button type="submit" className="visually-hidden" tabIndex={-1} aria-hidden="true">
        {t("people.form.save")}
      </button>
      <CsrfInput />
      <input type="hidden" name="commandId" value={props.commandId} />
      <input type="hidden" name="expectedVersion" value={props.version} />
      {failed ? (
        <p className={s.formError} role="alert" id={form.errorId}>
          {[t("people.form.not_saved"), ...(form.errors ?? []).map((e) => t(e))].join(" ")}
        </p>
      ) : null}

      <fieldset className={f.fieldset}>
        <legend>{t("people.form.sections.identity")}</legend>
        <div className={f.grid}>
          <TextField field={fields.lastName} label={t("people.form.fields.lastName")} maxLength={LIMITS.name} autoComplete="off" />
          <TextField field={fields.firstName} label={t("people.form.fields.firstName")} maxLength={LIMITS.name} autoComplete="off" />
          {hidesWorker ? null : (
            <>
              <DateField field={fields.birthday} label={t("people.form.fields.birthday")} />
              <SelectField field={fields.gender} label={t("people.form.fields.gender")} options={GENDERS.map(option("people.form.genders"))} placeholder={choose} />
            </>
          )}
          <SelectField field={fields.civilStatus} label={t("people.form.fields.civilStatus")} options={CIVIL_STATUSES.map(option("people.form.civil_statuses"))} placeholder={choose} />
          <NumberField field={fields.childrenNumber} label={t("people.form.fields.childrenNumber")} min={0} max={LIMITS.children} integer />
          <SelectField field={fields.motherLanguage} label={t("people.form.fields.motherLanguage")} options={MOTHER_LANGUAGES.map(option("people.form.languages"))} placeholder={choose} />
        </div>
      </fieldset>

      <fieldset className={f.fieldset}>
        <legend>{t("people.form.sections.account")}</legend>
        <div className={f.grid}>
          <SelectField field={fields.role} label={t("people.form.fields.role")} options={props.roles.map((r) => ({ value: r, label: t(`access_names.roles.${r}`) }))} placeholder={choose} />
          {hidesWorker ? null : <SelectField field={fields.companyCode} label={t("people.form.fields.companyCode")} options={props.companies} placeholder={choose} />}
          {mode === "create" ? (
            <TextField field={fields.username} label={t("people.form.fields.username")} maxLength={LIMITS.username} autoComplete="off" spellCheck={false} />
          ) : null}
          {mode === "create" ? (
            <TextField field={fields.email} label={t("people.form.fields.email")} type="email" maxLength={LIMITS.email} autoComplete="off" />
          ) : (
            <div className={s.field}>
              <label className={s.label} htmlFor={emailField.id}>
                {t("people.form.fields.email")}
              </label>
              <span id={emailField.descriptionId} className={f.muted}>
                {t("people.form.email_fixed")}
              </span>
              <input className={s.input} {...controlProps(emailField, true, undefined)} type="email" readOnly defaultValue={textOf(emailField.initialValue)} />
              {emailField.errors?.length ? (
                <span id={emailField.errorId} className={s.fieldError}>
                  {emailField.errors.map((e) => t(e)).join(" ")}
                </span>
              ) : null}
            </div>
          )}
          {mode === "create" ? (
            <>
              <TextField field={fields.password} label={t("people.form.fields.password")} type="password" autoComplete="new-password" hint={t("validationMessagePassword")} />
              <TextField field={fields.confirmPassword} label={t("people.form.fields.confirmPassword")} type="password" autoComplete="new-password" />
            </>
          ) : null}
        </div>
        {mode === "create" && props.capabilitiesOffered.length > 0 ? (
          <fieldset className={f.fieldset} data-field="capabilities">
            <legend>{t("people.form.fields.capabilities")}</legend>
            <div className={f.checks}>
              {props.capabilitiesOffered.map((c) => (
                <label key={c} className={s.checkboxRow}>
                  <input type="checkbox" name={fields.capabilities.name} value={c} defaultChecked={ticked.has(c)} /> {t(`access_names.capabilities.${c}`)}
                </label>
              ))}
            </div>
            {fields.capabilities.errors?.length ? <span className={s.fieldError}>{fields.capabilities.errors.map((e) => t(e)).join(" ")}</span> : null}
          </fieldset>
        ) : null}
        <p className={f.actions}>
          <button type="submit" className={s.buttonSecondary} {...form.validate.getButtonProps({ name: fields.role.name })}>
            {t("people.form.apply_role")}
          </button>
          <span className={f.muted}>{t("people.form.apply_role_hint")}</span>
        </p>
      </fieldset>

      <fieldset className={f.fieldset}>
        <legend>{t("people.form.sections.contacts")}</legend>
        <div className={f.grid}>
          <TextField field={fields.address} label={t("people.form.fields.address")} maxLength={LIMITS.address} />
          <TextField field={fields.zip} label={t("people.form.fields.zip")} maxLength={LIMITS.zip} />
          <TextField field={fields.city} label={t("people.form.fields.city")} maxLength={LIMITS.city} />
          <SelectField field={fields.countryId} label={t("people.form.fields.countryId")} options={COUNTRIES.map(option("people.form.countries"))} placeholder={choose} />
          <TextField field={fields.personalMail} label={t("people.form.fields.personalMail")} type="email" maxLength={LIMITS.email} />
          <TextField field={fields.officeMail} label={t("people.form.fields.officeMail")} type="email" maxLength={LIMITS.email} />
        </div>
        <fieldset className={f.fieldset}>
          <legend>{t("people.form.phones")}</legend>
          {phones.length === 0 ? <p className={f.muted}>{t("people.form.no_phones")}</p> : null}
          {phones.map((phone, i) => {
            const row = phone.getFieldset();
            const type = textOf(row.type.initialValue);
            const types = type && !phoneTypes.includes(type as (typeof PHONE_TYPES)[number]) ? [type, ...phoneTypes] : phoneTypes;
            return (
              <div key={phone.key} className={f.phoneRow} data-phone-row={i}>
                <TextField field={row.number} label={t("people.form.phone_number", { n: i + 1 })} type="tel" maxLength={LIMITS.phone} />
                <SelectField field={row.type} label={t("people.form.phone_type", { n: i + 1 })} options={types.map(option("people.form.phone_types"))} />
                <button type="submit" className={s.buttonSecondary} {...form.remove.getButtonProps({ name: fields.phones.name, index: i })}>
                  {t("people.form.remove_phone", { n: i + 1 })}
                </button>
              </div>
            );
          })}
          {fields.phones.errors?.length ? <span className={s.fieldError}>{fields.phones.errors.map((e) => t(e)).join(" ")}</span> : null}
          <p>
            <button
              type="submit"
              className={s.buttonSecondary}
              {...form.insert.getButtonProps({ name: fields.phones.name, defaultValue: { number: "", type: hidesWorker ? "workmobile" : "mobile" } })}
            >
              {t("people.form.add_phone")}
            </button>
          </p>
        </fieldset>
      </fieldset>

      {showsEmployee || hidesWorker ? (
        <fieldset className={f.fieldset}>
          <legend>{t("people.form.sections.employee")}</legend>
          <div className={f.grid}>
            {hidesWorker ? null : (
              <>
                <NumberField field={employee.badgeId} label={t("people.form.fields.badgeId")} min={1} integer />
                <DateField field={employee.hiredAt} label={t("people.form.fields.hiredAt")} />
              </>
            )}
            <DateField field={employee.terminatedAt} label={t("people.form.fields.terminatedAt")} />
            {hidesWorker ? null : (
              <>
                <NumberField field={employee.workPercentage} label={t("people.form.fields.workPercentage")} min={1} max={100} integer suffix="%" />
                <NumberField field={employee.holidaysCount} label={t("people.form.fields.holidaysCount")} min={1} max={365} integer />
              </>
            )}
            <SelectField
              field={employee.breakTime}
              label={t("people.form.fields.breakTime")}
              options={BREAK_TIMES.map((m) => ({ value: String(m), label: t("hr.person.minutes", { count: m }) }))}
              placeholder={choose}
            />
            <TimeField field={employee.winterStart} label={t("people.form.fields.winterStart")} />
            <TimeField field={employee.winterEnd} label={t("people.form.fields.winterEnd")} />
            <TimeField field={employee.summerStart} label={t("people.form.fields.summerStart")} />
            <TimeField field={employee.summerEnd} label={t("people.form.fields.summerEnd")} />
          </div>
        </fieldset>
      ) : (
        // NO_STAMPINGLOG: the record is not shown and not asked, but kept as recorded
        EMPLOYEE_FIELDS.map((k) => <input key={k} type="hidden" name={employee[k].name} value={textOf(employee[k].initialValue)} />)
      )}

      {props.quickSalId && !hidesWorker ? (
        <fieldset className={f.fieldset}>
          <legend>{t("people.form.sections.quick_id")}</legend>
          <TextField field={fields.quickSalId} label={t("people.form.fields.quickSalId")} maxLength={LIMITS.quickSalId} />
        </fieldset>
      ) : null}

      {mode === "create" ? (
        <fieldset className={f.fieldset} data-field="document">
          <legend>{t("people.form.sections.documents")}</legend>
          <p className={f.muted}>{t("people.form.document_hint")}</p>
          <div className={f.grid}>
            <TextField field={document.title} label={t("people_docs.documents.field_title")} maxLength={LIMITS.documentTitle} required={false} />
            <TextField field={document.number} label={t("people_docs.documents.field_number")} maxLength={LIMITS.documentNumber} required={false} />
            <DateField field={document.expiresAt} label={t("people_docs.documents.field_expires")} hint={t("people_docs.documents.field_expires_hint")} required={false} />
            <CheckboxField field={document.signed} label={t("people_docs.documents.field_signed")} required={false} />
          </div>
          <FileField
            field={documentFile}
            label={t("people_docs.documents.field_file")}
            hint={t("people_docs.documents.field_file_hint")}
            accept="application/pdf,image/jpeg,image/png,.pdf,.jpg,.jpeg,.png"
            required={false}
            refused={props.lastResult?.status === "error" && props.fileSent === true}
          />
        </fieldset>
      ) : null}

      {props.summary && props.links.sites && props.summary.sites !== null ? (
        <section className={f.fieldset} aria-labelledby="person-sites-title">
          <h2 id="person-sites-title">{t("people.form.sections.sites")}</h2>
          <p>{t("people.form.sites_summary", { count: props.summary.sites })}</p>
          <Link to={props.links.sites}>{t("people.form.manage_sites")}</Link>
        </section>
      ) : null}
      {props.summary && props.links.documents ? (
        <section className={f.fieldset} aria-labelledby="person-documents-title">
          <h2 id="person-documents-title">{t("people.form.sections.documents")}</h2>
          <p>
            {t("people.form.documents_summary", { count: props.summary.documents })}
            {props.summary.expiring ? ` ${t("people.form.documents_expiring", { count: props.summary.expiring })}` : ""}
          </p>
          <Link to={props.links.documents}>{t("people.form.manage_documents")}</Link>
        </section>
      ) : null}

      <div className={f.actions}>
        <button type="submit" className={s.button}>
          {t("people.form.save")}
        </button>
        <Link to={props.links.cancel} className={s.buttonSecondary}>
          {t("people.form.cancel")}
        </Link>
      </div>
    </Form>
  );
}

/** The whole page of the form, new or edit, in HR's area or the administrator's: the way back, the heading and the form with its links. */
export function PersonFormPage({
  d,
  answer,
}: {
  d: Omit<PersonFormProps, "links" | "lastResult"> & { area: PersonArea; heading: string; personId: number | null; avatar?: { name: string; photoUrl: string | null; commandId: string } | null };
  /** the refused save's answer: its errors and values, and whether a file must be chosen again */
  answer: { result: PersonFormProps["lastResult"]; fileSent?: unknown } | undefined;
}) {
  const paths = PERSON_PATHS[d.area];
  const lastResult = answer?.result;
  const fileSent = answer?.fileSent === true;
  const { t } = useTranslation();
  const id = d.personId;
  const back = id === null ? { to: paths.list, label: t("people.form.back_to_list") } : { to: paths.profile(id), label: t("people.form.back_to_person") };
  const links = id === null ? { cancel: paths.list, sites: null, documents: null } : { cancel: paths.profile(id), sites: paths.sites(id), documents: paths.documents(id) };
  return (
    <section className={`${s.card} ${f.page}`}>
      <p>
        <Link to={back.to}>← {back.label}</Link>
      </p>
      <h1 className={s.heading}>{d.heading}</h1>
      {id !== null && d.avatar ? (
        // the photo has a form of its own (a multipart post to the person's photo page), beside the record's
        <section className={f.fieldset} aria-labelledby="person-avatar-title">
          <h2 id="person-avatar-title">{t("people.list.avatar")}</h2>
          <AvatarForm name={d.avatar.name} photoUrl={d.avatar.photoUrl} commandId={d.avatar.commandId} expectedVersion={d.version} action={paths.avatar(id)} />
        </section>
      ) : null}
      <PersonForm {...d} links={links} lastResult={lastResult} fileSent={fileSent} />
    </section>
  );
}
