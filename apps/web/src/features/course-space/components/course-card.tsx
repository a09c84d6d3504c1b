import type { Course } from "@campus/contracts/courses";
import { personName } from "@campus/contracts/people";
import type { Slot } from "@campus/contracts/slots";
import EventOutlined from "@mui/icons-material/EventOutlined";
import GroupOutlined from "@mui/icons-material/GroupOutlined";
import Box from "@mui/material/Box";
import Card from "@mui/material/Card";
import CardActionArea from "@mui/material/CardActionArea";
import Skeleton from "@mui/material/Skeleton";
import Typography from "@mui/material/Typography";
import { Link } from "react-router";
import { coursePath } from "./course-paths.ts";
import { slotDay, slotHours, slotPlace } from "./slot-format.ts";

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
    <Card component="article" sx={{ height: "100%" }}>
      <CardActionArea
        component={Link}
        to={coursePath(course.id)}
        sx={{
          height: "100%",
          p: 2.5,
          display: "flex",
          flexDirection: "column",
          alignItems: "stretch",
          gap: 1.5,
        }}
      >
        <Box>
          <Typography variant="h2" sx={{ fontSize: "1.125rem", overflowWrap: "anywhere" }}>
            {course.title}
          </Typography>
          {course.thematicTitle ? (
            <Typography variant="body2" color="text.secondary" sx={{ mt: 0.5 }}>
              {course.thematicTitle}
            </Typography>
          ) : null}
        </Box>
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
            {course.enrolledCount === 1
              ? "1 inscrit"
              : `${course.enrolledCount.toLocaleString("fr-FR")} inscrits`}
            {course.teachers.length > 0 ? ` · ${teacherNames(course)}` : ""}
          </Typography>
          {nextSlot !== undefined ? (
            <Typography
              variant="body2"
              color="text.secondary"
              sx={{ display: "flex", gap: 1, alignItems: "center" }}
            >
              <EventOutlined fontSize="small" aria-hidden />
              {nextSlot
                ? `${new Date(nextSlot.startsAt).getTime() <= Date.now() ? "Séance en cours" : "Prochaine séance"} : ${slotDay(nextSlot)}, ${slotHours(nextSlot)} · ${slotPlace(nextSlot)}`
                : "Aucune séance à venir"}
            </Typography>
          ) : null}
        </Box>
      </CardActionArea>
    </Card>
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
