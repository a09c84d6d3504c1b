// The evaluations feature's public pieces: the Évaluations tab of a course, the grid's queries and its save.

export { EVALUATIONS_KEY, refreshEvaluations } from "./api/evaluation-cache.ts";
export { gradeGridQueryKey, useGradeGrid } from "./api/grade-grid.ts";
export { useSaveGrades } from "./api/save-grades.ts";
export { EvaluationsPanel } from "./components/evaluations-panel.tsx";
