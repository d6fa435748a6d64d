// The marker for free text whose writer has been erased (ADR-0134): the stored text is gone, the
// page says so in the reader's language ("[rimosso]", "[entfernt]", "[supprimé]", "[removed]").
import { useTranslation } from "~/i18n/react";
import * as s from "./shell.css";

export function RemovedText() {
  const { t } = useTranslation();
  return (
    <span className={s.muted} data-removed="">
      {t("erasure.removed")}
    </span>
  );
}
