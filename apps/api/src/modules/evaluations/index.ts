// What the other modules may use of the evaluations module: import it from here, never from its files.
export { saveGrades } from "./evaluations.grid.service.ts";
export { gradesOfGroup } from "./evaluations.group-grades.queries.ts";
export {
  countGradesOfStudent,
  gradesGivenCountSql,
  gradesOfStudent,
  studentGradeCountSql,
} from "./evaluations.person.queries.ts";
export { evaluationTitles, getEvaluation } from "./evaluations.service.ts";
