import { useTranslation } from "react-i18next";
import * as s from "~/ui/shell.css";
import { SIGNED_IN, type Policy } from "~/domain/access/policy";

export const handle: { policy: Policy } = { policy: { get: SIGNED_IN } };

/** Where a user lands when no menu entry is allowed to them. */
export default function NoRights() {
  const { t } = useTranslation();
  return (
    <div className={s.centered} style={{ minHeight: "60vh" }}>
      <p role="alert" className={s.formError}>
        {t("no_menu_rights")}
      </p>
    </div>
  );
}
