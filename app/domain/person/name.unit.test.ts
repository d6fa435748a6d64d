import { describe, expect, it } from "vitest";
import { chooserLabels, personName, personNameOf } from "./name";

describe("a person's name", () => {
  it("is 'last name, first name'", () => {
    expect(personName({ firstName: "Mario", lastName: "Rossi" })).toBe("Rossi, Mario");
    expect(personNameOf({ first_name: " Anna ", last_name: "Bernasconi  " })).toBe("Bernasconi, Anna");
  });

  it("is the one part there is when the other is empty, and empty for an erased person", () => {
    expect(personName({ firstName: "", lastName: "Rossi" })).toBe("Rossi");
    expect(personName({ firstName: "Mario", lastName: "" })).toBe("Mario");
    expect(personNameOf({ first_name: null, last_name: null })).toBe("");
  });
});

describe("a person chooser's labels", () => {
  const rossiSitaf = { id: 1, name: "Rossi, Mario", company: "Sitaf", username: "mrossi" };
  const rossiEdemar = { id: 2, name: "Rossi, Mario", company: "Edemar", username: "mario.rossi" };
  const bianchi = { id: 3, name: "Bianchi, Luca", company: "Sitaf", username: "lbianchi" };

  it("given unique names, then the names alone", () => {
    expect(chooserLabels([bianchi, rossiSitaf])).toEqual(["Bianchi, Luca", "Rossi, Mario"]);
  });

  it("given the same name in two companies, then the company beside each", () => {
    expect(chooserLabels([bianchi, rossiEdemar, rossiSitaf])).toEqual(["Bianchi, Luca", "Rossi, Mario (Edemar)", "Rossi, Mario (Sitaf)"]);
  });

  it("given the same name twice in one company, then the username as well, else the number", () => {
    const twin = { id: 4, name: "rossi, mario", company: "Sitaf", username: null };
    expect(chooserLabels([rossiSitaf, twin, rossiEdemar])).toEqual(["Rossi, Mario (Sitaf, mrossi)", "rossi, mario (Sitaf, #4)", "Rossi, Mario (Edemar)"]);
  });

  it("given no company (a chooser grouped by company), then the username beside a repeated name", () => {
    expect(chooserLabels([{ id: 5, name: "Rossi, Mario", username: "a" }, { id: 6, name: "Rossi, Mario", username: "b" }])).toEqual(["Rossi, Mario (a)", "Rossi, Mario (b)"]);
  });

  it("given company 'always', then every name carries its company, and the username only where that is not enough", () => {
    const twin = { id: 4, name: "Rossi, Mario", company: "Sitaf", username: "mrossi2" };
    expect(chooserLabels([bianchi, rossiSitaf, twin], { company: "always" })).toEqual(["Bianchi, Luca (Sitaf)", "Rossi, Mario (Sitaf, mrossi)", "Rossi, Mario (Sitaf, mrossi2)"]);
  });

  it("never gives two options the same label", () => {
    const people = [rossiSitaf, rossiEdemar, bianchi, { id: 7, name: "Rossi, Mario", company: "Sitaf", username: null }, { id: 8, name: "Bianchi, Luca", company: null, username: null }];
    const labels = chooserLabels(people);
    expect(new Set(labels).size).toBe(labels.length);
  });
});
