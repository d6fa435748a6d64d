// The login form as the action reads it. Its own server module so that the login page's browser
// bundle carries neither zod nor the schema (the page validates nothing in the browser: see the
// route); bench/RESULTS-pages.md.
import { parseForm } from "~/ui/forms/parse";
import { loginSchema } from "~/domain/access/login-schema";

export function parseLogin(form: FormData) {
  return parseForm(form, { schema: loginSchema });
}
