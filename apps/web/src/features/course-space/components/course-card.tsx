import type { Course } from "@campus/contracts/courses";
import { formatNumber } from "@campus/contracts/format-number";
import { personName } from "@campus/contracts/people";
import type { Slot } from "@campus/contracts/slots";
import GroupOutlined from "@mui/icons-material/GroupOutlined";
import Box from "@mui/material/Box";
import Skeleton from "@mui/material/Skeleton";
import Typography from "@mui/material/Typography";
import { CourseCardFrame, NextSlotLine } from "./course-card-frame.tsx";
import { coursePath } from "./course-paths.ts";

interface CourseCardProps {
  course: Course;
  /** The course's next validated slot; null when it has none, undefined when unknown. */
  nextSlot?: Slot | null;
}

const teacherNames = (course: Course) => course.teachers.map((teacher) => personName(teacher)).join(", ");

/** A course in the teacher's (or administrator's) list; opens the course space. */
export function CourseCard({ course, nextSlot }: CourseCardProps) {
  const schooling = [course.programme?.name, course.level?.label, course.cohort?.name]
    .filter(Boolean)
    .join(" · ");
  return (
    <CourseCardFrame to={coursePath(course.id)} title={course.title} thematicTitle={course.thematicTitle}>
      {schooling ? (
        <Typography variant="body2" sx={{ overflowWrap: "anywhere" }}>
          {schooling}
        </Typography>
      ) : null}
      <Box sx={{ mt: "auto", display: "grid", gap: 0.75 }}>
        <Typography
          variant="body2"
          color="text.secondary"
          sx={{ display: "flex", gap: 1, alignItems: "center" }}
        >
          <GroupOutlined fontSize="small" aria-hidden />
          {course.enrolledCount === 1 ? "1 inscrit" : `${formatNumber(course.enrolledCount)} inscrits`}
          {course.teachers.length > 0 ? ` · ${teacherNames(course)}` : ""}
        </Typography>
        {nextSlot !== undefined ? <NextSlotLine nextSlot={nextSlot} /> : null}
      </Box>
    </CourseCardFrame>
  );
}

export function CourseCardSkeleton() {
  return <Skeleton variant="rounded" height={200} sx={{ borderRadius: 4 }} />;
}

/** The cards' responsive grid: one column on phones, up to three on wide screens. */
export const CARD_GRID = {
  display: "grid",
  gap: 3,
  gridTemplateColumns: {
    xs: "minmax(0, 1fr)",
    sm: "repeat(2, minmax(0, 1fr))",
    md: "repeat(3, minmax(0, 1fr))",
  },
} as const;
