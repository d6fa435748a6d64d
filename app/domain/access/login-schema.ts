import { z } from "zod";

/** The login form: the same schema validates in the browser and on the server. */
export const loginSchema = z.object({
  username: z.string({ required_error: "login.missing_fields" }).trim().min(1, "login.missing_fields").max(200),
  password: z.string({ required_error: "login.missing_fields" }).min(1, "login.missing_fields").max(200),
  remember: z.literal("on").optional(),
  redirectTo: z.string().optional(),
});
