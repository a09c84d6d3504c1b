// The evaluations feature's public piece: the Évaluations tab of a course (its queries are in
// entities/evaluations).
export { EvaluationsPanel } from "./components/evaluations-panel.tsx";
