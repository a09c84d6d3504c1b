// The evaluations feature's public pieces: the Évaluations tab of a course, the grid's queries and its save.

export { useCreateEvaluation } from "./api/create-evaluation.ts";

export { useSlotEvaluations } from "./api/evaluations.ts";

export { useGradeGrid } from "./api/grade-grid.ts";

export { useSaveGrades } from "./api/save-grades.ts";

export { EvaluationTypeSelect } from "./components/evaluation-type-select.tsx";

export { EvaluationsPanel } from "./components/evaluations-panel.tsx";
