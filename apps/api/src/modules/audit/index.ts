// What the other modules may use of the audit module: import it from here, never from its files.

export { scrubAuditEntries } from "./audit.erasure.service.ts";
export { auditEntriesAbout, auditEntryCountSql, countAuditEntriesAbout } from "./audit.person.queries.ts";
