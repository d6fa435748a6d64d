import { describe, expect, it } from "vitest";
import { dataUrlOf, progressOf } from "./upload-progress";

describe("the upload's progress per file", () => {
  const files = [
    { name: "a.pdf", size: 100 },
    { name: "b.jpg", size: 300 },
  ];
  it("fills the files in the order the body carries them", () => {
    expect(progressOf(files, 0, 400).map((p) => p.percent)).toEqual([0, 0]);
    expect(progressOf(files, 50, 400).map((p) => p.percent)).toEqual([50, 0]);
    expect(progressOf(files, 250, 400).map((p) => p.percent)).toEqual([100, 50]);
    expect(progressOf(files, 400, 400).map((p) => p.percent)).toEqual([100, 100]);
  });
  it("spreads the body's own bytes over the files, so the last reaches 100 with the total", () => {
    expect(progressOf(files, 500, 500).map((p) => p.percent)).toEqual([100, 100]);
    expect(progressOf(files, 250, 500).map((p) => p.percent)).toEqual([100, 33]);
  });
  it("shows an empty file as done only at the end, and nothing sent as 0", () => {
    expect(progressOf([{ name: "e", size: 0 }], 10, 20)[0].percent).toBe(0);
    expect(progressOf([{ name: "e", size: 0 }], 20, 20)[0].percent).toBe(100);
    expect(progressOf(files, 0, 0).map((p) => p.percent)).toEqual([0, 0]);
  });
});

describe("the action's single-fetch URL", () => {
  it("puts .data after the path and keeps the query", () => {
    expect(dataUrlOf("/app/sites/sites/3/files?path=SHARED%2F&view=grid", "http://app.test/x")).toBe("http://app.test/app/sites/sites/3/files.data?path=SHARED%2F&view=grid");
    expect(dataUrlOf("http://app.test/app/sites/sites/3/files", "http://app.test/")).toBe("http://app.test/app/sites/sites/3/files.data");
  });
});
