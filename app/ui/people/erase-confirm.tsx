// The confirmation step of erasing a person (issue 39, ADR-0007): rendered by the person's page
// itself at `?erase=1` (no JavaScript needed), with the irreversible-operation box the server's
// schema requires too. What the erasure does and keeps is said before the box.
import type { SubmissionResult } from "@conform-to/react";
import { useTranslation } from "~/i18n/react";
import * as c from "../confirm.css";
import { ConfirmCommandStep, confirmRefusal } from "../confirm";

export function EraseConfirm({ commandId, version, cancelTo, lastResult }: { commandId: string; version: number; cancelTo: string; lastResult: SubmissionResult<string[]> | undefined }) {
  const { t } = useTranslation();
  const { ackError, error } = confirmRefusal(t, lastResult?.error);
  return (
    <div className={c.inline} role="alertdialog" aria-labelledby="erase-title">
      <ConfirmCommandStep
        title={t("erasure.title")}
        text={t("erasure.text")}
        intent="erase-person"
        commandId={commandId}
        version={version}
        cancelTo={cancelTo}
        titleId="erase-title"
        cancel={t("erasure.cancel")}
        confirm={t("erasure.confirm")}
        irreversible
        ackError={ackError}
        error={error}
      />
    </div>
  );
}
