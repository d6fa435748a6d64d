import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { EmailAddress, emailParts } from "./email-address";

const textOf = (html: string) => html.replace(/<[^>]+>/g, "");

describe("an e-mail address as text", () => {
  it("is cut after the @ and before each dot and hyphen, nowhere else", () => {
    expect(emailParts("worker@cantiere-group.ch")).toEqual(["worker@", "cantiere", "-group", ".ch"]);
    expect(emailParts("davide.brunner8@cantiere-group.ch")).toEqual(["davide", ".brunner8@", "cantiere", "-group", ".ch"]);
    expect(emailParts("anna@example")).toEqual(["anna@", "example"]);
    expect(emailParts("a--b@x.y")).toEqual(["a", "-", "-b@", "x", ".y"]);
  });

  it("offers a line break only there, keeps each hyphen with what follows it, and reads as the address itself", () => {
    const html = renderToStaticMarkup(<EmailAddress address="worker@cantiere-group.ch" />);
    expect(textOf(html)).toBe("worker@cantiere-group.ch");
    expect(html.match(/<wbr\/>/g)).toHaveLength(3);
    expect(html).toMatch(/^<span data-email="">worker@<wbr\/>cantiere<wbr\/><span class="[^"]+">-g<\/span>roup<wbr\/>.ch<\/span>$/);
  });

  it("without a separator is one unbroken text", () => {
    const html = renderToStaticMarkup(<EmailAddress address="—" />);
    expect(html).toBe('<span data-email="">—</span>');
  });
});
