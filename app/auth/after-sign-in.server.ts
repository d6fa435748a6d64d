// What every sign-in ends with, local or single sign-on: a new session, the anonymous CSRF token
// dropped, and the person's landing page.
import { redirect } from "@remix-run/node";
import { accessOf } from "~/domain/access/permissions";
import { landingPath } from "~/domain/access/menu";
import { personById } from "~/events/queries/people.server";
import { processSql } from "~/db.server";
import { clearAnonCsrf } from "./csrf.server";
import { createSession } from "./session.server";
import { localPath } from "~/domain/shared/local-path";

/** The 303 redirect after a sign-in: to redirectTo when the person may open it, else their first page, else the no-rights page. */
export async function redirectAfterSignIn(
  request: Request,
  personId: number,
  opts: { remember: boolean; redirectTo: unknown; headers?: HeadersInit },
): Promise<Response> {
  const sessionCookie = await createSession(request, personId, opts.remember);
  const person = await personById(await processSql(), personId);
  const access = accessOf({
    personId,
    role: person?.role ?? null,
    capabilities: person?.capabilities ?? [],
    companyCode: person?.companyCode ?? "cantiere",
    active: true,
  });
  const redirectTo = localPath(opts.redirectTo, "");
  const target = landingPath(access, redirectTo || null) ?? "/app/no-rights";
  const headers = new Headers(opts.headers);
  headers.append("Set-Cookie", sessionCookie);
  headers.append("Set-Cookie", await clearAnonCsrf(request));
  return redirect(localPath(target, "/app/no-rights"), { status: 303, headers });
}
