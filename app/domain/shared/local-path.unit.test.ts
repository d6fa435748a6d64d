import { describe, expect, it } from "vitest";
import { localPath, MAX_REDIRECT_LENGTH } from "./local-path";

describe("a redirect target from a request", () => {
  it("takes a path of this site as it is, query and fragment too", () => {
    expect(localPath("/app/hr/expense-requests?status=ALL&search=a%20b#row-3", "/app")).toBe("/app/hr/expense-requests?status=ALL&search=a%20b#row-3");
    expect(localPath("/", "/app")).toBe("/");
  });

  it("percent-encodes every character past ASCII as UTF-8, leaving what is encoded already", () => {
    expect(localPath("/app?search=€", "/")).toBe("/app?search=%E2%82%AC");
    expect(localPath("/app\u00ff\u00fe", "/")).toBe("/app%C3%BF%C3%BE");
    expect(localPath("/app\ufffd\ufffd", "/")).toBe("/app%EF%BF%BD%EF%BF%BD");
    expect(localPath("/sites/Zürich?q=%C3%BC", "/")).toBe("/sites/Z%C3%BCrich?q=%C3%BC");
    expect(localPath("/app/𝄞", "/")).toBe("/app/%F0%9D%84%9E");
  });

  it("gives the default for another site, a path that could name another host, a backslash, a control character or a space", () => {
    for (const to of ["https://evil.example", "//evil.example/x", "/\\evil.example", "/app\\x", "/.//evil.example", "/a//b", "app", "", "/app\u0000", "/app\nLocation: x", "/a b", "/app\u007f"]) {
      expect(localPath(to, "/fallback"), JSON.stringify(to)).toBe("/fallback");
    }
  });

  it("gives the default for a lone surrogate, a value that is not text, or one too long", () => {
    expect(localPath("/app\ud800", "/f")).toBe("/f");
    expect(localPath("/app\udc00x", "/f")).toBe("/f");
    expect(localPath(null, "/f")).toBe("/f");
    expect(localPath(["/app"], "/f")).toBe("/f");
    expect(localPath("/" + "a".repeat(MAX_REDIRECT_LENGTH), "/f")).toBe("/f");
  });

  it("allows `//` in the query, where it names no host", () => {
    expect(localPath("/app/audit?from=a//b", "/f")).toBe("/app/audit?from=a//b");
  });

  it("dot segments never climb out of the site", () => {
    expect(localPath("/a/../../b", "/f")).toBe("/a/../../b");
    expect(localPath("/%2e%2e/%2e%2e//evil", "/f")).toBe("/f");
  });
});
