// People's writes through the JSON API (spec part 2 §7 "Users": POST user/persons, PUT
// user/persons/{id}, the status change), ADR-0090: HR's person form, its schema built for the
// caller and the person (personFormScope: update hr, the person within the caller's companies, the
// roles and capabilities the caller may give), and its operations (createPerson, editPerson,
// deactivatePerson, reactivatePerson). The body is the form's own fields as JSON (numbers as the
// text a field would send, `true` as a ticked checkbox); a PUT is the whole form, as the form sends
// it. Legal documents and avatars: person-files.server.ts (by upload id, ADR-0093).
import { z } from "zod";
import { can } from "~/domain/access/permissions";
import { personFormSchema } from "~/domain/person/schema";
import { DomainError } from "~/domain/shared/errors";
import { personFormScope } from "~/areas/people/person-form.server";
import { scopedPerson } from "~/http/scope.server";
import { createPerson } from "~/areas/people/create-person.server";
import { deactivatePerson } from "~/areas/people/deactivate-person.server";
import { editPerson } from "~/areas/people/edit-person.server";
import { reactivatePerson } from "~/areas/people/reactivate-person.server";
import { endpoint, parseOrThrow, type Endpoint } from "../endpoint.server";

/** A JSON value as the form's fields would carry it: numbers as text, true as a ticked checkbox, false as none. */
export function jsonAsForm(v: unknown): unknown {
  if (typeof v === "number") return String(v);
  if (typeof v === "boolean") return v ? "on" : undefined;
  if (Array.isArray(v)) return v.map(jsonAsForm);
  if (v && typeof v === "object") return Object.fromEntries(Object.entries(v).map(([k, x]) => [k, jsonAsForm(x)]));
  return v;
}

const formBody = z.record(z.unknown()).describe("the person form's fields (firstName, lastName, username, email, companyCode, role, capabilities, phones[], the employee record …)");
const answer = z.object({ message: z.string(), user: z.object({ id: z.number().int() }) });

export const peopleWriteEndpoints: Endpoint[] = [
  endpoint({
    method: "POST",
    path: "/user/persons",
    tag: "People",
    summary: "Create a person (HR's person form, with its password and confirmPassword)",
    rights: [["update", "hr"]],
    body: formBody,
    write: true,
    response: answer,
    run: async ({ sql, user, body, meta, t }) => {
      const { options } = await personFormScope(sql, user, null);
      const value = parseOrThrow(personFormSchema(options), jsonAsForm(body));
      const outcome = await createPerson(sql, user, { person: value.person, password: value.password ?? "" }, meta);
      return { status: outcome.replayed ? 200 : 201, body: { message: t("user_saved_successfully"), user: { id: outcome.id } }, version: outcome.version };
    },
  }),
  endpoint({
    method: "PUT",
    path: "/user/persons/{id}",
    tag: "People",
    summary: "Change a person (the whole person form, as the form sends it; If-Match: the person's version)",
    rights: [["update", "hr"]],
    body: formBody,
    write: true,
    ifMatch: true,
    response: answer,
    run: async ({ sql, user, params, body, meta, expectedVersion, t }) => {
      const { person, options } = await personFormScope(sql, user, params.id);
      if (!person) throw new DomainError("not_found", "errors.not_found");
      const value = parseOrThrow(personFormSchema(options), jsonAsForm(body));
      const outcome = await editPerson(sql, user, { personId: person.id, person: value.person, expectedVersion }, meta);
      return { body: { message: t("user_saved_successfully"), user: { id: person.id } }, version: outcome.version };
    },
  }),
  endpoint({
    method: "PUT",
    path: "/user/users/{id}",
    tag: "People",
    summary: "Change a person's status (isActive: false deactivates, true reactivates; If-Match: the person's version)",
    rights: [["update", "hr"]],
    body: z.object({ isActive: z.boolean({ errorMap: () => ({ message: "errors.required" }) }) }).strict(),
    write: true,
    ifMatch: true,
    response: z.object({ id: z.number().int(), isActive: z.boolean(), version: z.number().int() }),
    run: async ({ sql, user, params, body, meta, expectedVersion }) => {
      if (!can(user.access, "update", "hr")) throw new DomainError("forbidden", "errors.forbidden");
      const person = await scopedPerson(sql, user, params.id);
      const input = { personId: person.id, expectedVersion };
      const outcome = body.isActive ? await reactivatePerson(sql, user, input, meta) : await deactivatePerson(sql, user, input, meta);
      return { body: { id: person.id, isActive: body.isActive, version: outcome.version }, version: outcome.version };
    },
  }),
];
