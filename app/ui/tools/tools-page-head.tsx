// The head of a page under the tool manager's list (categories, quantities, requests): the way back
// to the list, then the page's heading, which names the page's section by `id`.
import { Link } from "@remix-run/react";
import { useTranslation } from "~/i18n/react";
import * as s from "~/ui/shell.css";
import { TOOLS_PATH } from "./labels";

export function ToolsPageHead({ id, heading }: { id: string; heading: string }) {
  const { t } = useTranslation();
  return (
    <>
      <p>
        <Link to={TOOLS_PATH}>{t("tools.back_to_list")}</Link>
      </p>
      <h1 id={id} className={s.heading}>
        {heading}
      </h1>
    </>
  );
}
