// Forms of the access screens: one schema each, used by conform in the browser and on the server.
// Messages are translation keys.
import { z } from "zod";
import { CAPABILITIES, ROLES } from "./permissions";
import { TEXT_LIMITS, tooLongMessage } from "../shared/text-limits";
import { PASSWORD_PATTERN } from "./password-rules";

/** A new password: the spec's rule, and at most TEXT_LIMITS.password characters. */
const password = z
  .string({ required_error: "errors.required" })
  .max(TEXT_LIMITS.password, tooLongMessage(TEXT_LIMITS.password))
  .regex(PASSWORD_PATTERN, "validationMessagePassword");

export const changeAccessSchema = z.object({
  intent: z.literal("change-access"),
  role: z.preprocess((v) => (v === "" || v === "NONE" ? null : v), z.enum(ROLES).nullable()),
  capabilities: z.preprocess((v) => (v === undefined ? [] : Array.isArray(v) ? v : [v]), z.array(z.enum(CAPABILITIES))),
  commandId: z.string().optional(),
  expectedVersion: z.coerce.number().int().min(0).optional(),
});

export const setPasswordSchema = z
  .object({
    intent: z.literal("set-password"),
    newPassword: password,
    confirmPassword: z.string({ required_error: "errors.required" }),
    commandId: z.string().optional(),
  })
  .refine((v) => v.newPassword === v.confirmPassword, { message: "passwords_do_not_match", path: ["confirmPassword"] });

/** The profile's password form: the old password is required when any of the three is filled. */
export const changeOwnPasswordSchema = z
  .object({
    oldPassword: z.string().optional(),
    newPassword: z.string().optional(),
    confirmPassword: z.string().optional(),
    commandId: z.string().optional(),
  })
  .superRefine((v, ctx) => {
    const any = Boolean(v.oldPassword || v.newPassword || v.confirmPassword);
    if (!any) {
      ctx.addIssue({ code: "custom", path: ["newPassword"], message: "errors.required" });
      return;
    }
    if (!v.oldPassword) ctx.addIssue({ code: "custom", path: ["oldPassword"], message: "errors.required" });
    // the old password is any the person could sign in with
    else if (v.oldPassword.length > TEXT_LIMITS.login.password) ctx.addIssue({ code: "custom", path: ["oldPassword"], message: tooLongMessage(TEXT_LIMITS.login.password) });
    if (!v.newPassword) ctx.addIssue({ code: "custom", path: ["newPassword"], message: "errors.required" });
    else if (v.newPassword.length > TEXT_LIMITS.password) ctx.addIssue({ code: "custom", path: ["newPassword"], message: tooLongMessage(TEXT_LIMITS.password) });
    else if (!PASSWORD_PATTERN.test(v.newPassword)) ctx.addIssue({ code: "custom", path: ["newPassword"], message: "validationMessagePassword" });
    if (v.newPassword !== v.confirmPassword) ctx.addIssue({ code: "custom", path: ["confirmPassword"], message: "passwords_do_not_match" });
  });
