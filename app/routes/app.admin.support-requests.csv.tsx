import type { LoaderFunctionArgs } from "@remix-run/node";
import { authorizeGet } from "~/auth/policy.server";
import { anyOf, type Policy } from "~/domain/access/policy";
import { formatDateTime } from "~/domain/shared/format";
import { listSupportRequests } from "~/events/queries/support.server";
import { getT } from "~/i18n/i18next.server";
import { getSql } from "~/runtime.server";
import { csvResponse } from "~/http/csv.server";

export const handle: { policy: Policy } = { policy: { get: anyOf(["read", "admin"]) } };

/** Every open support request as CSV, newest first. */
export async function loader({ request }: LoaderFunctionArgs) {
  await authorizeGet(request, handle);
  const { rows } = await listSupportRequests(await getSql(), { page: 1, size: 10_000 });
  const t = await getT(request);
  return csvResponse(
    t("support.list_title"),
    [t("support.submitted_at"), t("support.from"), t("support.field_title"), t("support.field_message"), t("support.page")],
    rows.map((r) => [formatDateTime(r.submittedAt), r.personName, r.title, r.message, r.page]),
  );
}
