import { createInstance } from "i18next";
import { renderToStaticMarkup } from "react-dom/server";
import { I18nextProvider } from "~/i18n/react";
import { MemoryRouter } from "react-router-dom";
import { describe, expect, it } from "vitest";
import { TeamTable, type TeamMemberView } from "./team-table";

const member = (personId: number, name: string, removable: boolean): TeamMemberView => ({
  personId, name, company: "Cantiere", projectFunction: "FOREMAN", email: "", phone: "", avatarUrl: null, editHref: null, removable,
});

async function render(members: TeamMemberView[]) {
  const i18n = createInstance();
  await i18n.init({ lng: "it", resources: { it: { common: {} } }, defaultNS: "common" });
  return renderToStaticMarkup(
    <I18nextProvider i18n={i18n}>
      <MemoryRouter initialEntries={["/app/sites/sites/1/contacts"]}>
        <TeamTable members={members} removeHref={(id) => `/app/sites/sites/1/contacts?remove=${id}`} />
      </MemoryRouter>
    </I18nextProvider>,
  );
}

describe("the site team table", () => {
  it("offers remove only for members the user may take off (the server refuses the others): no dead link", async () => {
    const html = await render([member(7, "Rossi Mario", true), member(9, "Bianchi Anna", false)]);
    expect(html).toContain("?remove=7");
    expect(html).not.toContain("?remove=9");
  });

  it("has no actions column when no member can be removed or edited", async () => {
    const html = await render([member(9, "Bianchi Anna", false)]);
    expect(html).not.toContain("?remove=");
    const headers = html.match(/<th[^>]*>/g) ?? [];
    const withMember = await render([member(7, "Rossi Mario", true)]);
    expect((withMember.match(/<th[^>]*>/g) ?? []).length).toBe(headers.length + 1);
  });
});
