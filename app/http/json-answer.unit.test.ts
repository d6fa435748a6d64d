// The JSON answer of a command action (ADR-0124): a 303 home is "stored" with the notice's cookie, a
// redirect elsewhere asks for a sign-in, a refused form gives its first message with its status, a
// refused CSRF check is "later", anything else is thrown on.
import { data, redirect } from "@remix-run/node";
import { describe, expect, it } from "vitest";
import { jsonAnswer } from "./json-answer.server";

const home = (to: string) => to === "/app/profile/stamping";
const answer = async (act: () => Promise<unknown>) => {
  const res = await jsonAnswer(act, home);
  return { status: res.status, body: await res.json(), cookies: res.headers.getSetCookie() };
};

describe("a command action answered as JSON", () => {
  it("a redirect home: stored, with the notice's cookie", async () => {
    const r = await answer(async () => {
      throw redirect("/app/profile/stamping", { status: 303, headers: { "Set-Cookie": "flash=1; Path=/" } });
    });
    expect(r).toEqual({ status: 200, body: { stored: true, to: "/app/profile/stamping" }, cookies: ["flash=1; Path=/"] });
  });

  it("a redirect to the sign-in page: a sign-in is needed", async () => {
    const r = await answer(async () => {
      throw redirect("/auth/login?redirectTo=%2Fapp", 303);
    });
    expect(r).toMatchObject({ status: 401, body: { signIn: "/auth/login?redirectTo=%2Fapp" } });
  });

  it("a refused form: its first message, with its status", async () => {
    const r = await answer(async () => data({ intent: "record-stamp", result: { status: "error", error: { "": ["Hai già timbrato l'entrata"] } } }, { status: 409 }));
    expect(r).toMatchObject({ status: 409, body: { refused: "Hai già timbrato l'entrata" } });
  });

  it("a refused CSRF check: later, with the page's own token", async () => {
    const r = await answer(async () => {
      throw data({ kind: "csrf" }, { status: 403 });
    });
    expect(r).toMatchObject({ status: 403, body: { later: true } });
  });

  it("anything else is thrown on", async () => {
    await expect(jsonAnswer(async () => Promise.reject(new Error("boom")), home)).rejects.toThrow("boom");
  });
});
