// A command action answered as JSON, for the browser's own code (the device's stamp queue, ADR-0124):
// the same action, its 303 as { stored, to } with the notice's cookie kept for the next page, a
// refused form as { refused: its first message } with the refusal's status, a sign-in needed as
// { signIn: where }. The page's form (JavaScript off) keeps posting to the page itself.
import { json } from "@remix-run/node";

type Answer = { stored: true; to: string } | { refused: string } | { signIn: string } | { later: true };

function firstMessage(result: unknown): string {
  const error = (result as { error?: Record<string, string[] | null> } | null)?.error ?? {};
  for (const messages of Object.values(error)) if (messages && messages.length > 0) return messages[0];
  return "";
}

const dataOf = (v: unknown): { data: unknown; init: ResponseInit | null } | null =>
  v !== null && typeof v === "object" && (v as { type?: unknown }).type === "DataWithResponseInit" ? (v as { data: unknown; init: ResponseInit | null }) : null;

/**
 * Runs `act` (a commandAction's intents) and answers what it did as JSON. `home`: the pages a
 * stored command goes back to; a redirect anywhere else (the sign-in page) asks for a sign-in.
 */
export async function jsonAnswer(act: () => Promise<unknown>, home: (to: string) => boolean): Promise<Response> {
  const answer = (body: Answer, status: number, headers?: Headers) => json(body, { status, headers });
  try {
    const out = dataOf(await act());
    const status = out?.init?.status ?? 200;
    return answer({ refused: firstMessage((out?.data as { result?: unknown } | undefined)?.result) }, status >= 400 ? status : 400);
  } catch (thrown) {
    if (thrown instanceof Response && thrown.status >= 300 && thrown.status < 400) {
      const to = thrown.headers.get("Location") ?? "/";
      if (!home(to)) return answer({ signIn: to }, 401);
      const headers = new Headers();
      // the notice the next page shows ("Entrata registrata alle 07:12")
      for (const cookie of thrown.headers.getSetCookie()) headers.append("Set-Cookie", cookie);
      return answer({ stored: true, to }, 200, headers);
    }
    const refused = dataOf(thrown);
    // a refused CSRF check (a token of another session): tried again with the page's own
    if (refused) return answer({ later: true }, refused.init?.status ?? 403);
    if (thrown instanceof Response && thrown.status < 500) return answer({ later: true }, thrown.status);
    throw thrown;
  }
}
