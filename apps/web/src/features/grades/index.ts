// The grades feature's public pieces: a student's grades, their queries and the attendance figures' view.

export { AttendanceSummaryStats } from "./components/attendance-summary-stats.tsx";

export { CourseGradesTable, WeightedAverage } from "./components/course-grades-table.tsx";

export { StudentCourseGrades } from "./components/student-course-grades.tsx";
