// Projection specifications without a database: given the table's rows, when events arrive, then
// the rows (app/events/projection-spec.ts). Every projection's fold is pure, so every one has a
// spec here; the SQL around it (load, upsert, the registry) is covered by tests/integration.
import { describe, expect, it } from "vitest";
import * as expense from "~/domain/expense/fixtures";
import * as leave from "~/domain/leave/fixtures";
import { employee, personal, registered } from "~/domain/person/fixtures";
import * as stamp from "~/domain/stamping/fixtures";
import type { DomainEvent } from "~/domain/shared/decider";
import { givenProjection, inStream } from "../projection-spec";
import { companyList } from "./company-list.server";
import { dailyHoursList } from "./daily-hours-list.server";
import { expenseList } from "./expense-list.server";
import { festivityList } from "./festivity-list.server";
import { calendarFeedList } from "./calendar-feed-list.server";
import { leaveList } from "./leave-list.server";
import { legalDocumentList } from "./legal-document-list.server";
import { personList } from "./person-list.server";
import { personProfile } from "./person-profile.server";
import { siteFavourite } from "./site-favourite.server";
import { siteList } from "./site-list.server";
import { siteSchedule } from "./site-schedule.server";
import { siteTeam } from "./site-team.server";
import { stampList } from "./stamp-list.server";
import { streamSummary } from "./stream-summary.server";
import { supportRequestList } from "./support-request-list.server";
import { workingHoursRuleList } from "./working-hours-rule-list.server";
import { workingTimeCarryOver } from "./working-time-carry-over.server";
import { monthClose } from "./month-close.server";

const ERASED_AT = "2026-04-01T09:00:00.000Z";
/** The person's erasure, recorded in their own stream after `after` earlier events. */
const erasure = (personId: number, after = 1) =>
  inStream(`person-${personId}`, [{ type: "PersonErased", data: { personId, at: ERASED_AT, by: 1 } }], { fromVersion: after + 1 });

describe("leave_list", () => {
  const pending = {
    id: 4711,
    person_id: leave.PERSON,
    leave_type: 1,
    shape: "range",
    start_at: "2026-03-02T08:00:00+01:00",
    end_at: "2026-03-04T12:00:00+01:00",
    start_date: "2026-03-02",
    end_date: "2026-03-04",
    hours: null,
    minutes: null,
    details: leave.rangeDetails,
    description: "Settimana bianca",
    status: "PENDING",
    requested_at: leave.REQUESTED_AT,
    requested_by: leave.PERSON,
    edited_at: null,
    decided_at: null,
    decided_by: null,
    withdrawn_at: null,
    stream_version: 1,
  };

  it("has a pending row once requested, an approved one once approved, and no description once the person is erased", () => {
    givenProjection(leaveList)
      .when(inStream("leave-4711", [leave.requested()]))
      .thenRows([pending])
      .when(inStream("leave-4711", [leave.approved()], { fromVersion: 2 }))
      .thenRows([{ ...pending, status: "APPROVED", decided_at: leave.DECIDED_AT, decided_by: leave.hr.personId, stream_version: 2 }])
      .when(erasure(leave.PERSON))
      .thenRows([{ ...pending, status: "APPROVED", decided_at: leave.DECIDED_AT, decided_by: leave.hr.personId, stream_version: 2, description: "" }]);
  });

  it("keeps the rows of other people when one is erased, and ignores a decision on a request it never saw", () => {
    givenProjection(leaveList)
      .when(inStream("leave-4711", [leave.requested()]), inStream("leave-4712", [leave.approved({ leaveId: 4712 })], { fromVersion: 2 }), erasure(99))
      .thenRows([pending]);
  });

  it("refuses a row its schema refuses, naming it", () => {
    const broken = inStream("leave-4711", [{ type: "LeaveRequested", data: { ...leave.requested().data, details: null } } as DomainEvent]);
    givenProjection(leaveList).when(broken).thenThrows(/LeaveRequested in stream leave-4711 at version 1 cannot be read: details/);
  });
});

describe("expense_list", () => {
  const submitted = {
    id: expense.EXPENSE,
    person_id: expense.PERSON,
    status: "PENDING",
    reason: "Gasolio furgone",
    place: "Lugano",
    amount: 8540,
    currency: "CHF",
    changed_chf: null,
    changed_chf_by: null,
    changed_chf_at: null,
    quantity: 42_500,
    unit: "LITERS",
    site_id: expense.SITE.siteId,
    expense_date: "2026-03-02",
    is_equipment: 0,
    receipt: expense.receipt,
    account: null,
    submitted_at: expense.SUBMITTED_AT,
    submitted_by: expense.PERSON,
    edited_at: null,
    edited_by: null,
    decided_at: null,
    decided_by: null,
    withdrawn_at: null,
    withdrawn_by: null,
    stream_version: 1,
  };

  it("follows the expense from submitted to approved with its account, and blanks reason and place on erasure", () => {
    const approvedRow = { ...submitted, status: "APPROVED", account: "6200", decided_at: expense.DECIDED_AT, decided_by: expense.hr.personId, stream_version: 2 };
    givenProjection(expenseList)
      .when(inStream(`expense-${expense.EXPENSE}`, [expense.submitted(), expense.approved({ account: "6200" })]))
      .thenRows([approvedRow])
      .when(erasure(expense.PERSON, 3))
      .thenRows([{ ...approvedRow, reason: "", place: "" }]);
  });

  it("shows a withdrawn expense as withdrawn, by whom and when", () => {
    givenProjection(expenseList)
      .when(inStream(`expense-${expense.EXPENSE}`, [expense.submitted(), expense.withdrawn()]))
      .thenRows([{ ...submitted, status: "WITHDRAWN", withdrawn_at: expense.DECIDED_AT, withdrawn_by: expense.PERSON, stream_version: 2 }]);
  });
});

describe("stamp_list", () => {
  const clockIn = {
    id: stamp.STAMP,
    person_id: stamp.PERSON,
    kind: "ENTRATA",
    stamped_at: "2026-03-10T08:00:00+01:00",
    original_kind: "ENTRATA",
    original_stamped_at: "2026-03-10T08:00:00+01:00",
    status: "ACTIVE",
    source: "clock",
    device_at: "2026-03-10T07:59:41+01:00",
    place_source: "device",
    latitude: 46.1946,
    longitude: 9.0244,
    place_label: null,
    site_id: null,
    off_site: false,
    distance_m: null,
    partner_stamp_id: null,
    reason: "",
    corrections: 0,
    recorded_at: stamp.MORNING,
    recorded_by: stamp.PERSON,
    corrected_at: null,
    corrected_by: null,
    closed_at: null,
    closed_by: null,
    stream_version: 1,
  };

  it("records the clock-in with its place, keeps the original time through a correction, and drops place and reason on erasure", () => {
    const correctedRow = { ...clockIn, stamped_at: "2026-03-10T07:30:00+01:00", reason: "Era in cantiere dalle 7:30", corrections: 1, corrected_at: stamp.LATER, corrected_by: stamp.hr.personId, stream_version: 2 };
    givenProjection(stampList)
      .when(inStream(`stamp-${stamp.STAMP}`, [stamp.recorded()]))
      .thenRows([clockIn])
      .when(inStream(`stamp-${stamp.STAMP}`, [stamp.corrected()], { fromVersion: 2 }))
      .thenRows([correctedRow])
      .when(erasure(stamp.PERSON))
      .thenRows([{ ...correctedRow, latitude: null, longitude: null, place_label: null, reason: "" }]);
  });

  it("keeps the stamp's site, the geofence's flag and its distance; an erasure takes the distance, the flag stays (ADR-0122)", () => {
    const e = stamp.recorded();
    const offSite = { ...e, data: { ...e.data, siteId: 31, offSite: true, personal: { place: { latitude: 46.2054, longitude: 9.0244, label: null }, reason: "", distanceM: 1201 } } } as typeof e;
    const row = { ...clockIn, latitude: 46.2054, site_id: 31, off_site: true, distance_m: 1201 };
    givenProjection(stampList)
      .when(inStream(`stamp-${stamp.STAMP}`, [offSite]))
      .thenRows([row])
      .when(erasure(stamp.PERSON))
      .thenRows([{ ...row, latitude: null, longitude: null, distance_m: null }]);
  });
});

describe("person_list and person_profile", () => {
  const at = "2026-01-05T07:00:00.000Z";

  it("lists a registered person with a search text, and blanks everything personal on erasure", () => {
    const listed = {
      id: 42,
      company_code: "cantiere",
      role: "EMPLOYEE",
      capabilities: ["LIST_IN_HR_MODULE"],
      active: true,
      erased: false,
      first_name: "Emilio",
      last_name: "Impiegato",
      username: "employee",
      email: "employee@cantiere-group.ch",
      badge_id: 1002,
      hired_at: "2014-03-01",
      terminated_at: null,
      work_percentage: 100,
      holidays_count: 20,
      break_time: 60,
      winter_start: "07:30",
      winter_end: "16:30",
      summer_start: "07:00",
      summer_end: "17:00",
      avatar_thumbnail_key: null,
      document_expiries: {},
      soonest_document_expiry: null,
      search: "emilio impiegato employee employee@cantiere-group.ch 1002",
      created_at: at,
      stream_version: 1,
    };
    const document = {
      type: "LegalDocumentAdded",
      data: { personId: 42, documentId: "doc-1", expiresAt: "2027-05-31", signed: true, file: { key: "people/42/doc-1.pdf", thumbnailKey: null, contentType: "application/pdf", size: 1000, sha256: "a".repeat(64) }, personal: { title: "Carta d'identità", number: "C123" }, at, by: 7 },
    };
    givenProjection(personList)
      .when(inStream("person-42", [registered()]))
      .thenRows([listed])
      .when(inStream("person-42", [document], { fromVersion: 2 }))
      .thenRows([{ ...listed, document_expiries: { "doc-1": "2027-05-31" }, soonest_document_expiry: "2027-05-31", stream_version: 2 }])
      .when(erasure(42, 2))
      .thenRows([
        { ...listed, active: false, erased: true, first_name: "", last_name: "", username: null, email: null, search: "", stream_version: 3 },
      ]);
  });

  it("keeps the profile's contacts and the stream version of every person event, and the phones as entered", () => {
    const contact = { address: "Via Nassa 1", zip: "6900", city: "Lugano", countryId: 1, personalMail: "emilio@example.ch", officeMail: null, phones: [{ number: "+41 91 000 00 00", type: "home" }] };
    givenProjection(personProfile)
      .when(inStream("person-42", [registered(), { type: "PersonContactDetailsChanged", data: { personId: 42, personal: contact, at: "2026-02-01T08:00:00.000Z", by: 42 } }]))
      .thenRows([
        {
          id: 42,
          company_code: "cantiere",
          role: "EMPLOYEE",
          capabilities: ["LIST_IN_HR_MODULE"],
          active: true,
          erased: false,
          username: personal.username,
          email: personal.email,
          first_name: personal.firstName,
          last_name: personal.lastName,
          birthday: personal.birthday,
          gender: personal.gender,
          civil_status: personal.civilStatus,
          children_number: personal.childrenNumber,
          mother_language: personal.motherLanguage,
          address: "Via Nassa 1",
          zip: "6900",
          city: "Lugano",
          country_id: 1,
          personal_mail: "emilio@example.ch",
          office_mail: null,
          phones: [{ number: "+41 91 000 00 00", type: "home" }],
          quick_sal_id: null,
          badge_id: employee.badgeId,
          hired_at: employee.hiredAt,
          terminated_at: null,
          work_percentage: employee.workPercentage,
          holidays_count: employee.holidaysCount,
          break_time: employee.breakTime,
          winter_start: employee.winterStart,
          winter_end: employee.winterEnd,
          summer_start: employee.summerStart,
          summer_end: employee.summerEnd,
          avatar: null,
          notify_sites: true,
          notify_files: true,
          notify_stamping_hours: true,
          site_ids: [],
          created_at: at,
          updated_at: "2026-02-01T08:00:00.000Z",
          updated_by: 42,
          stream_version: 2,
        },
      ]);
  });

  it("reads an erased person's registration (personal null) as an erased row, as a rebuild after the key is gone does", () => {
    givenProjection(personList)
      .when(inStream("person-42", [registered({ personal: null })]))
      .thenRows([
        expect.objectContaining({ id: 42, erased: true, first_name: "", last_name: "", username: null, email: null, search: "1002" }),
      ]);
  });
});

describe("legal_document_list", () => {
  const at = "2026-02-01T08:00:00.000Z";
  const file = { key: "people/42/doc-1.pdf", thumbnailKey: "people/42/doc-1.webp", contentType: "application/pdf", size: 2048, sha256: "c".repeat(64) };
  const added = { type: "LegalDocumentAdded", data: { personId: 42, documentId: "doc-1", expiresAt: null, signed: false, file, personal: { title: "Permesso B", number: null }, at, by: 7 } };
  const row = {
    document_id: "doc-1",
    person_id: 42,
    title: "Permesso B",
    number: null,
    expires_at: null,
    signed: false,
    file_key: file.key,
    thumbnail_key: file.thumbnailKey,
    content_type: file.contentType,
    size: file.size,
    sha256: file.sha256,
    added_at: at,
    added_by: 7,
    removed_at: null,
    removed_by: null,
    erased: false,
  };

  it("keeps a removed document as a tombstone without its text", () => {
    givenProjection(legalDocumentList)
      .when(inStream("person-42", [added, { type: "LegalDocumentRemoved", data: { personId: 42, documentId: "doc-1", at: ERASED_AT, by: 7 } }], { fromVersion: 2 }))
      .thenRows([{ ...row, title: "", removed_at: ERASED_AT, removed_by: 7 }]);
  });

  it("ends every document of an erased person, without its text", () => {
    givenProjection(legalDocumentList)
      .when(inStream("person-42", [added], { fromVersion: 2 }), erasure(42, 2))
      .thenRows([{ ...row, title: "", erased: true, removed_at: ERASED_AT, removed_by: 1 }]);
  });
});

describe("support_request_list", () => {
  const submitted = { type: "SupportRequestSubmitted", data: { requestId: 3, personId: 42, page: "/app/leave", personal: { title: "Stampa", message: "Il PDF non si apre" }, at: "2026-03-02T12:00:00.000Z" } };
  const row = { id: 3, person_id: 42, title: "Stampa", message: "Il PDF non si apre", page: "/app/leave", erased: false, deleted: false, submitted_at: "2026-03-02T12:00:00.000Z" };

  it("lists a request, marks it deleted, and blanks its text when the sender is erased", () => {
    givenProjection(supportRequestList)
      .when(inStream("support-3", [submitted]))
      .thenRows([row])
      .when(inStream("support-3", [{ type: "SupportRequestDeleted", data: { requestId: 3, at: "2026-03-03T08:00:00.000Z", by: 1 } }], { fromVersion: 2 }))
      .thenRows([{ ...row, deleted: true }])
      .when(erasure(42))
      .thenRows([{ ...row, deleted: true, title: "", message: "", erased: true }]);
  });
});

describe("the lists without personal data", () => {
  it("company_list: one row per registered company", () => {
    const profile = { code: "sitaf", name: "SITAF SA", address: "Via Industria 3", city: "Mendrisio", zip: "6850", latitude: 45.87, longitude: 8.98, color: "#225588" };
    givenProjection(companyList)
      .when(inStream("company-3", [{ type: "CompanyRegistered", data: { ...profile, companyId: 3, at: "2026-01-01T00:00:00.000Z", by: null } }]))
      .thenRows([{ id: 3, ...profile }]);
  });

  it("festivity_list: a change replaces the details, a removal keeps the row as removed", () => {
    const details = { title: "Festa nazionale", startDate: "2026-08-01", endDate: "2026-08-01", companyCode: null };
    const by = { festivityId: 5, at: "2026-01-01T00:00:00.000Z", by: 1 };
    givenProjection(festivityList)
      .when(inStream("festivity-5", [{ type: "FestivityAdded", data: { ...details, ...by } }, { type: "FestivityChanged", data: { ...details, companyCode: "sitaf", ...by } }]))
      .thenRows([{ id: 5, title: "Festa nazionale", description: null, place: null, start_date: "2026-08-01", end_date: "2026-08-01", company_code: "sitaf", canton_code: null, half_day: false, holiday_key: null, removed: false }])
      .when(inStream("festivity-5", [{ type: "FestivityRemoved", data: by }], { fromVersion: 3 }))
      .thenRows([{ id: 5, title: "Festa nazionale", description: null, place: null, start_date: "2026-08-01", end_date: "2026-08-01", company_code: "sitaf", canton_code: null, half_day: false, holiday_key: null, removed: true }]);
  });

  it("festivity_list: a generated half day keeps its canton and holiday key (ADR-0062)", () => {
    const details = { title: "Vigilia di Natale (pomeriggio)", startDate: "2026-12-24", endDate: "2026-12-24", companyCode: null, cantonCode: "TI" as const, halfDay: true, holidayKey: "TI:2026:christmas-eve-afternoon" };
    givenProjection(festivityList)
      .when(inStream("festivity-6", [{ type: "FestivityAdded", data: { ...details, festivityId: 6, at: "2026-01-01T00:00:00.000Z", by: 1 } }]))
      .thenRows([{ id: 6, title: details.title, description: null, place: null, start_date: "2026-12-24", end_date: "2026-12-24", company_code: null, canton_code: "TI", half_day: true, holiday_key: "TI:2026:christmas-eve-afternoon", removed: false }]);
  });

  it("festivity_list: a festivity's description and place (spec part 2 §7) are kept and changed; one recorded before them has none", () => {
    const details = { title: "Festa della ditta", description: "Grigliata per tutti", place: "Magazzino di Biasca", startDate: "2026-06-12", endDate: "2026-06-12", companyCode: "tmwood" as const };
    const by = { festivityId: 7, at: "2026-01-01T00:00:00.000Z", by: 1 };
    givenProjection(festivityList)
      .when(inStream("festivity-7", [{ type: "FestivityAdded", data: { ...details, ...by } }]))
      .thenRows([{ id: 7, title: "Festa della ditta", description: "Grigliata per tutti", place: "Magazzino di Biasca", start_date: "2026-06-12", end_date: "2026-06-12", company_code: "tmwood", canton_code: null, half_day: false, holiday_key: null, removed: false }])
      .when(inStream("festivity-7", [{ type: "FestivityChanged", data: { ...details, place: "Bellinzona", description: null, ...by } }], { fromVersion: 2 }))
      .thenRows([{ id: 7, title: "Festa della ditta", description: null, place: "Bellinzona", start_date: "2026-06-12", end_date: "2026-06-12", company_code: "tmwood", canton_code: null, half_day: false, holiday_key: null, removed: false }]);
  });

  it("calendar_feed_list: a regenerated link replaces the hash; a revocation marks it revoked", () => {
    const h1 = "1".repeat(64);
    const h2 = "2".repeat(64);
    const at = "2026-11-01T08:00:00.000Z";
    givenProjection(calendarFeedList)
      .when(
        inStream("calendarfeed-7", [
          { type: "CalendarFeedLinkCreated", data: { personId: 7, tokenHash: h1, at, by: 7 } },
          { type: "CalendarFeedLinkRevoked", data: { personId: 7, tokenHash: h1, at, by: 7 } },
          { type: "CalendarFeedLinkCreated", data: { personId: 7, tokenHash: h2, at, by: 7 } },
        ]),
      )
      .thenRows([{ person_id: 7, token_hash: h2, created_at: at, revoked: false }])
      .when(inStream("calendarfeed-7", [{ type: "CalendarFeedLinkRevoked", data: { personId: 7, tokenHash: h2, at, by: 7 } }], { fromVersion: 4 }))
      .thenRows([{ person_id: 7, token_hash: h2, created_at: at, revoked: true }]);
  });

  it("site_list: a revision changes only the fields it names, and the search text follows", () => {
    const details = {
      title: "Scuola Besso", quickcomId: "Q26017", subject: "Facciata", status: "OPEN", category: "Edilizia", address: "Via Besso 5", city: "Lugano", zip: "6900", country: "CH",
      latitude: null, longitude: null, radius: 300, companyCode: "cantiere", currency: "CHF", offer: 100, total: 107, requiredAdvances: 30, cashedAdvances: 20, balance: 87, laborCost: 35, supplierCost: 25, othersCost: 5, goodsCost: 15,
    };
    const columns = {
      id: 12, title: "Scuola Besso", quickcom_id: "Q26017", subject: "Facciata", status: "OPEN", category: "Edilizia", address: "Via Besso 5", city: "Lugano", zip: "6900", country: "CH",
      latitude: null, longitude: null, radius: 300, company_code: "cantiere", currency: "CHF", offer: 100, total: 107, required_advances: 30, cashed_advances: 20, balance: 87, labor_cost: 35, supplier_cost: 25, others_cost: 5, goods_cost: 15,
      created_at: "2026-01-01T00:00:00.000Z", avatar_key: null, stream_version: 1,
    };
    givenProjection(siteList)
      .when(inStream("site-12", [{ type: "SiteRegistered", data: { ...details, siteId: 12, at: "2026-01-01T00:00:00.000Z", by: null } }]))
      .thenRows([{ ...columns, search: "q26017 scuola besso lugano via besso 5" }])
      .when(inStream("site-12", [{ type: "SiteDetailsRevised", data: { status: "CLOSED", city: "Massagno", siteId: 12, at: "2026-02-01T00:00:00.000Z", by: 1 } }], { fromVersion: 2 }))
      .thenRows([{ ...columns, status: "CLOSED", city: "Massagno", search: "q26017 scuola besso massagno via besso 5", stream_version: 2 }])
      .when(inStream("site-12", [
        { type: "SiteDetailsChanged", data: { title: "Scuola Besso II", siteId: 12, at: "2026-02-02T00:00:00.000Z", by: 1 } },
        { type: "SiteFiguresChanged", data: { offer: 200, currency: "EUR", siteId: 12, at: "2026-02-02T00:00:00.000Z", by: 1 } },
        { type: "SiteStatusChanged", data: { status: "OPEN", from: "CLOSED", siteId: 12, at: "2026-02-02T00:00:00.000Z", by: 1 } },
        { type: "SiteAvatarChanged", data: { avatarKey: "public/sites/x.png", siteId: 12, at: "2026-02-02T00:00:00.000Z", by: 1 } },
        { type: "SiteTeamMemberAdded", data: { personId: 4, projectFunction: "FOREMAN", priority: 1, siteId: 12, at: "2026-02-02T00:00:00.000Z", by: 1 } },
      ], { fromVersion: 3 }))
      // the team's event is the site's too: the version an editor's form compares with moves on
      .thenRows([{ ...columns, title: "Scuola Besso II", city: "Massagno", offer: 200, currency: "EUR", avatar_key: "public/sites/x.png", search: "q26017 scuola besso ii massagno via besso 5", stream_version: 7 }]);
  });

  it("site_team: a member added, removed as a tombstone, taken back", () => {
    const at = "2026-02-02T00:00:00.000Z";
    const row = { id: "12:4", site_id: 12, person_id: 4, project_function: "FOREMAN", priority: 1, removed: false, added_at: at, added_by: 1 };
    givenProjection(siteTeam)
      .when(inStream("site-12", [{ type: "SiteTeamMemberAdded", data: { personId: 4, projectFunction: "FOREMAN", priority: 1, siteId: 12, at, by: 1 } }], { fromVersion: 2 }))
      .thenRows([row])
      .when(inStream("site-12", [{ type: "SiteTeamMemberRemoved", data: { personId: 4, siteId: 12, at, by: 1 } }], { fromVersion: 3 }))
      .thenRows([{ ...row, removed: true }])
      .when(inStream("site-12", [{ type: "SiteTeamMemberAdded", data: { personId: 4, projectFunction: "WORKER", priority: 1, siteId: 12, at, by: 2 } }], { fromVersion: 4 }))
      .thenRows([{ ...row, project_function: "WORKER", added_by: 2 }]);
  });

  it("site_favourite: starred, unstarred as a tombstone", () => {
    const at = "2026-02-02T00:00:00.000Z";
    givenProjection(siteFavourite)
      .when(inStream("favouritesites-5", [{ type: "SiteFavourited", data: { personId: 5, siteId: 12, at } }]))
      .thenRows([{ id: "5:12", person_id: 5, site_id: 12, removed: false, starred_at: at }])
      .when(inStream("favouritesites-5", [{ type: "SiteUnfavourited", data: { personId: 5, siteId: 12, at: "2026-02-03T00:00:00.000Z" } }], { fromVersion: 2 }))
      .thenRows([{ id: "5:12", person_id: 5, site_id: 12, removed: true, starred_at: at }]);
  });

  it("site_schedule: planned, removed as a tombstone", () => {
    const data = { scheduleId: 3, siteId: 12, title: "Scavo", startDate: "2026-12-01", endDate: "2026-12-18", responsibleId: 4, notes: "", at: "2026-02-02T00:00:00.000Z", by: 1 };
    const row = { id: 3, site_id: 12, title: "Scavo", start_date: "2026-12-01", end_date: "2026-12-18", responsible_id: 4, notes: "", removed: false, planned_at: data.at, planned_by: 1 };
    givenProjection(siteSchedule)
      .when(inStream("siteschedule-3", [{ type: "SchedulePlanned", data }]))
      .thenRows([row])
      .when(inStream("siteschedule-3", [{ type: "ScheduleRemoved", data: { scheduleId: 3, siteId: 12, at: data.at, by: 1 } }], { fromVersion: 2 }))
      .thenRows([{ ...row, removed: true }]);
  });

  it("working_hours_rule_list: created, changed, removed", () => {
    const definition = { companyCode: "sitaf", winterStart: "07:30", winterEnd: "16:30", summerStart: "07:00", summerEnd: "17:00", allUsers: false, userIds: [42] };
    const row = {
      id: 2, company_code: "sitaf", winter_start: "07:30", winter_end: "16:30", summer_start: "07:00", summer_end: "17:00", all_users: false, user_ids: [42], removed: false,
      created_at: "2026-01-10T08:00:00.000Z", created_by: 7, changed_at: null, changed_by: null, stream_version: 1,
    };
    givenProjection(workingHoursRuleList)
      .when(inStream("workinghours-2", [{ type: "WorkingHoursRuleCreated", data: { ruleId: 2, at: "2026-01-10T08:00:00.000Z", by: 7, definition } }]))
      .thenRows([row])
      .when(inStream("workinghours-2", [
        { type: "WorkingHoursRuleChanged", data: { ruleId: 2, at: "2026-01-11T08:00:00.000Z", by: 8, definition: { ...definition, allUsers: true, userIds: [] }, previous: definition } },
        { type: "WorkingHoursRuleRemoved", data: { ruleId: 2, at: "2026-01-12T08:00:00.000Z", by: 8 } },
      ], { fromVersion: 2 }))
      // the removal is the rule's last change
      .thenRows([{ ...row, all_users: true, user_ids: [], removed: true, changed_at: "2026-01-12T08:00:00.000Z", changed_by: 8, stream_version: 3 }]);
  });

  it("working_time_carry_over: one row per person and date, the latest figure replacing the earlier", () => {
    const data = { personId: 42, date: "2027-01-01", minutes: 615, previous: null, personal: { reason: "Saldo 2026" }, at: "2027-01-05T08:00:00.000Z", by: 7 };
    const row = { id: "42:2027-01-01", person_id: 42, date: "2027-01-01", minutes: 615, reason: "Saldo 2026", reason_removed: false, set_at: data.at, set_by: 7, stream_version: 1 };
    givenProjection(workingTimeCarryOver)
      .when(inStream("worktime-42", [{ type: "WorkingTimeCarryOverSet", data }]))
      .thenRows([row])
      .when(inStream("worktime-42", [{ type: "WorkingTimeCarryOverSet", data: { ...data, minutes: -30, previous: 615, personal: { reason: "Corretto" } } }], { fromVersion: 2 }))
      .thenRows([{ ...row, minutes: -30, reason: "Corretto", stream_version: 2 }]);
  });

  it("working_time_carry_over: the person's erasure removes the reason, as a replay with their key gone does (ADR-0134)", () => {
    const data = { personId: 42, date: "2027-01-01", minutes: 615, previous: null, personal: { reason: "Saldo 2026" }, at: "2027-01-05T08:00:00.000Z", by: 7 };
    const removed = { id: "42:2027-01-01", person_id: 42, date: "2027-01-01", minutes: 615, reason: "", reason_removed: true, set_at: data.at, set_by: 7, stream_version: 1 };
    givenProjection(workingTimeCarryOver)
      .when(inStream("worktime-42", [{ type: "WorkingTimeCarryOverSet", data }]))
      .thenRows([{ ...removed, reason: "Saldo 2026", reason_removed: false }])
      .when(erasure(7))
      .thenRows([{ ...removed, reason: "Saldo 2026", reason_removed: false }])
      .when(erasure(42))
      .thenRows([removed]);
    givenProjection(workingTimeCarryOver)
      .when(inStream("worktime-42", [{ type: "WorkingTimeCarryOverSet", data: { ...data, personal: null } }]))
      .thenRows([removed]);
  });

  it("month_close: the person's erasure removes every comment and reason of their months, not the steps (ADR-0134)", () => {
    const on = { personId: 42, month: "2026-10" };
    const events = [
      { type: "MonthSigned", data: { ...on, by: 42, at: "2026-11-01T08:00:00.000Z", personal: null } },
      { type: "MonthSentBack", data: { ...on, by: 7, at: "2026-11-02T08:00:00.000Z", personal: { reason: "Manca il 14" } } },
      { type: "MonthSigned", data: { ...on, by: 42, at: "2026-11-03T08:00:00.000Z", personal: { comment: "Corretto" } } },
    ];
    const log = (removed: boolean) => [
      { type: "MonthSigned", by: 42, at: "2026-11-01T08:00:00.000Z", text: null },
      { type: "MonthSentBack", by: 7, at: "2026-11-02T08:00:00.000Z", text: removed ? null : "Manca il 14", ...(removed ? { textRemoved: true } : {}) },
      { type: "MonthSigned", by: 42, at: "2026-11-03T08:00:00.000Z", text: removed ? null : "Corretto", ...(removed ? { textRemoved: true } : {}) },
    ];
    const row = (removed: boolean) => ({
      id: 42202610, person_id: 42, month: "2026-10", status: "SIGNED", signed_by: 42, signed_at: "2026-11-03T08:00:00.000Z", countersigned_by: null, countersigned_at: null, log: log(removed), stream_version: 3,
    });
    givenProjection(monthClose)
      .when(inStream("month-42202610", events))
      .thenRows([row(false)])
      .when(erasure(7))
      .thenRows([row(false)])
      .when(erasure(42))
      .thenRows([row(true)]);
    // the replay after the key is gone: the encrypted text reads as null and the event as erased; a signature without a comment never had any
    const replay = inStream("month-42202610", events.map((e) => (e.data.personal === null ? e : { ...e, data: { ...e.data, personal: null } })));
    givenProjection(monthClose)
      .when(replay.map((e) => (e.version === 1 ? e : { ...e, erased: true })))
      .thenRows([row(true)]);
  });

  it("daily_hours_list: one row per entry, its description gone when the person is erased", () => {
    const data = { entryId: 5, personId: 42, siteId: 3, startAt: "2026-03-02T07:00:00+01:00", endAt: "2026-03-02T12:00:00+01:00", minutes: 300, personal: { description: "Posa piastrelle" }, at: "2026-03-02T12:00:00.000Z", by: 7 };
    const row = { id: 5, person_id: 42, site_id: 3, start_at: data.startAt, end_at: data.endAt, minutes: 300, description: "Posa piastrelle", recorded_at: data.at, recorded_by: 7 };
    givenProjection(dailyHoursList)
      .when(inStream("dailyhours-5", [{ type: "DailyHoursRecorded", data }]))
      .thenRows([row])
      .when(erasure(42))
      .thenRows([{ ...row, description: "" }]);
  });
});

describe("stream_summary (every stream, the envelope only)", () => {
  it("keeps each stream's last version, type and actor, and its first time", () => {
    const leaveEvents = inStream("leave-4711", [leave.requested(), leave.approved()], { actorId: 7 });
    // a stream no aggregate declares: the envelope needs no schema
    const probe = inStream("probe-1", [{ type: "ProbeCounted", data: { n: 1 } }]);
    givenProjection(streamSummary)
      .when(leaveEvents, probe)
      .thenRows([
        {
          stream_id: "leave-4711", stream_type: "leave", record_id: 4711, version: 2, last_event_type: "LeaveApproved",
          first_recorded_at: new Date(leave.REQUESTED_AT), last_recorded_at: new Date(leave.DECIDED_AT), last_actor_id: 7,
        },
        { stream_id: "probe-1", stream_type: "probe", record_id: 1, version: 1, last_event_type: "ProbeCounted", first_recorded_at: new Date(0), last_recorded_at: new Date(0), last_actor_id: null },
      ]);
  });
});
