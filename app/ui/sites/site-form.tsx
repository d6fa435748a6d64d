// The site edit form (ADR-0051): details, place (with the map link and the address lookup), and the
// figures the user may see. A plain form: without JavaScript the server's schema is the only check
// and a refusal comes back with every value kept, the message beside its field. The lookup button
// (intent `geocode-site`) sends the same form and gets it back with the coordinates filled in.
import { ErrorSummary } from "~/ui/forms/error-summary";
import { getFormProps, useForm, type SubmissionResult } from "@conform-to/react";
import { Form, Link } from "@remix-run/react";
import { useTranslation } from "~/i18n/react";
import type { CompanyCode } from "~/domain/company/companies";
import { CsrfInput } from "../csrf";
import { MoneyField, SelectField, TextAreaField, TextField, textOf } from "../forms/fields";
import { errorsText } from "../forms/messages";
import { useClientValidation } from "../forms/client-validation";
import * as s from "../shell.css";
import * as e from "./site-edit.css";
import type { SiteFormView } from "./site-form-view";
import { SiteMap } from "./site-map";

/** Where the lookup's coordinates came from (app/areas/sites/geocoder.server.ts). */
export type GeocodeNote = "found" | "site" | "default";

export interface SiteFormProps {
  view: SiteFormView;
  commandId: string;
  expectedVersion: number;
  lastResult: SubmissionResult<string[]> | null | undefined;
  /** the lookup's answer, shown beside the coordinates */
  geocoded: GeocodeNote | null;
  cancelTo: string;
}

/** A typed coordinate as a number for the map: "" is none, unreadable text NaN (the map says why not). */
function coordinateOf(text: string): number | null {
  const s = text.trim().replace(",", ".");
  return s === "" ? null : /^[+-]?\d+(\.\d*)?$/.test(s) ? Number(s) : Number.NaN;
}

export function SiteForm({ view, commandId, expectedVersion, lastResult, geocoded, cancelTo }: SiteFormProps) {
  const { t } = useTranslation();
  const [form, fields] = useForm({
    id: "site-form",
    lastResult,
    defaultValue: view.defaults,
    shouldValidate: "onSubmit",
    shouldRevalidate: "onInput",
    onValidate: useClientValidation("form", () =>
      import("~/domain/site/schema").then((m) =>
        m.siteFormSchema({
          companies: view.companies.map((c) => c.value as CompanyCode),
          currentCategory: view.categories.find((c) => !c.code)?.value ?? "",
          may: { totals: view.totals.length > 0, costs: view.costs.length > 0 },
        }),
      ),
    ),
  });
  const f = fields as unknown as Record<string, (typeof fields)[keyof typeof fields]>;
  const currency = textOf(f.currency?.initialValue) || view.defaults.currency || "CHF";
  const failed = Object.keys(form.allErrors).length > 0;
  const label = (k: string) => t(`sites.edit.fields.${k}`);
  return (
    <Form method="post" {...getFormProps(form)} className={e.form}>
      <ErrorSummary form={form} />
      <CsrfInput />
      {/* the first submit button is the one Enter presses: saving, never the lookup */}
      <button type="submit" name="intent" value="change-site" className="visually-hidden" tabIndex={-1} aria-hidden="true">
        {t("sites.edit.save")}
      </button>
      <input type="hidden" name="commandId" value={commandId} />
      <input type="hidden" name="expectedVersion" value={expectedVersion} />
      {failed ? (
        <p className={s.formError} role="alert" id={form.errorId}>
          {[t("sites.edit.not_saved"), errorsText(t, form.errors)].filter(Boolean).join(" ")}
        </p>
      ) : null}
      <fieldset className={e.fieldset}>
        <legend className={e.legend}>{t("sites.edit.details")}</legend>
        <TextField field={f.title} label={label("title")} required maxLength={200} />
        <TextField field={f.quickcomId} label={label("quickcomId")} maxLength={40} />
        <div className={e.wide}>
          <TextAreaField field={f.subject} label={label("subject")} maxLength={500} rows={2} />
        </div>
        <SelectField field={f.status} label={label("status")} options={view.statuses.map((v) => ({ value: v, label: t(`sites.status.${v}`) }))} />
        <SelectField
          field={f.category}
          label={label("category")}
          placeholder={view.defaults.category ? undefined : "—"}
          options={view.categories.map((c) => ({ value: c.value, label: c.code ? t(`sites.categories.${c.value}`) : c.value }))}
        />
        <SelectField field={f.companyCode} label={label("companyCode")} options={view.companies} />
      </fieldset>
      <fieldset className={e.fieldset}>
        <legend className={e.legend}>{t("sites.edit.place")}</legend>
        <TextField field={f.address} label={label("address")} maxLength={200} autoComplete="street-address" />
        <TextField field={f.zip} label={label("zip")} maxLength={20} autoComplete="postal-code" />
        <TextField field={f.city} label={label("city")} maxLength={100} autoComplete="address-level2" />
        <TextField field={f.country} label={label("country")} maxLength={60} autoComplete="country-name" />
        <TextField field={f.latitude} label={label("latitude")} hint={t("sites.edit.latitude_hint")} />
        <TextField field={f.longitude} label={label("longitude")} hint={t("sites.edit.longitude_hint")} />
        <TextField field={f.radius} label={label("radius")} hint={t("sites.edit.radius_hint")} />
        <div className={e.lookup}>
          <button type="submit" name="intent" value="geocode-site" formNoValidate className={s.buttonSecondary}>
            {t("sites.edit.geocode")}
          </button>
          {geocoded ? (
            <p className={e.note} role="status">
              {t(`sites.edit.geocoded.${geocoded}`)}
            </p>
          ) : null}
        </div>
        <div className={e.wide}>
          <SiteMap latitude={coordinateOf(textOf(f.latitude.initialValue))} longitude={coordinateOf(textOf(f.longitude.initialValue))} />
        </div>
      </fieldset>
      {view.totals.length > 0 ? (
        <fieldset className={e.fieldset}>
          <legend className={e.legend}>{t("sites.dashboard.money")}</legend>
          <SelectField field={f.currency} label={label("currency")} options={view.currencies.map((c) => ({ value: c, label: c }))} />
          {view.totals.map((k) => (
            <MoneyField key={k} field={f[k]} label={label(k)} currency={currency} />
          ))}
        </fieldset>
      ) : null}
      {view.costs.length > 0 ? (
        <fieldset className={e.fieldset}>
          <legend className={e.legend}>{t("sites.dashboard.costs")}</legend>
          {view.costs.map((k) => (
            <MoneyField key={k} field={f[k]} label={label(k)} currency={currency} />
          ))}
        </fieldset>
      ) : null}
      <input type="hidden" name="intent" value="change-site" />
      <div className={e.actions}>
        <button type="submit" name="intent" value="change-site" className={s.button}>
          {t("sites.edit.save")}
        </button>
        <Link to={cancelTo} className={s.buttonSecondary}>
          {t("sites.edit.cancel")}
        </Link>
      </div>
    </Form>
  );
}
