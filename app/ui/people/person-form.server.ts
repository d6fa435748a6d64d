// HR's person form (new and edit) as its routes run it: one loader and one action for HR's pages
// and the administrator's, each route giving its paths. The rules are the person decider's
// (personFormSchema, createPerson, editPerson); here the form's facts are read (the roles the user
// may give, their companies, the recorded record on edit) and a refusal comes back with every value
// kept (passwords hidden). Conform's list and validate intents (add or remove a phone row, apply
// the chosen role) come back re-rendered without a command, so they work without JavaScript.
import { data, redirect } from "@remix-run/node";
import { zurichToday } from "~/clock.server";
import { flashCookie } from "~/auth/flash.server";
import { readForm } from "~/auth/form.server";
import { forbiddenResponse, type CurrentUser } from "~/auth/user.server";
import { rolesOffered } from "~/domain/access/grants";
import { can, type Capability, type Role } from "~/domain/access/permissions";
import { COMPANY_NAMES, type CompanyCode } from "~/domain/company/companies";
import { personName } from "~/domain/person/name";
import { DEFAULT_WORKING_HOURS, personFormDefaults, personFormSchema } from "~/domain/person/schema";
import { PERSONAL_PHONE_TYPES, SITE_ROLES, hidesWorkerFields } from "~/domain/person/types";
import { EXPIRING_WITHIN_DAYS, legalDocumentsOf } from "~/events/queries/legal-documents.server";
import { personProfileOf, type PersonProfile } from "~/events/queries/person-profile.server";
import { getT } from "~/i18n/i18next.server";
import { commandMeta, expectedVersionFrom, newCommandId, refusal, savedFlash } from "~/operations/action.server";
import type { FlashKind } from "~/auth/flash.server";
import { grantorOf } from "~/operations/change-person-access.server";
import { idFromParam, notFoundResponse } from "~/operations/http.server";
import { createPerson, editPerson, hrScopeOf } from "~/operations/person.server";
import { getSql } from "~/runtime.server";
import { parseForm } from "../forms/parse";
import type { PersonFormFields, PersonFormPaths } from "./person-paths";


const HIDDEN_FIELDS = ["password", "confirmPassword"];

/** The person of the URL within the user's companies; anything else is a 404. */
async function recordedOr404(user: CurrentUser, param: string | undefined): Promise<PersonProfile> {
  const person = await personProfileOf(await getSql(), idFromParam(param), { companies: hrScopeOf(user) });
  if (!person) throw notFoundResponse();
  return person;
}

/** The company a WORKER's create form takes (it does not show one): the user's own, else their first. */
function workerCompanyOf(user: CurrentUser): CompanyCode {
  const scope = hrScopeOf(user);
  return scope.includes(user.principal.companyCode) ? user.principal.companyCode : scope[0];
}

function schemaOptions(user: CurrentUser, person: PersonProfile | null) {
  return person
    ? { mode: "edit" as const, companyCode: person.companyCode, capabilities: person.capabilities, hours: pickHours(person) }
    : { mode: "create" as const, companyCode: workerCompanyOf(user), capabilities: [] as Capability[], hours: DEFAULT_WORKING_HOURS };
}

const pickHours = (p: PersonProfile) => ({ winterStart: p.employee.winterStart, winterEnd: p.employee.winterEnd, summerStart: p.employee.summerStart, summerEnd: p.employee.summerEnd });

/** The form's choices and values: a new person (no `param`) or the recorded one. */
export async function personFormLoader(request: Request, user: CurrentUser, param: string | undefined | null) {
  // the administrator's routes let update admin in; editing people needs update hr as well
  if (!can(user.access, "update", "hr")) throw forbiddenResponse();
  const person = param === null ? null : await recordedOr404(user, param);
  const t = await getT(request);
  const offered: Role[] = rolesOffered(grantorOf(user));
  const roles = person?.role && !offered.includes(person.role) ? [person.role, ...offered] : offered;
  const scope = hrScopeOf(user);
  const options = schemaOptions(user, person);
  let summary: { sites: number | null; documents: number; expiring: number } | null = null;
  let defaults: PersonFormFields;
  if (person) {
    // the same count as the list's mark: expiring within 30 days of today in Zurich (or expired)
    const limit = zurichToday().add({ days: EXPIRING_WITHIN_DAYS }).toString();
    const documents = await legalDocumentsOf(await getSql(), person.id, { companies: scope });
    summary = {
      sites: person.role && SITE_ROLES.includes(person.role) ? person.siteIds.length : null,
      documents: documents.length,
      expiring: documents.filter((d) => d.expiresAt !== null && d.expiresAt <= limit).length,
    };
    const input = {
      details: person.details,
      // a WORKER's form does not show the private phones: the decider keeps the recorded ones
      contact: hidesWorkerFields(person.role) ? { ...person.contact, phones: person.contact.phones.filter((p) => !PERSONAL_PHONE_TYPES.includes(p.type)) } : person.contact,
      email: person.email ?? "",
      username: person.username,
      companyCode: person.companyCode,
      role: person.role,
      capabilities: person.capabilities,
      employee: person.employee,
      quickSalId: person.quickSalId ?? undefined,
    };
    defaults = { ...personFormDefaults(input), quickSalId: person.quickSalId ?? "" };
  } else {
    defaults = personFormDefaults({
      details: { firstName: "", lastName: "", birthday: null, gender: null, civilStatus: null, childrenNumber: null, motherLanguage: null },
      contact: { address: null, zip: null, city: null, countryId: 1, personalMail: null, officeMail: null, phones: [] },
      email: "",
      username: "",
      companyCode: options.companyCode,
      role: null,
      capabilities: [],
      employee: { badgeId: null, hiredAt: null, terminatedAt: null, workPercentage: null, holidaysCount: null, breakTime: null, ...DEFAULT_WORKING_HOURS },
      quickSalId: undefined,
    });
  }
  return {
    mode: options.mode,
    heading: person ? t("people.form.edit_title", { name: personName(person.details) }) : t("people.form.new_title"),
    personId: person?.id ?? null,
    version: person?.version ?? 0,
    commandId: newCommandId(),
    schema: { companyCode: options.companyCode, capabilities: options.capabilities, hours: options.hours },
    defaults,
    roles,
    companies: scope.map((c) => ({ value: c, label: COMPANY_NAMES[c] })),
    quickSalId: can(user.access, "update", "quickSalId"),
    summary,
  };
}

/** Saves the form (create or edit), or answers an intent (a phone row added or removed, the role applied) with the form re-rendered. */
export async function personFormAction(request: Request, user: CurrentUser, param: string | undefined | null, paths: PersonFormPaths) {
  if (!can(user.access, "update", "hr")) throw forbiddenResponse();
  const person = param === null ? null : await recordedOr404(user, param);
  const form = await readForm(request);
  const schema = personFormSchema(schemaOptions(user, person));
  let submission;
  try {
    submission = parseForm(form, { schema });
  } catch {
    // why: a malformed intent (conform's __intent__) throws while parsing; the form is then read as a plain save
    form.delete("__intent__");
    submission = parseForm(form, { schema });
  }
  if (submission.status === undefined) return data({ result: submission.reply({ hideFields: HIDDEN_FIELDS }) }, { status: 200 });
  if (submission.status !== "success") return data({ result: submission.reply({ hideFields: HIDDEN_FIELDS }) }, { status: 400 });
  const sql = await getSql();
  let id: number;
  let flash = { kind: "success" as FlashKind, key: "user_saved_successfully" };
  try {
    const meta = commandMeta(user, form);
    if (person) {
      const outcome = await editPerson(sql, user, { personId: person.id, person: submission.value.person, expectedVersion: expectedVersionFrom(form) }, meta);
      id = outcome.id || person.id;
      flash = savedFlash(outcome, "user_saved_successfully");
    } else {
      const outcome = await createPerson(sql, user, { person: submission.value.person, password: submission.value.password ?? "" }, meta);
      id = outcome.id;
    }
  } catch (err) {
    const r = await refusal(request, submission, err, { hideFields: HIDDEN_FIELDS, conflictKey: "people.form.conflict" });
    return data({ result: r.result }, { status: r.status });
  }
  throw redirect(paths.profile(id), { status: 303, headers: { "Set-Cookie": await flashCookie(request, flash) } });
}
