// The course space's pieces, composed by the course pages in app/pages and the home's « Prochaines
// séances » card: the tabs, the student's slot list, the paths.

export { useCourseAbsences } from "./api/course-absences.ts";
export { CourseAttendanceTab } from "./components/course-attendance-tab.tsx";
export {
  COURSES_PATH,
  coursePath,
  STUDENT_COURSES_PATH,
  studentCoursePath,
} from "./components/course-paths.ts";
export { CourseSlotsTab } from "./components/course-slots-tab.tsx";
export { CourseStudentsTab } from "./components/course-students-tab.tsx";
export { slotDay, slotHours } from "./components/slot-format.ts";
export { StudentSlotList } from "./components/student-slot-list.tsx";
export { UpcomingSlotsCard, useUpcomingSlots } from "./components/upcoming-slots-card.tsx";
export { useSlotRange } from "./components/use-slot-range.ts";
