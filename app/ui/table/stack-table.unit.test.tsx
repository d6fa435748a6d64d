import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { StackTable, textOf } from "./stack-table";

function Row({ name }: { name: string }) {
  return (
    <tr>
      <td>{name}</td>
    </tr>
  );
}

const html = renderToStaticMarkup(
  <StackTable className="mine" aria-label="Days">
    <thead>
      <tr>
        <th scope="col">Day</th>
        <th scope="col">
          Total <small>h</small>
        </th>
        <th scope="col">Canton</th>
        <th scope="col">
          <span className="visually-hidden">Actions</span>
        </th>
      </tr>
    </thead>
    <tbody>
      {[{ day: "Mon", total: 8 }].map((r) => (
        <tr key={r.day}>
          <td>{r.day}</td>
          <td>{r.total}</td>
          <td>{null}</td>
          <td>
            <a href="/edit">Edit</a> · <a href="/delete">Delete</a>
          </td>
        </tr>
      ))}
      <tr>
        <td colSpan={4}>A note under the rows</td>
      </tr>
      <Row name="a row of its own component" />
    </tbody>
  </StackTable>,
);

describe("StackTable", () => {
  it("names each body cell after its column's header, with the value in one box", () => {
    expect(html).toContain('<td data-label="Day"><span');
    expect(html).toMatch(/<td data-label="Total h"><span class="[^"]+">8<\/span><\/td>/);
  });

  it("gives a cell under a visually hidden header, and a cell spanning the row, no name", () => {
    expect(html).toContain('<td data-label=""><a href="/edit">Edit</a> · <a href="/delete">Delete</a></td>');
    expect(html).toContain('<td colSpan="4" data-label="">A note under the rows</td>');
  });

  it("marks an empty cell, so that a phone shows no line for it", () => {
    expect(html).toContain('<td data-label="Canton" data-empty=""></td>');
  });

  it("keeps the table's own class and attributes and leaves rows it cannot see into as they are", () => {
    expect(html).toMatch(/^<table class="[^"]+ mine" aria-label="Days">/);
    expect(html).toContain("<tr><td>a row of its own component</td></tr>");
  });

  it("reads a header's words through its elements, not what is hidden", () => {
    expect(textOf(["A", <b key="b">B</b>, 3, null, false])).toBe("AB3");
    expect(textOf(<span className="x visually-hidden">hidden</span>)).toBe("");
  });
});

describe("one table kit (issue 33)", () => {
  it("no screen writes a raw <table>: lists are DataTables, every other table a StackTable (the calendar's grid excepted)", async () => {
    const { readdirSync, readFileSync, statSync } = await import("node:fs");
    const { join } = await import("node:path");
    const KIT = new Set(["app/ui/table/data-table.tsx", "app/ui/table/stack-table.tsx", "app/ui/calendar/calendar-view.tsx",
      // the team absence overview: a grid of people and days like the calendar's, scrolling in its own box (ADR-0131)
      "app/ui/overview/absence-grid.tsx"]);
    const files: string[] = [];
    const walk = (dir: string) => {
      for (const name of readdirSync(dir)) {
        const path = join(dir, name);
        if (statSync(path).isDirectory()) walk(path);
        else if (path.endsWith(".tsx") && !path.includes(".test.")) files.push(path);
      }
    };
    walk("app");
    const raw = files.filter((f) => !KIT.has(f) && /<table[\s>]/.test(readFileSync(f, "utf8")));
    expect(raw).toEqual([]);
    expect(files.length).toBeGreaterThan(100);
  });
});
