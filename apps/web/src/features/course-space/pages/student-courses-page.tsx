import type { CourseGrades } from "@campus/contracts/evaluations";
import { formatDecimal } from "@campus/contracts/format-number";
import { hasStudentRole } from "@campus/contracts/roles";
import type { Slot } from "@campus/contracts/slots";
import GradeOutlined from "@mui/icons-material/GradeOutlined";
import Box from "@mui/material/Box";
import Typography from "@mui/material/Typography";
import { useDeferredValue, useMemo } from "react";
import { Navigate } from "react-router";
import { useMyGrades } from "../../../entities/grades/index.ts";
import { useMySlots } from "../../../entities/slots/index.ts";
import { useCurrentUser } from "../../../lib/current-user.tsx";
import { LoadErrorAlert } from "../../../ui/load-error-alert.tsx";
import { PageHeader } from "../../../ui/page-header.tsx";
import { usePageTitle } from "../../../ui/use-page-title.ts";
import { CARD_GRID, CourseCardSkeleton } from "../components/course-card.tsx";
import { CourseCardFrame, NextSlotLine } from "../components/course-card-frame.tsx";
import { COURSES_PATH, studentCoursePath } from "../components/course-paths.ts";
import { useSlotRange } from "../components/use-slot-range.ts";

const SKELETONS = [0, 1, 2];

function StudentCourseCard({ grades, nextSlot }: { grades: CourseGrades; nextSlot: Slot | undefined }) {
  const evaluationCount = grades.evaluations.length;
  return (
    <CourseCardFrame
      to={studentCoursePath(grades.course.id)}
      title={grades.course.title}
      thematicTitle={grades.course.thematicTitle}
    >
      <Box sx={{ mt: "auto", display: "grid", gap: 0.75 }}>
        <Typography variant="body2" sx={{ display: "flex", gap: 1, alignItems: "center" }}>
          <GradeOutlined fontSize="small" aria-hidden />
          {grades.average === null ? "Pas encore de note" : `Moyenne : ${formatDecimal(grades.average)} / 20`}
          <Typography component="span" variant="body2" color="text.secondary">
            {`· ${evaluationCount} évaluation${evaluationCount > 1 ? "s" : ""}`}
          </Typography>
        </Typography>
        <NextSlotLine nextSlot={nextSlot} />
      </Box>
    </CourseCardFrame>
  );
}

/** `/dashboard/studentcourses`: the signed-in student's courses; staff go to their course list. */
export function StudentCoursesPage() {
  usePageTitle("Cours");
  const me = useCurrentUser();
  const isStudent = hasStudentRole(me.roles);
  const grades = useMyGrades({ isEnabled: isStudent });
  const slots = useMySlots(useSlotRange(0, 60), { isEnabled: isStudent });
  // The cards come at a transition's priority, rendered in slices that a tap can interrupt rather than
  // in the one block that an answer alone would cause (React Query's store is synchronous); and once,
  // with their next slot (or without, if the slots failed), so that no card grows under the user's eyes.
  const isSlotsSettled = slots.data !== undefined || slots.isError;
  const courses = useDeferredValue(isSlotsSettled ? grades.data?.courses : undefined);
  const slotItems = useDeferredValue(slots.data?.items);
  const nextSlots = useMemo(() => {
    const byCourse = new Map<string, Slot>();
    const now = Date.now();
    for (const slot of slotItems ?? []) {
      if (slot.status === "cancelled" || new Date(slot.endsAt).getTime() <= now) continue;
      if (!byCourse.has(slot.course.id)) byCourse.set(slot.course.id, slot);
    }
    return byCourse;
  }, [slotItems]);

  if (!isStudent) return <Navigate to={COURSES_PATH} replace />;

  return (
    <>
      <PageHeader title="Mes cours" subtitle="Les cours auxquels vous êtes inscrit." />
      {grades.isError ? (
        <LoadErrorAlert query={grades} message="Impossible de charger vos cours." />
      ) : courses === undefined ? (
        <Box sx={CARD_GRID} aria-busy="true">
          {SKELETONS.map((index) => (
            <CourseCardSkeleton key={index} />
          ))}
        </Box>
      ) : courses.length === 0 ? (
        <Typography color="text.secondary" sx={{ py: 6, textAlign: "center" }}>
          Vous n'êtes inscrit à aucun cours pour le moment.
        </Typography>
      ) : (
        <Box sx={CARD_GRID}>
          {courses.map((course) => (
            <StudentCourseCard
              key={course.course.id}
              grades={course}
              nextSlot={nextSlots.get(course.course.id)}
            />
          ))}
        </Box>
      )}
    </>
  );
}
