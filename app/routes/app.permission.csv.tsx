import type { LoaderFunctionArgs } from "@remix-run/node";
import { authorizeGet } from "~/auth/policy.server";
import { peopleCompanies } from "~/domain/access/permissions";
import { anyOf, type Policy } from "~/domain/access/policy";
import { COMPANY_NAMES } from "~/domain/company/companies";
import { listPeople } from "~/events/queries/people.server";
import { zurichToday } from "~/clock.server";
import { getT } from "~/i18n/i18next.server";
import { getSql } from "~/runtime.server";
import { parseListParams } from "~/domain/shared/list-params";
import { csvResponse } from "~/http/csv.server";
import { PERMISSION_LIST } from "./app.permission.list";
import { personName } from "~/domain/person/name";

export const handle: { policy: Policy } = { policy: { get: anyOf(["update", "admin"]) } };

/** The permission list as CSV: the same rights, search, filter and sort, every matching row. */
export async function loader({ request }: LoaderFunctionArgs) {
  const user = await authorizeGet(request, handle);
  const params = parseListParams(request.url, { ...PERMISSION_LIST, sorts: [...PERMISSION_LIST.sorts] as ["name", "id", "company", "role"] });
  const result = await listPeople(await getSql(), {
    companies: peopleCompanies(user.principal, user.access),
    search: params.search,
    role: params.filters.role ?? null,
    sort: params.sort,
    dir: params.dir,
    page: 1,
    size: 10_000,
    today: zurichToday().toString(),
  });
  const t = await getT(request);
  return csvResponse(
    t("permission.list.title"),
    [t("permission.list.name"), t("login.username"), t("profile.company"), t("profile.role"), t("permission.list.capabilities"), t("permission.list.active")],
    result.rows.map((r) => [personName(r), r.username, COMPANY_NAMES[r.companyCode], r.role ?? "", r.capabilities.join(" "), r.active ? "1" : "0"]),
  );
}
