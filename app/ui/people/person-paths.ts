// Where a person's pages are, in HR (/app/hr/users/…) and in the administrator's area
// (/app/admin/users/…): the form's cancel and summary links, the redirect after a save, the tabs'
// and the header's links; and the raw values of the person form, as its loader gives them.
import type { personFormDefaults } from "~/domain/person/schema";

/** The person form's fields as texts (the passwords are never given back). */
export type PersonFormFields = ReturnType<typeof personFormDefaults> & {
  password?: string;
  confirmPassword?: string;
  /** create only: the legal document given with the new person, and its file */
  document?: { title?: string; number?: string; expiresAt?: string; signed?: string };
  documentFile?: string;
};

/** The two areas that show people: HR's (read hr) and the administrator's (read admin). */
export type PersonArea = "hr" | "admin";

export interface PersonFormPaths {
  area: PersonArea;
  /** the list, where cancel and the header's back link go */
  list: string;
  /** the list's title (translation key) */
  listLabel: string;
  /** where a saved person is shown */
  profile: (id: number) => string;
  edit: (id: number) => string;
  sites: (id: number) => string;
  documents: (id: number) => string;
  /** the person's photo (HR changes and removes it; the edit page shows its form) */
  avatar: (id: number) => string;
}

/** HR's pages (/app/hr/users/…). */
export const HR_PERSON_PATHS: PersonFormPaths = {
  area: "hr",
  list: "/app/hr/users/list",
  listLabel: "hr.users.list.title",
  profile: (id) => `/app/hr/users/${id}/profile`,
  edit: (id) => `/app/hr/users/${id}/edit`,
  sites: (id) => `/app/hr/users/${id}/sites`,
  documents: (id) => `/app/hr/users/${id}/documents`,
  avatar: (id) => `/app/hr/users/${id}/avatar`,
};

/**
 * The administrator's people pages (/app/admin/users/…): their own list, record, leaves, expenses,
 * new and edit forms; a person's sites and documents are HR's pages (whoever edits people holds
 * update hr, which reads them).
 */
export const ADMIN_PERSON_PATHS: PersonFormPaths = {
  ...HR_PERSON_PATHS,
  area: "admin",
  list: "/app/admin/users",
  listLabel: "menu.admin_users",
  profile: (id) => `/app/admin/users/${id}/profile`,
  edit: (id) => `/app/admin/users/${id}/edit`,
};

export const PERSON_PATHS: Record<PersonArea, PersonFormPaths> = { hr: HR_PERSON_PATHS, admin: ADMIN_PERSON_PATHS };

