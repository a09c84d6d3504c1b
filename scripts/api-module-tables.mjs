// Which API module owns which table (the Drizzle names of `apps/api/src/db/schema`), read by
// scripts/check-modules.mjs. A module imports from `db/schema` only the tables it owns, or those listed
// in `face` or `debts`; the other modules read them through the owner's index.ts.
//
// - `owns`: the tables the module answers for; every table has exactly one owner, a module or
//   `platform` (what no module owns: sessions, sign-in attempts, live events, the database's meta).
// - `face`: a module below the owner that is the read face of its noun (course-links for the courses'
//   tables, student-cards for the students'…): the other modules ask it rather than the owner, and
//   that is how the tower stays low. Not a debt.
// - `debts`: reads of another module's tables that should go through its index.ts and do not yet.
//   Printed as a figure; the check fails on any read missing from this list, and on a listed read the
//   module no longer does (the list only shrinks).

// keptCounts: the counts by programme and session that the database's triggers keep (db/grouped-counts.ts).
export const PLATFORM_TABLES = ["authSessions", "keptCounts", "liveEvents", "loginAttempts", "meta"];

export const MODULE_TABLES = {
  "absence-alerts": {
    owns: ["absenceAlerts", "absenceAlertNotifications"],
  },
  accounts: { owns: ["accountTokens"] },
  administrators: {},
  "api-keys": { owns: ["apiKeys"] },
  assignments: { owns: ["assignmentBoxes", "assignmentFiles", "assignmentSubmissions"] },
  attendance: { owns: ["attendance", "attendanceSignatures", "checkInSettings"] },
  audit: { owns: ["auditLog"] },
  auth: {},
  branding: {},
  calendar: { owns: ["calendarFeeds", "calendarVersions"] },
  cohorts: { owns: ["cohorts"] },
  companies: {},
  content: {
    owns: ["chapters", "chapterVersions", "chapterReads", "contentImages", "replays", "timeCounters"],
  },
  "course-links": { face: ["courses", "courseTeachers", "enrolments", "slots"] },
  courses: { owns: ["courses", "courseTeachers", "enrolments", "enrolmentChanges"] },
  dashboard: {},
  enrolments: {},
  evaluations: { owns: ["evaluations", "grades"] },
  events: {},
  files: {},
  health: {},
  history: { owns: ["markChanges"] },
  imports: {},
  "mark-changes": { face: ["markChanges"] },
  "message-attachments": { face: ["conversationMembers", "messages"] },
  messages: { owns: ["conversations", "conversationMembers", "messages"] },
  notifications: { owns: ["slotNotifications"] },
  privacy: { owns: ["accountErasures", "retentionRuns", "studentErasures"] },
  profile: {},
  programmes: { owns: ["programmes", "programmeLevels", "levels", "tracks"] },
  "proof-bundles": {},
  "roll-counts": { face: ["attendance"] },
  school: { face: ["programmes", "programmeLevels", "levels", "tracks", "cohorts"] },
  slots: { owns: ["slots", "slotFiles"] },
  sso: { owns: ["companySso", "ssoLogins"] },
  "student-cards": { face: ["students"] },
  "student-erasures": { face: ["studentErasures"] },
  "student-traces": { face: ["assignmentSubmissions", "attendance", "grades"] },
  students: { owns: ["studentLastCourses", "students"] },
  "teacher-cards": { face: ["teachers"] },
  teachers: { owns: ["teachers"] },
  tenants: { owns: ["companies", "instances"] },
  "timetable-changes": { face: ["slotNotifications"] },
  users: { owns: ["users"] },
  webhooks: { owns: ["webhookSubscriptions", "webhookDeliveries"] },
  whitelist: { owns: ["whitelistEntries"] },
  "whitelist-status": { face: ["whitelistEntries"] },
};
