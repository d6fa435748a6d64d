// What a backup of Cantiere must hold (issue 41, ADR-0121; README "Operating Cantiere"): what no
// replay can give back. Everything else in the database is derived from these and rebuilt by the
// restore (the projections, the registry, the checkpoints) or is passing state (sessions, sign-in
// attempts, rate windows, request bindings, the notifications' inbox and outbox). The files the
// events name live in the object store and are backed up with it.
//
// scripts/restore-check.ts dumps exactly this set; a new table that holds facts of its own (not a
// projection) belongs here, and the restore check's comparison shows when one is missing.

/** The tables: the event store (its events and the outcomes of command ids), the keys of personal data, the accounts' credentials, API tokens, the application's settings (its secret). */
export const BACKUP_TABLES = ["events", "commands", "pii_keys", "accounts", "api_tokens", "app_settings"] as const;

/** The sequences that number records in URLs, and the log's positions: restored to where they were, so no id is handed out twice. */
export const BACKUP_SEQUENCES = [
  "events_position_seq",
  "calendar_event_id_seq",
  "checklist_id_seq",
  "checklist_template_id_seq",
  "company_id_seq",
  "daily_hours_id_seq",
  "delegation_id_seq",
  "expense_id_seq",
  "festivity_id_seq",
  "journal_id_seq",
  "leave_id_seq",
  "person_id_seq",
  "site_id_seq",
  "site_schedule_id_seq",
  "stamp_id_seq",
  "support_request_id_seq",
  "tool_category_id_seq",
  "tool_id_seq",
  "working_hours_rule_id_seq",
];
