// The evaluations feature's public piece: the Évaluations tab of a course (list, form, grade grid).
export { EvaluationsPanel } from "./components/evaluations-panel.tsx";
