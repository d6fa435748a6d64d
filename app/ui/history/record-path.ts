// A record's page in the audit, apart from the record types (./record-types), which read every
// area's event list (and with it zod): the history link on a record's page needs only the path.
export const auditRecordPath = (streamType: string, id: number) => `/app/audit/records/${streamType}/${id}`;
