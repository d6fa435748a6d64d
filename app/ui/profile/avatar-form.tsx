// The person's own photo: the current one (a signed link) or the initials, a file to upload
// (JPEG, PNG or WebP, checked by its bytes on the server) and a link to the removal's confirmation step.
// One multipart form posted to /app/profile/avatar with two buttons (avatarFormSchema's intents);
// a refusal comes back to that page with the plain note that the file must be chosen again.
import { ErrorSummary } from "~/ui/forms/error-summary";
import { getFormProps, useForm, type SubmissionResult } from "@conform-to/react";
import { Form, Link } from "@remix-run/react";
import { useTranslation } from "~/i18n/react";
import { InitialsAvatar } from "../avatar";
import { CsrfInput } from "../csrf";
import { FileField } from "../forms/fields";
import { errorText } from "../forms/messages";
import * as s from "../shell.css";
import * as p from "./profile.css";
import { useClientValidation } from "~/ui/forms/client-validation";

export const AVATAR_ACTION = "/app/profile/avatar";

export interface AvatarFormProps {
  name: string;
  /** the photo's signed link; null: none (the initials are shown) */
  photoUrl: string | null;
  commandId: string;
  expectedVersion: number;
  lastResult?: SubmissionResult<string[]> | null;
  /** a file had been chosen when the form was refused: it must be chosen again */
  fileSent?: boolean;
  /** where the form posts: the person's own photo page, or HR's page of another person's photo */
  action?: string;
}

/** The photo as the profile shows it: large, or the initials. */
export function ProfilePhoto({ name, photoUrl }: { name: string; photoUrl: string | null }) {
  const { t } = useTranslation();
  return photoUrl ? <img className={p.photo} src={photoUrl} alt={t("own_profile.avatar.alt", { name })} width={96} height={96} /> : <InitialsAvatar text={name} />;
}

export function AvatarForm({ name, photoUrl, commandId, expectedVersion, lastResult, fileSent, action = AVATAR_ACTION }: AvatarFormProps) {
  const { t } = useTranslation();
  // the file is the server's to check (by its bytes); the browser checks which button was pressed
  const [form, fields] = useForm<Record<string, unknown>>({ id: "avatar-form", lastResult, onValidate: useClientValidation("form", () => import("~/domain/person/schema").then((m) => m.avatarFormSchema)) });
  return (
    <Form method="post" action={action} encType="multipart/form-data" {...getFormProps(form)}>
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
        <ProfilePhoto name={name} photoUrl={photoUrl} />
        {photoUrl ? null : <p className={s.muted}>{t("own_profile.avatar.none")}</p>}
      </div>
      <FileField field={fields.avatar} label={t("own_profile.avatar.file")} accept="image/jpeg,image/png,image/webp" refused={Boolean(fileSent)} />
      <div className={p.actions}>
        <button type="submit" name="intent" value="change-avatar" className={s.button}>
          {t("own_profile.actions.upload_avatar")}
        </button>
        {photoUrl ? (
          // asked first (spec §4): the photo page's confirmation step, with the irreversible-operation box
          <Link to={`${action}?delete=1`} className={s.buttonSecondary}>
            {t("own_profile.actions.remove_avatar")}
          </Link>
        ) : null}
      </div>
    </Form>
  );
}
