import { describe, expect, it } from "vitest";
import { perRequest } from "./per-request.server";

const req = (method: string, id?: string) =>
  new Request("http://localhost/app", { method, headers: id ? { "x-cantiere-request-id": id } : {} });

describe("a value per request", () => {
  it("is worked out once for all the loaders of one GET, which each get their own Request object", async () => {
    let calls = 0;
    const compute = async () => ++calls;
    const [a, b] = await Promise.all([perRequest("x", req("GET", "0123456789"), compute), perRequest("x", req("GET", "0123456789"), compute)]);
    expect([a, b, calls]).toEqual([1, 1, 1]);
    expect(await perRequest("x", req("GET", "abcdefabcd"), compute)).toBe(2);
    expect(await perRequest("other", req("GET", "0123456789"), async () => "y")).toBe("y");
  });

  it("is kept per Request object for a POST (its action may change what the loaders after it read) and without the server's id", async () => {
    let calls = 0;
    const compute = async () => ++calls;
    const post = req("POST", "1111111111");
    expect(await perRequest("x", post, compute)).toBe(1);
    expect(await perRequest("x", post, compute)).toBe(1);
    expect(await perRequest("x", req("POST", "1111111111"), compute)).toBe(2);
    const bare = req("GET");
    expect(await perRequest("x", bare, compute)).toBe(3);
    expect(await perRequest("x", bare, compute)).toBe(3);
    expect(await perRequest("x", req("GET", "not-an-id!"), compute)).toBe(4);
  });
});
