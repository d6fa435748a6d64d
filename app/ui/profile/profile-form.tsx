// The person's own profile form: with update profile the full one (identity and contacts,
// ownProfileSchema), otherwise the restricted one (contacts only, ownContactsSchema). Phone rows
// are added and removed by conform's list intents, which are submit buttons, so without
// JavaScript too: the action answers with the form re-rendered, every value kept. A WORKER's form
// leaves out birthday, gender and the private phones; the decider keeps the recorded ones.
import { ErrorSummary } from "~/ui/forms/error-summary";
import { getFormProps, useForm, type SubmissionResult } from "@conform-to/react";
import { Form } from "@remix-run/react";
import { useTranslation } from "~/i18n/react";
import type { Capability, Role } from "~/domain/access/permissions";
import { LIMITS } from "~/domain/person/types";
import { CsrfInput } from "../csrf";
import { DateField, SelectField, TextField } from "../forms/fields";
import { errorText } from "../forms/messages";
import * as s from "../shell.css";
import { civilStatusOptions, countryOptions, genderOptions, motherLanguageOptions, phoneTypeOptions } from "./choices";
import * as p from "./profile.css";
import { useClientValidation } from "~/ui/forms/client-validation";

export type ProfileFormDefaults = {
  firstName?: string;
  lastName?: string;
  birthday?: string;
  gender?: string;
  civilStatus?: string;
  childrenNumber?: string;
  motherLanguage?: string;
  address: string;
  zip: string;
  city: string;
  countryId: string;
  personalMail: string;
  officeMail: string;
  phones: { number: string; type: string }[];
};

export interface ProfileFormProps {
  /** full: identity and contacts (update profile); contacts: the restricted form */
  mode: "full" | "contacts";
  /** the person's own role and capabilities: the rules of the full form read them */
  role: Role | null;
  capabilities: readonly Capability[];
  /** a WORKER's form: no birthday, gender nor private phones */
  hideWorkerFields: boolean;
  defaults: ProfileFormDefaults;
  commandId: string;
  expectedVersion: number;
  lastResult: SubmissionResult<string[]> | null | undefined;
}

export const PROFILE_INTENT = "change-profile";

export function ProfileForm({ mode, role, capabilities, hideWorkerFields, defaults, commandId, expectedVersion, lastResult }: ProfileFormProps) {
  const { t } = useTranslation();
  const [form, fields] = useForm({
    id: "own-profile-form",
    lastResult,
    defaultValue: defaults,
    shouldValidate: "onSubmit",
    shouldRevalidate: "onInput",
    onValidate: useClientValidation(mode, () => import("~/domain/person/schema").then((m) => mode === "full" ? m.ownProfileSchema({ role, capabilities }) : m.ownContactsSchema)),
  });
  const phones = fields.phones.getFieldList();
  const choose = t("own_profile.choose");
  return (
    <Form method="post" {...getFormProps(form)}>
      <ErrorSummary form={form} />
      <CsrfInput />
      <input type="hidden" name="intent" value={PROFILE_INTENT} />
      <input type="hidden" name="commandId" value={commandId} />
      <input type="hidden" name="expectedVersion" value={expectedVersion} />
      {/* why: Enter in a field submits the form's first submit button, which must be the save, not a phone row's remove */}
      <button type="submit" className={p.defaultSubmit} tabIndex={-1} aria-hidden="true" />
      {form.errors?.length ? (
        <p className={s.formError} role="alert" id={form.errorId}>
          {form.errors.map((e) => errorText(t, e)).join(" ")}
        </p>
      ) : null}
      {mode === "full" ? (
        <fieldset className={p.fieldset}>
          <legend>{t("own_profile.sections.identity")}</legend>
          <div className={p.row}>
            <TextField field={fields.firstName} label={t("own_profile.fields.first_name")} maxLength={LIMITS.name} autoComplete="given-name" required />
            <TextField field={fields.lastName} label={t("own_profile.fields.last_name")} maxLength={LIMITS.name} autoComplete="family-name" required />
          </div>
          <div className={p.row}>
            {hideWorkerFields ? null : (
              <>
                <DateField field={fields.birthday} label={t("own_profile.fields.birthday")} />
                <SelectField field={fields.gender} label={t("own_profile.fields.gender")} options={genderOptions(t)} placeholder={choose} />
              </>
            )}
            <SelectField field={fields.civilStatus} label={t("own_profile.fields.civil_status")} options={civilStatusOptions(t)} placeholder={choose} />
            <TextField field={fields.childrenNumber} label={t("own_profile.fields.children_number")} maxLength={3} />
            <SelectField field={fields.motherLanguage} label={t("own_profile.fields.mother_language")} options={motherLanguageOptions(t)} placeholder={choose} />
          </div>
        </fieldset>
      ) : null}
      <fieldset className={p.fieldset}>
        <legend>{t("own_profile.sections.contacts")}</legend>
        <TextField field={fields.address} label={t("own_profile.fields.address")} maxLength={LIMITS.address} autoComplete="street-address" />
        <div className={p.row}>
          <TextField field={fields.zip} label={t("own_profile.fields.zip")} maxLength={LIMITS.zip} autoComplete="postal-code" />
          <TextField field={fields.city} label={t("own_profile.fields.city")} maxLength={LIMITS.city} autoComplete="address-level2" />
          <SelectField field={fields.countryId} label={t("own_profile.fields.country")} options={countryOptions(t)} placeholder={choose} required />
        </div>
        <div className={p.row}>
          <TextField field={fields.personalMail} label={t("own_profile.fields.personal_mail")} maxLength={LIMITS.email} type="email" autoComplete="email" />
          <TextField field={fields.officeMail} label={t("own_profile.fields.office_mail")} maxLength={LIMITS.email} type="email" />
        </div>
      </fieldset>
      <fieldset className={p.fieldset} aria-describedby={fields.phones.errors?.length ? fields.phones.errorId : undefined}>
        <legend>{t("own_profile.sections.phones")}</legend>
        {phones.length === 0 ? <p className={s.muted}>{t("own_profile.no_phones")}</p> : null}
        {phones.map((phone, i) => {
          const row = phone.getFieldset();
          return (
            <div key={phone.key} className={p.row} data-phone-row={i}>
              <TextField field={row.number} label={t("own_profile.fields.phone_number", { n: i + 1 })} maxLength={LIMITS.phone} type="tel" />
              <SelectField field={row.type} label={t("own_profile.fields.phone_type", { n: i + 1 })} options={phoneTypeOptions(t, hideWorkerFields)} placeholder={choose} />
              <div className={s.field}>
                <button className={s.buttonSecondary} {...form.remove.getButtonProps({ name: fields.phones.name, index: i })}>
                  {t("own_profile.actions.remove_phone", { n: i + 1 })}
                </button>
              </div>
            </div>
          );
        })}
        {fields.phones.errors?.length ? (
          <p className={s.fieldError} id={fields.phones.errorId}>
            {fields.phones.errors.map((e) => errorText(t, e)).join(" ")}
          </p>
        ) : null}
        {phones.length < LIMITS.phones ? (
          <button className={s.buttonSecondary} {...form.insert.getButtonProps({ name: fields.phones.name, defaultValue: { number: "", type: "" } })}>
            {t("own_profile.actions.add_phone")}
          </button>
        ) : null}
      </fieldset>
      <div className={p.actions}>
        <button type="submit" className={s.button}>
          {t("own_profile.actions.save_profile")}
        </button>
      </div>
    </Form>
  );
}
