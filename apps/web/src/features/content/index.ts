// What the other parts of the app may use of the course content: its tabs (the banner and the heartbeat: shell.ts).

export { ChaptersTab } from "./components/chapters-tab.tsx";

export { CourseTimeTab } from "./components/course-time-tab.tsx";

export { ReplaysPanel } from "./components/replays-panel.tsx";

export { StudentCourseContent } from "./components/student-course-content.tsx";
