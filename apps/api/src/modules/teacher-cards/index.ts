// What the other modules may use of the teachers' reads: import it from here, never from its files.
export {
  findCallerTeacherId,
  hasTeacherSql,
  listTeacherSummaries,
  namedTeacher,
  teacherAccounts,
  teacherNames,
  teacherNamesOf,
} from "./teacher-cards.queries.ts";
