// The right of access (issue 39): everything stored about one person as a JSON download, for HR
// (update hr: those who manage people; an auditor reads the record but does not take it away).
import type { LoaderFunctionArgs } from "@remix-run/node";
import { personExportOf } from "~/areas/people/person-export.server";
import { authorizeGet } from "~/auth/policy.server";
import { nowIso } from "~/clock.server";
import { anyOf, type Policy } from "~/domain/access/policy";
import { scopedPerson } from "~/http/scope.server";
import { getSql } from "~/runtime.server";

export const handle: { policy: Policy } = { policy: { get: anyOf(["update", "hr"]) } };

/** The person's data as one JSON file (another company's or an unknown person: 404). */
export async function loader({ request, params }: LoaderFunctionArgs) {
  const user = await authorizeGet(request, handle);
  const sql = await getSql();
  const person = await scopedPerson(sql, user, params.userId);
  const body = JSON.stringify(await personExportOf(sql, person.id, nowIso()), null, 2);
  return new Response(body, {
    headers: {
      "Content-Type": "application/json; charset=utf-8",
      "Content-Disposition": `attachment; filename="person-${person.id}.json"`,
      "Cache-Control": "no-store",
    },
  });
}
