// The link from a record's own page to its history in the audit (issue 18): shown to those who
// may read the audit (the audit's record page checks it again on the server).
import { Link } from "@remix-run/react";
import { useTranslation } from "~/i18n/react";
import { auditRecordPath } from "./record-path";

export function HistoryLink({ streamType, id }: { streamType: string; id: number }) {
  const { t } = useTranslation();
  return (
    <Link to={auditRecordPath(streamType, id)} data-history-link={streamType}>
      {t("audit.history_link")}
    </Link>
  );
}
