import { describe, expect, it } from "vitest";
import { MAX_QUERY_VALUE, QUERY_PARAMS, queryParams, queryValue, searchTextOf, typedText } from "./query-params";

describe("a query value read through the one input rule", () => {
  it("drops NUL, the other control characters and DEL, keeps what people type (U+FFFD and € too)", () => {
    expect(typedText("a\u0000b\u001b[31m\u007fc")).toBe("ab[31mc");
    expect(typedText("Müller € \ufffd 𝄞")).toBe("Müller € \ufffd 𝄞");
  });

  it("drops a lone surrogate, high or low, and keeps a pair", () => {
    expect(typedText("a\ud800b")).toBe("ab");
    expect(typedText("a\udc00b")).toBe("ab");
    expect(typedText("a\ud834\udd1eb")).toBe("a\ud834\udd1eb");
    expect(typedText("\ud800\ud800\udd1e")).toBe("\ud800\udd1e");
  });

  it("refuses an over-long value as if it had not been sent (its default then applies)", () => {
    expect(queryValue("x".repeat(MAX_QUERY_VALUE))).toBe("x".repeat(MAX_QUERY_VALUE));
    expect(queryValue("x".repeat(MAX_QUERY_VALUE + 1))).toBeNull();
    expect(queryValue("12345", 4)).toBeNull();
    expect(queryValue(null)).toBeNull();
  });

  it("cuts a search text to its length, spaces collapsed and trimmed", () => {
    expect(searchTextOf("  Ro\u0000ssi   Mario ", 100)).toBe("Rossi Mario");
    expect(searchTextOf("a".repeat(5000), 100)).toBe("a".repeat(100));
    expect(searchTextOf(null, 100)).toBe("");
  });
});

describe("queryParams", () => {
  it("reads a request, a URL, a query string or URLSearchParams alike, percent-decoded", () => {
    const asked = "http://h/app/admin/tools?q=a%00b&category=%E2%82%AC&page=2&leaveIds=1&leaveIds=2%00";
    for (const src of [{ url: asked }, new URL(asked), asked, new URL(asked).searchParams]) {
      const q = queryParams(src);
      expect(q.text("q")).toBe("ab");
      expect(q.get("category")).toBe("€");
      expect(q.get("page")).toBe("2");
      expect(q.getAll("leaveIds")).toEqual(["1", "2"]);
      expect(q.has("search")).toBe(false);
      expect(q.get("search")).toBeNull();
    }
  });

  it("invalid UTF-8 arrives as U+FFFD, which is kept", () => {
    expect(queryParams("?q=%ED%A0%80").get("q")).toBe("\ufffd\ufffd\ufffd");
  });

  it("gives every parameter cleaned to a helper that reads URLSearchParams", () => {
    expect(queryParams("?key=a%00b&exp=1&x=" + "y".repeat(MAX_QUERY_VALUE + 1)).all().toString()).toBe("key=ab&exp=1");
  });

  it("names every parameter once", () => {
    expect(new Set(QUERY_PARAMS).size).toBe(QUERY_PARAMS.length);
  });
});
