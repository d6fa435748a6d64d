// The one builder of a redirect whose target is not a literal path (issue 42 M2, ADR-0099): the
// target goes through localPath (a path of this site, percent-encoded to ASCII, else the default),
// so no input can send a person to another site or throw while the answer's `Location` header is
// written — after a command committed, that was a 500 for something stored. ESLint refuses
// `redirect(` with anything but a literal elsewhere (.eslintrc.cjs).
import { redirect } from "@remix-run/node";
import { localPath } from "~/domain/shared/local-path";

/** A redirect to `to` when it is a local path (percent-encoded to ASCII), else to `fallback`. */
export function localRedirect(to: unknown, fallback: string, init?: number | ResponseInit): Response {
  return redirect(localPath(to, localPath(fallback, "/")), init);
}
