// The roles a person has and the capabilities that adjust them (ADR-0006): the words the access rules
// (permissions.ts) and the self-services (self-service.ts) are written in.

export const ROLES = ["ADMIN", "HR", "EMPLOYEE", "ASSOCIATE", "CLIENT", "INTERIM", "WORKER", "AUDITOR"] as const;
export type Role = (typeof ROLES)[number];

export const CAPABILITIES = [
  "LIST_ALL_EMPLOYEE", "NO_STAMPINGLOG", "NO_LEAVE", "SHOW_HR_MODULE", "EDIT_INVENTORY", "LIST_FILE",
  "STAMPINGS_LOG_MANAGEMENT", "LIST_IN_HR_MODULE", "ALL_CHECKLISTS",
  // the single-right profiles of the spec the flags above did not cover (ADR-0117)
  "LIST_LEAVES", "EDIT_HR_MODULE", "LIST_INVENTORY",
  "SHOW_CANTIERE", "SHOW_METALSKY", "SHOW_SITAF", "SHOW_METALPIEGA", "SHOW_EDEMAR", "SHOW_TMWOOD", "SHOW_ELECTROGESTIM",
] as const;
export type Capability = (typeof CAPABILITIES)[number];
