import { type Absence, ATTENDANCE_LABELS } from "@campus/contracts/attendance";
import { hasStudentRole } from "@campus/contracts/roles";
import { SELECTED_SLOT_PARAM } from "@campus/contracts/slot-paths";
import ArrowBack from "@mui/icons-material/ArrowBack";
import Alert from "@mui/material/Alert";
import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
import Card from "@mui/material/Card";
import CardContent from "@mui/material/CardContent";
import CardHeader from "@mui/material/CardHeader";
import Chip from "@mui/material/Chip";
import Skeleton from "@mui/material/Skeleton";
import Typography from "@mui/material/Typography";
import type { ReactNode } from "react";
import { useMemo, useState } from "react";
import { Link, Navigate, useParams, useSearchParams } from "react-router";
import { useAbsenceSummary } from "../../entities/absences/index.ts";
import { useMyGrades } from "../../entities/grades/index.ts";
import { useMySlots } from "../../entities/slots/index.ts";
import { StudentCourseContent } from "../../features/content/index.ts";
import {
  coursePath,
  STUDENT_COURSES_PATH,
  StudentSlotList,
  slotDay,
  slotHours,
  useCourseAbsences,
  useSlotRange,
} from "../../features/course-space/index.ts";
import { AttendanceSummaryStats, CourseGradesTable, WeightedAverage } from "../../features/grades/index.ts";
import { useCurrentUser } from "../../lib/current-user.tsx";
import { LoadErrorAlert } from "../../ui/load-error-alert.tsx";
import { PageHeader } from "../../ui/page-header.tsx";
import { usePageTitle } from "../../ui/use-page-title.ts";

/** The slots shown: six months back and ahead (the API reads a year at most). */
const DAYS_BACK = 180;
const DAYS_AHEAD = 180;
const CARD_TITLE = { title: { variant: "h6", component: "h2" } } as const;

function BackToCourses() {
  return (
    <Button component={Link} to={STUDENT_COURSES_PATH} startIcon={<ArrowBack />} size="small" sx={{ mb: 2 }}>
      Mes cours
    </Button>
  );
}

function Section({ title, subheader, children }: { title: string; subheader?: string; children: ReactNode }) {
  return (
    <Card component="section" aria-label={title}>
      <CardHeader title={title} subheader={subheader} slotProps={CARD_TITLE} />
      <CardContent sx={{ pt: 0 }}>{children}</CardContent>
    </Card>
  );
}

function AbsenceLine({ absence }: { absence: Absence }) {
  const status =
    absence.status === "late" && absence.lateMinutes
      ? `${ATTENDANCE_LABELS.late} (${absence.lateMinutes} min)`
      : ATTENDANCE_LABELS[absence.status];
  return (
    <Box
      component="li"
      sx={{
        py: 1,
        display: "flex",
        flexWrap: "wrap",
        gap: 1,
        alignItems: "center",
        justifyContent: "space-between",
        "& + &": { borderTop: 1, borderColor: "divider" },
      }}
    >
      <Typography variant="body2">
        {slotDay(absence)} · {slotHours(absence)}
      </Typography>
      <Box sx={{ display: "flex", gap: 1 }}>
        <Chip size="small" label={status} color={absence.status === "absent" ? "error" : "warning"} />
        {absence.excused ? (
          <Chip
            size="small"
            variant="outlined"
            label={absence.reason ? `Justifiée : ${absence.reason}` : "Justifiée"}
          />
        ) : null}
      </Box>
    </Box>
  );
}

/**
 * `/dashboard/courseInfo/:uid`: a student's view of one of their courses: its slots, their grades
 * with the weighted average, and their attendance. Only the student's own data is asked for.
 */
export function StudentCoursePage() {
  const { uid = "" } = useParams();
  const [searchParams] = useSearchParams();
  const selectedSlotId = searchParams.get(SELECTED_SLOT_PARAM);
  const me = useCurrentUser();
  const isStudent = hasStudentRole(me.roles);
  const grades = useMyGrades({ isEnabled: isStudent });
  const range = useSlotRange(DAYS_BACK, DAYS_AHEAD);
  const slots = useMySlots({ ...range, courseId: uid }, { isEnabled: isStudent });
  const summary = useAbsenceSummary({ courseId: uid }, { isEnabled: isStudent });
  const absences = useCourseAbsences(uid, { isEnabled: isStudent });
  const [now] = useState(() => Date.now());
  const courseGrades = grades.data?.courses.find((entry) => entry.course.id === uid);
  usePageTitle(courseGrades?.course.title ?? "Cours");

  const { upcoming, past, liveSlotId, selected } = useMemo(() => {
    const mine = (slots.data?.items ?? []).filter((slot) => slot.course.id === uid);
    const live = mine.find(
      (slot) =>
        slot.status !== "cancelled" &&
        new Date(slot.startsAt).getTime() <= now &&
        new Date(slot.endsAt).getTime() > now,
    );
    return {
      upcoming: mine.filter((slot) => new Date(slot.endsAt).getTime() > now),
      past: mine.filter((slot) => new Date(slot.endsAt).getTime() <= now).reverse(),
      liveSlotId: live?.id ?? null,
      selected: mine.find((slot) => slot.id === selectedSlotId) ?? null,
    };
  }, [slots.data, uid, now, selectedSlotId]);

  if (!isStudent) return <Navigate to={coursePath(uid)} replace />;

  if (grades.isPending) {
    return (
      <Box aria-busy="true">
        <Skeleton variant="text" width="50%" sx={{ fontSize: "2rem" }} />
        <Skeleton variant="text" width="30%" sx={{ mb: 3 }} />
        <Skeleton variant="rounded" height={240} sx={{ mb: 3 }} />
        <Skeleton variant="rounded" height={240} />
      </Box>
    );
  }
  if (grades.isError) {
    return (
      <>
        <BackToCourses />
        <LoadErrorAlert query={grades} message="Impossible de charger ce cours." />
      </>
    );
  }
  if (!courseGrades) {
    return (
      <>
        <BackToCourses />
        <Alert severity="info">Ce cours est introuvable, ou vous n'y êtes pas inscrit.</Alert>
      </>
    );
  }

  return (
    <>
      <BackToCourses />
      <PageHeader
        title={courseGrades.course.title}
        subtitle={courseGrades.course.thematicTitle || undefined}
      />
      <Box sx={{ display: "grid", gap: 3, gridTemplateColumns: { xs: "minmax(0, 1fr)", md: "1fr 1fr" } }}>
        {selectedSlotId ? (
          <Box sx={{ gridColumn: "1 / -1" }}>
            <Section title="Séance choisie">
              {slots.isPending ? (
                <Skeleton variant="rounded" height={72} />
              ) : selected ? (
                <StudentSlotList
                  slots={[selected]}
                  label="Séance choisie"
                  emptyText=""
                  liveSlotId={liveSlotId}
                />
              ) : (
                <Typography color="text.secondary">
                  Cette séance n'est pas parmi vos séances de ce cours des six derniers et prochains mois.
                </Typography>
              )}
            </Section>
          </Box>
        ) : null}
        <Box sx={{ gridColumn: "1 / -1" }}>
          <Section title="Mes notes">
            <Box sx={{ mb: 2 }}>
              <WeightedAverage average={courseGrades.average} />
            </Box>
            <CourseGradesTable grades={courseGrades} />
          </Section>
        </Box>
        <StudentCourseContent courseId={uid} />
        <Section title="Séances" subheader="Six derniers mois et à venir">
          {slots.isPending ? (
            <Skeleton variant="rounded" height={160} />
          ) : slots.isError ? (
            <LoadErrorAlert query={slots} message="Impossible de charger les séances." />
          ) : (
            <Box sx={{ display: "grid", gap: 2 }}>
              <Box>
                <Typography component="h3" sx={{ fontWeight: 700, mb: 0.5 }}>
                  À venir
                </Typography>
                <StudentSlotList
                  slots={upcoming}
                  label="Séances à venir"
                  emptyText="Aucune séance à venir."
                  liveSlotId={liveSlotId}
                  limit={5}
                />
              </Box>
              <Box>
                <Typography component="h3" sx={{ fontWeight: 700, mb: 0.5 }}>
                  Passées
                </Typography>
                <StudentSlotList
                  slots={past}
                  label="Séances passées"
                  emptyText="Aucune séance passée."
                  limit={5}
                />
              </Box>
            </Box>
          )}
        </Section>
        <Section title="Mes présences">
          {summary.isPending ? (
            <Skeleton variant="rounded" height={140} />
          ) : summary.isError ? (
            <LoadErrorAlert query={summary} message="Impossible de charger vos présences." />
          ) : (
            <AttendanceSummaryStats summary={summary.data} />
          )}
          <Typography component="h3" sx={{ fontWeight: 700, mt: 3, mb: 0.5 }}>
            Absences et retards
          </Typography>
          {absences.isPending ? (
            <Skeleton variant="rounded" height={80} />
          ) : absences.isError ? (
            <LoadErrorAlert query={absences} message="Impossible de charger vos absences." />
          ) : absences.data.length === 0 ? (
            <Typography color="text.secondary">Aucune absence ni aucun retard pour ce cours.</Typography>
          ) : (
            <Box component="ul" aria-label="Absences et retards" sx={{ listStyle: "none", m: 0, p: 0 }}>
              {absences.data.map((absence) => (
                <AbsenceLine key={absence.slotId} absence={absence} />
              ))}
            </Box>
          )}
        </Section>
      </Box>
    </>
  );
}
