import { describe, expect, it } from "vitest";
import { lowerScriptPriority } from "./script-priority.server";

describe("the modulepreload links' priority", () => {
  it("marks every modulepreload link low, on the bytes, leaving multi-byte text intact", () => {
    const html = '<p>Città — ☆ ü</p><link rel="modulepreload" href="/a.js"/><link rel="stylesheet" href="/s.css"/><link rel="modulepreload" href="/b.js"/>';
    const out = lowerScriptPriority(Buffer.from(html)).toString("utf8");
    expect(out).toBe(html.replaceAll('<link rel="modulepreload"', '<link rel="modulepreload" fetchpriority="low"'));
    expect(out.match(/fetchpriority="low"/g)).toHaveLength(2);
  });

  it("returns a page without such links as it is", () => {
    const page = Buffer.from("<p>nothing to preload</p>");
    expect(lowerScriptPriority(page)).toBe(page);
  });
});
