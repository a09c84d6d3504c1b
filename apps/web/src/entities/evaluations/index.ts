// The evaluations as every feature may use them (key and cache refresh, a course's or a slot's list, the
// grade grid and its save, creation, the « Type » select): import them from here.
export { useCreateEvaluation } from "./create-evaluation.ts";
export { refreshEvaluations } from "./evaluation-cache.ts";
export { EvaluationTypeSelect } from "./evaluation-type-select.tsx";
export { useEvaluations, useSlotEvaluations } from "./evaluations.ts";
export { useGradeGrid } from "./grade-grid.ts";
export { useSaveGrades } from "./save-grades.ts";
