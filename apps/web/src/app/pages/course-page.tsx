import type { CourseDetail } from "@campus/contracts/courses";
import { formatNumber } from "@campus/contracts/format-number";
import { personName } from "@campus/contracts/people";
import { hasStaffRole, isAdministrator } from "@campus/contracts/roles";
import ArrowBack from "@mui/icons-material/ArrowBack";
import SettingsOutlined from "@mui/icons-material/SettingsOutlined";
import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
import Chip from "@mui/material/Chip";
import Skeleton from "@mui/material/Skeleton";
import { Link, Navigate, useParams } from "react-router";
import { useCourse } from "../../entities/courses/index.ts";
import { ChaptersTab, CourseTimeTab, ReplaysPanel } from "../../features/content/index.ts";
import {
  COURSES_PATH,
  CourseAttendanceTab,
  CourseSlotsTab,
  CourseStudentsTab,
  studentCoursePath,
} from "../../features/course-space/index.ts";
import { CourseLoadError, courseSchooling } from "../../features/courses/index.ts";
import { EvaluationsPanel } from "../../features/evaluations/index.ts";
import { AnnouncementButton } from "../../features/messages/index.ts";
import { ProposeSlotDialog } from "../../features/slots/index.ts";
import { useCurrentUser } from "../../lib/current-user.tsx";
import { PageHeader } from "../../ui/page-header.tsx";
import { UrlTabs, useUrlTab } from "../../ui/url-tabs.tsx";
import { usePageTitle } from "../../ui/use-page-title.ts";

const TABS = [
  { value: "seances", label: "Séances" },
  { value: "apprenants", label: "Apprenants" },
  { value: "evaluations", label: "Évaluations" },
  { value: "presences", label: "Présences" },
  { value: "chapitres", label: "Chapitres" },
  { value: "replays", label: "Replays" },
  { value: "temps", label: "Temps" },
] as const;

/** Long programme names wrap on phones instead of being cut. */
const WRAPPING_CHIP = { height: "auto", py: 0.25, "& .MuiChip-label": { whiteSpace: "normal" } } as const;

function BackToCourses() {
  return (
    <Button component={Link} to={COURSES_PATH} startIcon={<ArrowBack />} size="small" sx={{ mb: 2 }}>
      Cours
    </Button>
  );
}

function CourseFacts({ course }: { course: CourseDetail }) {
  const facts = courseSchooling(course);
  const teachers = course.teachers.map((teacher) => personName(teacher)).join(", ");
  return (
    <Box sx={{ display: "flex", flexWrap: "wrap", gap: 1, mb: 3 }}>
      {course.archived ? <Chip label="Archivé" color="warning" size="small" /> : null}
      {facts.map(([label, value]) =>
        value ? (
          <Chip
            key={label}
            variant="outlined"
            size="small"
            label={`${label} : ${value}`}
            sx={WRAPPING_CHIP}
          />
        ) : null,
      )}
      <Chip
        variant="outlined"
        size="small"
        label={`${formatNumber(course.enrolledCount)} inscrit${course.enrolledCount > 1 ? "s" : ""}`}
      />
      {teachers ? (
        <Chip variant="outlined" size="small" label={`Professeurs : ${teachers}`} sx={WRAPPING_CHIP} />
      ) : null}
    </Box>
  );
}

function LoadingCourse() {
  return (
    <Box aria-busy="true" data-testid="course-loading">
      <Skeleton variant="text" width="50%" sx={{ fontSize: "2rem" }} />
      <Skeleton variant="text" width="30%" />
      <Skeleton variant="rounded" height={48} sx={{ my: 3 }} />
      <Skeleton variant="rounded" height={320} />
    </Box>
  );
}

/**
 * `/dashboard/course/:uid` and `/dashboard/course/:uid/:teacheruid`: a course's space for its
 * teacher or an administrator, in tabs kept in the URL (`?tab=evaluations`). The teacher of the
 * second route filters the Séances tab.
 */
export function CoursePage() {
  const { uid = "", teacheruid } = useParams();
  const me = useCurrentUser();
  const [tab, setTab] = useUrlTab(TABS);
  const canSee = hasStaffRole(me.roles);
  const course = useCourse(uid, { isEnabled: canSee });
  usePageTitle(course.data?.title ?? "Cours");

  if (!canSee) return <Navigate to={studentCoursePath(uid)} replace />;
  if (course.isPending) return <LoadingCourse />;
  if (course.isError) {
    return (
      <>
        <BackToCourses />
        <CourseLoadError query={course} />
      </>
    );
  }
  const detail = course.data;
  const isAdmin = isAdministrator(me.roles);

  return (
    <>
      <BackToCourses />
      <PageHeader
        title={detail.title}
        subtitle={detail.thematicTitle || undefined}
        actions={
          <>
            {/* The page answers only the course's teachers and administrators: both may announce. */}
            <AnnouncementButton
              courseId={detail.id}
              courseTitle={detail.title}
              enrolledCount={detail.enrolledCount}
            />
            {isAdmin ? (
              <Button
                component={Link}
                to={`/dashboard/admCourseInfo/${encodeURIComponent(detail.id)}`}
                variant="outlined"
                startIcon={<SettingsOutlined />}
              >
                Gérer le cours
              </Button>
            ) : null}
          </>
        }
      />
      <CourseFacts course={detail} />
      <UrlTabs tabs={TABS} value={tab} onChange={setTab} idPrefix="course" label="Sections du cours">
        {tab === "seances" ? (
          <CourseSlotsTab
            course={detail}
            teacherId={teacheruid}
            renderProposeDialog={(teacherId, onClose) => (
              <ProposeSlotDialog isAdmin={isAdmin} course={detail} teacherId={teacherId} onClose={onClose} />
            )}
          />
        ) : null}
        {tab === "apprenants" ? <CourseStudentsTab course={detail} /> : null}
        {tab === "evaluations" ? (
          <EvaluationsPanel courseId={detail.id} enrolledCount={detail.enrolledCount} />
        ) : null}
        {tab === "presences" ? <CourseAttendanceTab course={detail} /> : null}
        {tab === "chapitres" ? <ChaptersTab courseId={detail.id} /> : null}
        {tab === "replays" ? <ReplaysPanel courseId={detail.id} /> : null}
        {tab === "temps" ? <CourseTimeTab courseId={detail.id} /> : null}
      </UrlTabs>
    </>
  );
}
