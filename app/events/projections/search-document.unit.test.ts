// search_document (ADR-0129): given/when/then without a database; every `thenRows` also replays the
// events and expects nothing to change (projection-spec.ts).
import { describe, it } from "vitest";
import { employee, registered } from "~/domain/person/fixtures";
import { givenProjection, inStream } from "../projection-spec";
import { searchDocument } from "./search-document.server";

const at = "2026-02-02T00:00:00.000Z";
const empty = { record_id: null, site_id: null, company_code: null, title: "", detail: "", body: "", folder: "", removed: false, owner_id: null };

describe("search_document", () => {
  it("a site: title, quickcom id and city, a revision changing only what it names", () => {
    const details = {
      title: "Scuola Besso", quickcomId: "Q26017", subject: "Facciata", status: "OPEN", category: "Edilizia", address: "Via Besso 5", city: "Lugano", zip: "6900", country: "CH",
      latitude: null, longitude: null, radius: 300, companyCode: "cantiere", currency: "CHF", offer: 100, total: 107, requiredAdvances: 30, cashedAdvances: 20, balance: 87, laborCost: 35, supplierCost: 25, othersCost: 5, goodsCost: 15,
    };
    const row = { ...empty, id: "site:12", kind: "site", record_id: 12, site_id: 12, company_code: "cantiere", title: "Scuola Besso", detail: "Q26017", body: "Lugano" };
    givenProjection(searchDocument)
      .when(inStream("site-12", [{ type: "SiteRegistered", data: { ...details, siteId: 12, at, by: null } }]))
      .thenRows([row])
      .when(inStream("site-12", [{ type: "SiteDetailsRevised", data: { city: "Massagno", siteId: 12, at, by: 1 } }], { fromVersion: 2 }))
      .thenRows([{ ...row, body: "Massagno" }])
      .when(inStream("site-12", [{ type: "SiteStatusChanged", data: { status: "CLOSED", from: "OPEN", siteId: 12, at, by: 1 } }], { fromVersion: 3 }))
      .thenRows([{ ...row, body: "Massagno" }]);
  });

  it("a person: surname first and badge, nothing left once erased", () => {
    const row = { ...empty, id: "person:42", kind: "person", record_id: 42, company_code: "cantiere", title: "Impiegato Emilio", detail: String(employee.badgeId), owner_id: 42 };
    givenProjection(searchDocument)
      .when(inStream("person-42", [registered()]))
      .thenRows([row])
      .when(inStream("person-42", [{ type: "PersonErased", data: { personId: 42, at, by: 1 } }], { fromVersion: 2 }))
      .thenRows([{ ...row, title: "", detail: "", removed: true }]);
  });

  it("a site file: its name, renamed, moved to another folder, deleted as a tombstone", () => {
    const entry = { siteId: 3, n: 1, at, by: 1 };
    const row = { ...empty, id: "file:abc.pdf", kind: "file", site_id: 3, title: "Pianta.pdf", folder: "SHARED/" };
    givenProjection(searchDocument)
      .when(inStream("sitefiles-3", [{ type: "SiteFileUploaded", data: { ...entry, key: "sites/3/SHARED/abc.pdf", folder: "SHARED/", name: "Pianta.pdf", size: 10, contentType: "application/pdf" } }]))
      .thenRows([row])
      .when(inStream("sitefiles-3", [
        { type: "SiteFileRenamed", data: { ...entry, n: 2, key: "sites/3/SHARED/abc.pdf", folder: "SHARED/", from: "Pianta.pdf", name: "Piano terra.pdf", size: 10 } },
        { type: "SiteFileMoved", data: { ...entry, n: 3, fromKey: "sites/3/SHARED/abc.pdf", key: "sites/3/Foto/abc.pdf", fromFolder: "SHARED/", folder: "Foto/", name: "Piano terra.pdf", size: 10 } },
      ], { fromVersion: 2 }))
      .thenRows([{ ...row, title: "Piano terra.pdf", folder: "Foto/" }])
      .when(inStream("sitefiles-3", [{ type: "SiteFileDeleted", data: { ...entry, n: 4, key: "sites/3/Foto/abc.pdf", folder: "Foto/", name: "Piano terra.pdf", size: 10 } }], { fromVersion: 4 }))
      .thenRows([{ ...row, title: "Piano terra.pdf", folder: "Foto/", removed: true }]);
  });
});
