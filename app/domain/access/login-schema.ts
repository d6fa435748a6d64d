import { z } from "zod";
import { TEXT_LIMITS, tooLongMessage } from "../shared/text-limits";

const { username, password } = TEXT_LIMITS.login;

/** The login form: the same schema validates in the browser and on the server. */
export const loginSchema = z.object({
  username: z.string({ required_error: "login.missing_fields" }).trim().min(1, "login.missing_fields").max(username, tooLongMessage(username)),
  // never trimmed: a password is what was typed
  password: z.string({ required_error: "login.missing_fields" }).min(1, "login.missing_fields").max(password, tooLongMessage(password)),
  remember: z.literal("on").optional(),
  redirectTo: z.string().optional(),
});
