// A person's photo page, their own and HR's page of another person's: the way back, the heading,
// and the photo's form, or the removal's confirmation step (asked first, irreversible); one who may
// not change the photo sees it without the form.
import { Link } from "@remix-run/react";
import type { SubmissionResult } from "@conform-to/react";
import { useTranslation } from "~/i18n/react";
import { ConfirmCommandStep, confirmRefusal } from "~/ui/confirm";
import * as s from "~/ui/shell.css";
import { AvatarForm, ProfilePhoto } from "./avatar-form";
import * as p from "./profile.css";

export interface AvatarPageData {
  name: string;
  photoUrl: string | null;
  version: number;
  commandId: string;
  /** the removal's confirmation step was asked for */
  confirming: boolean;
  mayChange: boolean;
}

/** `self`: the page's own path (where the form posts and the confirmation step's cancel leads). */
export function AvatarPage({
  d,
  answer,
  heading,
  back,
  self,
}: {
  d: AvatarPageData;
  answer: { intent: string | null; result: SubmissionResult<string[]>; fileSent?: unknown } | undefined;
  heading: string;
  back: { to: string; label: string };
  self: string;
}) {
  const { t } = useTranslation();
  return (
    <section className={`${s.card} ${p.page}`}>
      <p>
        <Link to={back.to}>← {back.label}</Link>
      </p>
      <h1 className={s.heading}>{heading}</h1>
      {d.mayChange && (d.confirming || answer?.intent === "remove-avatar") ? (
        <ConfirmCommandStep
          title={t("confirm.delete_title")}
          text={t("confirm.delete_text")}
          intent="remove-avatar"
          version={d.version}
          commandId={d.commandId}
          {...confirmRefusal(t, answer?.intent === "remove-avatar" ? answer.result.error : null)}
          irreversible
          encType="multipart/form-data"
          cancelTo={self}
          titleId="remove-avatar-title"
          cancel={t("confirm.cancel")}
          confirm={t("confirm.delete")}
        />
      ) : d.mayChange ? (
        <AvatarForm name={d.name} photoUrl={d.photoUrl} commandId={d.commandId} expectedVersion={d.version} lastResult={answer?.result} fileSent={answer?.fileSent === true} action={self} />
      ) : (
        <>
          <ProfilePhoto name={d.name} photoUrl={d.photoUrl} />
          <p className={s.muted}>{t("own_profile.avatar.not_yours")}</p>
        </>
      )}
    </section>
  );
}
