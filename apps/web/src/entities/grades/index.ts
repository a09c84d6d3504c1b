// The grades as every feature may use them (key, a student's own grades): import them from here.
export { GRADES_KEY } from "./keys.ts";
export { useMyGrades } from "./my-grades.ts";
