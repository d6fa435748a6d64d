// The login form as the action reads it. Its own server module so that the login page's browser
// bundle carries neither zod nor the schema (the page validates nothing in the browser: see the
// route); bench/RESULTS-pages.md.
import { parseWithZod } from "@conform-to/zod";
import { loginSchema } from "~/domain/access/login-schema";

export function parseLogin(form: FormData) {
  return parseWithZod(form, { schema: loginSchema });
}
