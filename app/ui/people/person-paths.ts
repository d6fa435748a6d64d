// Where HR's person pages are: the form's cancel and summary links and the redirect after a save;
// and the raw values of the person form, as its loader gives them.
import type { personFormDefaults } from "~/domain/person/schema";

/** The person form's fields as texts (the passwords are never given back). */
export type PersonFormFields = ReturnType<typeof personFormDefaults> & { password?: string; confirmPassword?: string };
export interface PersonFormPaths {
  /** the list, where cancel goes */
  list: string;
  /** where a saved person is shown */
  profile: (id: number) => string;
  sites: (id: number) => string;
  documents: (id: number) => string;
}

/** HR's pages (/app/hr/users/…). */
export const HR_PERSON_PATHS: PersonFormPaths = {
  list: "/app/hr/users/list",
  profile: (id) => `/app/hr/users/${id}/profile`,
  sites: (id) => `/app/hr/users/${id}/sites`,
  documents: (id) => `/app/hr/users/${id}/documents`,
};

/**
 * The administrator's people pages (/app/admin/users/…): their own list, new and edit forms; a
 * person's record, sites and documents are HR's pages (whoever edits people holds update hr, which
 * reads them).
 */
export const ADMIN_PERSON_PATHS: PersonFormPaths = { ...HR_PERSON_PATHS, list: "/app/admin/users" };
