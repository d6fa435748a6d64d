import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { authorizeGet } from "~/auth/policy.server";
import { clockIntent } from "~/areas/stamping/clock-intent.server";
import { anyOf, type Policy } from "~/domain/access/policy";
import { commandAction } from "~/http/command-action.server";
import { jsonAnswer } from "~/http/json-answer.server";
import { localRedirect } from "~/http/local-redirect.server";

export const handle: { policy: Policy } = { policy: { get: anyOf(["read", "profile"]), post: anyOf(["read", "profile"]) } };

const PATH = "/app/profile/stamping";

/** Nothing to read here: the stamping page (for who may open it). */
export async function loader({ request }: LoaderFunctionArgs) {
  await authorizeGet(request, handle);
  return localRedirect(PATH, PATH, 303);
}

/**
 * The clock button's stamp sent by the page's own code, answered as JSON (ADR-0124): at once when
 * tapped, or later from the device's queue (`queued=1`, the tap's time). The same intent as the
 * stamping page's form; that form, without JavaScript, still posts to the page.
 */
export const action = (args: ActionFunctionArgs) =>
  jsonAnswer(
    () => commandAction(args, handle).intents({ "record-stamp": clockIntent(PATH) }),
    (to) => to === PATH || to === "/app/profile/dashboard",
  );
