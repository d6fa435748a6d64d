// A site's picture (ADR-0059): the current one or the site's initials, a file to upload (JPEG, PNG
// or WebP, checked by its bytes on the server) and a link to the removal's confirmation step. One
// multipart form with two buttons; a refusal comes back with the note that the file must be chosen again.
import { ErrorSummary } from "~/ui/forms/error-summary";
import { getFormProps, useForm, type SubmissionResult } from "@conform-to/react";
import { Form, Link } from "@remix-run/react";
import { useTranslation } from "~/i18n/react";
import { InitialsAvatar } from "../avatar";
import { CsrfInput } from "../csrf";
import { FileField } from "../forms/fields";
import { errorText } from "../forms/messages";
import * as s from "../shell.css";
import * as p from "../profile/profile.css";
import { useClientValidation } from "~/ui/forms/client-validation";

export interface SitePictureFormProps {
  title: string;
  /** the picture's signed link; null: none (the initials are shown) */
  pictureUrl: string | null;
  commandId: string;
  expectedVersion: number;
  lastResult?: SubmissionResult<string[]> | null;
  /** a file had been chosen when the form was refused: it must be chosen again */
  fileSent?: boolean;
}

export function SitePictureForm({ title, pictureUrl, commandId, expectedVersion, lastResult, fileSent }: SitePictureFormProps) {
  const { t } = useTranslation();
  const [form, fields] = useForm<Record<string, unknown>>({ id: "site-picture-form", lastResult, onValidate: useClientValidation("form", () => import("~/domain/site/schema").then((m) => m.sitePictureFormSchema)) });
  return (
    <Form method="post" encType="multipart/form-data" {...getFormProps(form)}>
      <ErrorSummary form={form} />
      <CsrfInput />
      <input type="hidden" name="commandId" value={commandId} />
      <input type="hidden" name="expectedVersion" value={expectedVersion} />
      {form.errors?.length ? (
        <p className={s.formError} role="alert" id={form.errorId}>
          {form.errors.map((e) => errorText(t, e)).join(" ")}
        </p>
      ) : null}
      <div className={p.header}>
        {pictureUrl ? <img className={p.photo} src={pictureUrl} alt={t("sites.picture.alt", { title })} width={96} height={96} /> : <InitialsAvatar text={title} />}
        {pictureUrl ? null : <p className={s.muted}>{t("sites.picture.none")}</p>}
      </div>
      <FileField field={fields.picture} label={t("sites.picture.file")} hint={t("sites.picture.hint")} accept="image/jpeg,image/png,image/webp" refused={Boolean(fileSent)} />
      <div className={p.actions}>
        <button type="submit" name="intent" value="change-site-picture" className={s.button}>
          {t("sites.picture.upload")}
        </button>
        {pictureUrl ? (
          // asked first (spec §4): the page's confirmation step, with the irreversible-operation box
          <Link to="?delete=1" className={s.buttonSecondary}>
            {t("sites.picture.remove")}
          </Link>
        ) : null}
      </div>
    </Form>
  );
}
