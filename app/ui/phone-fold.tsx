// Filters and bulk actions on a phone: folded in a <details> "Filters" panel so the list starts on
// the first screen; on a wide screen they show as they are (ADR-0075). No JavaScript needed.
import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import * as f from "./phone-fold.css";

export function PhoneFold({ children, label, open = false }: { children: ReactNode; label?: string; open?: boolean }) {
  const { t } = useTranslation();
  return (
    <details className={f.fold} open={open || undefined} data-phone-fold="">
      <summary className={f.summary}>{label ?? t("shell_screens.filters")}</summary>
      <div className={f.body}>{children}</div>
    </details>
  );
}
