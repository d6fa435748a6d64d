// HR's person form (new and edit) as its routes run it: one loader and the save intent for HR's
// pages and the administrator's, each route giving its paths. The rules are the person decider's
// (personFormSchema, createPerson, editPerson); here the form's facts are read (the roles the user
// may give, their companies, the recorded record on edit). The command action (ADR-0048) answers a
// refusal with every value kept (passwords hidden) and conform's list and validate intents (add or
// remove a phone row, apply the chosen role) with the form re-rendered, so they work without JavaScript.
import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import type { z } from "zod";
import { authorizeGet } from "~/auth/policy.server";
import { zurichToday } from "~/clock.server";
import { forbiddenResponse, type CurrentUser } from "~/auth/user.server";
import type { Sql } from "~/db.server";
import { capabilitiesOffered, rolesOffered } from "~/domain/access/grants";
import { can, type Capability, type Role } from "~/domain/access/permissions";
import { COMPANY_NAMES, type CompanyCode } from "~/domain/company/companies";
import { personName } from "~/domain/person/name";
import { DEFAULT_WORKING_HOURS, personFormDefaults, personFormSchema } from "~/domain/person/schema";
import { PERSONAL_PHONE_TYPES, SITE_ROLES, hidesWorkerFields } from "~/domain/person/types";
import { EXPIRING_WITHIN_DAYS, legalDocumentsOf } from "~/events/queries/legal-documents.server";
import { personProfileOf, type PersonProfile } from "~/events/queries/person-profile.server";
import { getT } from "~/i18n/i18next.server";
import { newCommandId, savedFlash } from "~/http/command-ids.server";
import { createPerson } from "~/areas/people/create-person.server";
import { editPerson } from "~/areas/people/edit-person.server";
import { grantorOf, hrScopeOf } from "~/areas/people/person-command.server";
import { getSql } from "~/runtime.server";
import { PERSON_PATHS, type PersonArea, type PersonFormFields, type PersonFormPaths } from "~/ui/people/person-paths";
import type { CommandRoute, Done, IntentContext } from "~/http/command-action.server";
import { personFormHandle } from "~/areas/people/person-handles";
import { notFound, scopedPerson } from "~/http/scope.server";
import { checkedFile, fileCheck } from "~/http/uploads.server";
import { deriveCommandId } from "~/http/derived-command-id.server";
import type { MultipartForm } from "~/storage/multipart.server";
import { addLegalDocument } from "~/areas/people/add-legal-document.server";
import { INPUT_ERRORS } from "~/domain/shared/inputs";
import { ruleBroken } from "~/domain/shared/errors";
import { LEGAL_DOCUMENT_UPLOAD } from "~/storage/upload.server";
import { personFileLinks } from "~/storage/person-links.server";

const HIDDEN_FIELDS = ["password", "confirmPassword"];

/**
 * The person the form is about: none for a new one, else the person of the URL within the user's
 * companies (a 404 otherwise). The administrator's routes let update admin in; the form needs
 * update hr as well (a 403, before the person is looked at).
 */
export async function personFormScope(sql: Sql, user: CurrentUser, param: string | undefined | null): Promise<PersonFormScope> {
  if (!can(user.access, "update", "hr")) throw forbiddenResponse();
  if (param === null) return { person: null, options: schemaOptions(user, null) };
  const person = await personProfileOf(sql, (await scopedPerson(sql, user, param)).id);
  if (!person) throw notFound();
  return { person, options: schemaOptions(user, person) };
}

/** The recorded person (null: a new one) and the facts the form's schema takes. */
export interface PersonFormScope {
  person: PersonProfile | null;
  options: ReturnType<typeof schemaOptions>;
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
async function personFormLoader(request: Request, user: CurrentUser, param: string | undefined | null) {
  const { person, options } = await personFormScope(await getSql(), user, param);
  const t = await getT(request);
  const offered: Role[] = rolesOffered(grantorOf(user));
  const roles = person?.role && !offered.includes(person.role) ? [person.role, ...offered] : offered;
  const scope = hrScopeOf(user);
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
    // on create only: an existing person's flags are the permission screen's
    capabilitiesOffered: person ? [] : capabilitiesOffered(grantorOf(user)),
    companies: scope.map((c) => ({ value: c, label: COMPANY_NAMES[c] })),
    quickSalId: can(user.access, "update", "quickSalId"),
    summary,
    // edit: the person's photo with its own form (HR's avatar page, the spec's user form has the avatar)
    avatar: person ? { name: personName(person.details), photoUrl: person.avatar ? (await personFileLinks(person.avatar)).url : null, commandId: newCommandId() } : null,
  };
}

/**
 * The form's page in HR's area or the administrator's: a new person where the URL names none
 * (…/users/new), else the person of the URL (…/users/{id}/edit).
 */
export async function personFormPageLoader({ request, params }: LoaderFunctionArgs, area: PersonArea) {
  const user = await authorizeGet(request, personFormHandle(area));
  return { ...(await personFormLoader(request, user, params.userId ?? null)), area };
}

/** The form's command route in the area: its policy, the person of the URL (none: a new one), and on create the multipart limits of the optional document's file. */
export function personFormRoute(area: PersonArea, { params }: Pick<ActionFunctionArgs, "params">): CommandRoute<PersonFormScope> {
  return {
    ...personFormHandle(area),
    scope: ({ sql, user }) => personFormScope(sql, user, params.userId ?? null),
    // the create form may carry a legal document's file (multipart)
    upload: params.userId === undefined ? PERSON_CREATE_UPLOAD : undefined,
  };
}

/** The form's intents in the area: the save (createPerson or editPerson); conform's phone-row and role intents are answered by the command action. */
export const personFormIntents = (area: PersonArea) => ({ "save-person": personFormSave(PERSON_PATHS[area]) });

/** The create form's multipart limits: its optional legal document's file (the edit form sends no file). */
const PERSON_CREATE_UPLOAD = { maxFileBytes: LEGAL_DOCUMENT_UPLOAD.maxBytes };

/**
 * The person form's save: a new person (createPerson) or the recorded one (editPerson); conform's
 * list and validate intents come back re-rendered by the command action. A new person may come with
 * a legal document and its file (`documentFile`), added right after the registration as the
 * documents page adds one (addLegalDocument; its command id derived from the form's).
 */
function personFormSave(paths: PersonFormPaths) {
  return {
    schema: ({ options }: PersonFormScope) => personFormSchema(options),
    hideFields: HIDDEN_FIELDS,
    conflictKey: "people.form.conflict",
    // a file sent with the new person is checked like the documents page's (its kind by its bytes, its size)
    checkFiles: async ({ request, files }: { request: Request; files: MultipartForm["files"] }) => (files.get("documentFile") ? documentFileCheck({ request, files }) : {}),
    failure: ({ files }: { files: MultipartForm["files"] | null }) => ({ fileSent: Boolean(files?.get("documentFile")) }),
    run: async ({ sql, user, scope: { person }, value, meta, expectedVersion, files }: IntentContext<z.output<ReturnType<typeof personFormSchema>>, PersonFormScope>): Promise<Done> => {
      if (person) {
        const outcome = await editPerson(sql, user, { personId: person.id, person: value.person, expectedVersion }, meta);
        return { to: paths.profile(outcome.id || person.id), flash: savedFlash(outcome, "user_saved_successfully") };
      }
      // both or neither, before anyone is registered: a document needs its file, a file its title
      const sent = files?.get("documentFile") ? await checkedFile(files, "documentFile", LEGAL_DOCUMENT_UPLOAD) : null;
      if (value.document && !sent) throw ruleBroken("person.document_file_required", { field: "documentFile" });
      if (!value.document && sent) throw ruleBroken(INPUT_ERRORS.required, { field: "document.title" });
      const outcome = await createPerson(sql, user, { person: value.person, password: value.password ?? "" }, meta);
      if (value.document && sent) {
        const documentMeta = { ...meta, commandId: meta.commandId ? deriveCommandId(meta.commandId, "create-person-document") : meta.commandId, causationId: meta.commandId ?? null };
        await addLegalDocument(sql, user, { personId: outcome.id, document: value.document, file: sent, expectedVersion: null }, documentMeta);
      }
      return { to: paths.profile(outcome.id), flash: "user_saved_successfully" };
    },
  };
}

const documentFileCheck = fileCheck("documentFile", LEGAL_DOCUMENT_UPLOAD, "person.document_file_required");
