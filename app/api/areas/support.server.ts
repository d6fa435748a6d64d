// The support request through the JSON API (spec part 1 §7 "Users and stamping": POST user/contacts
// with title and message): the footer form's operation and schema (submitSupportRequest,
// supportRequestSchema: both required, each within its limit), for any signed-in person.
import { z } from "zod";
import { supportRequestSchema } from "~/domain/support/schema";
import { submitSupportRequest } from "~/areas/support/submit-support-request.server";
import { endpoint, type Endpoint } from "../endpoint.server";

export const supportEndpoints: Endpoint[] = [
  endpoint({
    method: "POST",
    path: "/user/contacts",
    tag: "Support",
    summary: "Send a support request (title, message)",
    rights: "signedIn",
    body: supportRequestSchema.pick({ title: true, message: true }),
    write: true,
    response: z.object({ id: z.number().int(), message: z.string() }),
    run: async ({ sql, user, body, meta, t }) => {
      const outcome = await submitSupportRequest(sql, user, { title: body.title, message: body.message, page: "api" }, meta);
      return { status: 201, body: { id: outcome.id, message: t("feedback_sended_successfully") } };
    },
  }),
];
