import type { CourseDetail } from "@campus/contracts/courses";
import { COURSES_ENDPOINTS } from "@campus/contracts/courses.endpoints";
import { formatNumber } from "@campus/contracts/format-number";
import { MESSAGES } from "@campus/contracts/messages";
import { hasAccess } from "@campus/contracts/permissions";
import type { ExportFormat } from "@campus/contracts/students";
import ArchiveOutlined from "@mui/icons-material/ArchiveOutlined";
import ArrowBack from "@mui/icons-material/ArrowBack";
import EditOutlined from "@mui/icons-material/EditOutlined";
import FileDownloadOutlined from "@mui/icons-material/FileDownloadOutlined";
import UnarchiveOutlined from "@mui/icons-material/UnarchiveOutlined";
import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
import Card from "@mui/material/Card";
import Chip from "@mui/material/Chip";
import Stack from "@mui/material/Stack";
import Typography from "@mui/material/Typography";
import { type ComponentType, useState } from "react";
import { Link, useParams } from "react-router";
import { useCourse } from "../../../entities/courses/index.ts";
import { useCurrentUser } from "../../../lib/current-user.tsx";
import { failureMessage } from "../../../lib/failure-message.ts";
import { ConfirmDialog } from "../../../ui/confirm-dialog.tsx";
import { DetailSkeleton } from "../../../ui/detail-skeleton.tsx";
import { loadWhenShown } from "../../../ui/load-when-shown.tsx";
import { useSnackbar } from "../../../ui/notifications.tsx";
import { PageHeader } from "../../../ui/page-header.tsx";
import { usePageTitle } from "../../../ui/use-page-title.ts";
import { useExportCourseStudents } from "../api/export-course-students.ts";
import { useSetCourseArchived } from "../api/set-course-archived.ts";
import { useUpdateCourse } from "../api/update-course.ts";
import {
  type CourseFormValues,
  courseFormValues,
  toUpdateCourseBody,
} from "../components/course-form-schema.ts";
import { CourseLoadError } from "../components/course-load-error.tsx";
import { courseSchooling } from "../components/course-schooling.ts";
import { CourseTeachersCard } from "../components/course-teachers-card.tsx";
import { EnrolledStudentsCard } from "../components/enrolled-students-card.tsx";

// The forms load with their dialog, not with the page.
const CourseFormDialog = loadWhenShown(() =>
  import("../components/course-form-dialog.tsx").then((module) => module.CourseFormDialog),
);

const COURSE_LIST_PATH = "/dashboard/admCourseList";
/** Long programme names wrap on phones instead of being cut. */
const WRAPPING_CHIP = { height: "auto", py: 0.25, "& .MuiChip-label": { whiteSpace: "normal" } } as const;

function BackToList() {
  return (
    <Button component={Link} to={COURSE_LIST_PATH} startIcon={<ArrowBack />} size="small" sx={{ mb: 2 }}>
      Liste des cours
    </Button>
  );
}

function Stat({ label, value }: { label: string; value: number }) {
  return (
    <Card role="group" aria-label={label} sx={{ p: 2.5, flex: 1, minWidth: 140 }}>
      <Typography variant="body2" color="text.secondary">
        {label}
      </Typography>
      <Typography sx={{ fontSize: "1.75rem", fontWeight: 700 }}>{formatNumber(value)}</Typography>
    </Card>
  );
}

function CourseFacts({ course }: { course: CourseDetail }) {
  const facts = courseSchooling(course);
  return (
    <Box sx={{ display: "flex", flexWrap: "wrap", gap: 1, mb: 3 }}>
      {course.archived ? <Chip label="Archivé" color="warning" size="small" /> : null}
      {facts.map(([label, value]) => (
        <Chip
          key={label}
          variant="outlined"
          size="small"
          label={`${label} : ${value ?? "—"}`}
          sx={WRAPPING_CHIP}
        />
      ))}
      <Chip
        variant="outlined"
        size="small"
        label={`Heures prévues : ${formatNumber(course.plannedHours)} h`}
      />
    </Box>
  );
}

/** `/dashboard/admCourseInfo/:uid`: one course, its teachers and enrolled students. */
export function CourseDetailPage({
  ProofBundleButton,
}: {
  /** The proof-bundles feature's « Dossier de preuve », given by app/pages/course-detail-page.tsx. */
  ProofBundleButton: ComponentType<{ target: { kind: "course"; id: string; name: string } }>;
}) {
  const { uid = "" } = useParams();
  const me = useCurrentUser();
  const { enqueueSnackbar } = useSnackbar();
  const course = useCourse(uid);
  const updateCourse = useUpdateCourse(uid);
  const setArchived = useSetCourseArchived(uid);
  const exportStudents = useExportCourseStudents(uid);
  const [isEditing, setIsEditing] = useState(false);
  const [isConfirmingArchive, setIsConfirmingArchive] = useState(false);
  const canManage = hasAccess(COURSES_ENDPOINTS.updateCourse.access, me.roles);
  usePageTitle(course.data?.title ?? "Cours");

  if (course.isPending) return <DetailSkeleton testId="course-loading" />;
  if (course.isError) {
    return (
      <>
        <BackToList />
        <CourseLoadError query={course} />
      </>
    );
  }
  const detail = course.data;

  const handleUpdate = async (values: CourseFormValues) => {
    try {
      await updateCourse.mutateAsync(toUpdateCourseBody(values));
      enqueueSnackbar(MESSAGES.updateOk, { variant: "success" });
      setIsEditing(false);
    } catch (error) {
      enqueueSnackbar(MESSAGES.updateKo, { variant: "error" });
      throw error;
    }
  };

  const handleArchive = async () => {
    try {
      await setArchived.mutateAsync(!detail.archived);
      enqueueSnackbar(MESSAGES.updateOk, { variant: "success" });
      setIsConfirmingArchive(false);
    } catch (error) {
      enqueueSnackbar(failureMessage(MESSAGES.updateKo, error), { variant: "error" });
    }
  };

  const handleExport = async (format: ExportFormat) => {
    try {
      await exportStudents.mutateAsync(format);
    } catch {
      enqueueSnackbar(MESSAGES.downloadKo, { variant: "error" });
    }
  };
  const exportingFormat = exportStudents.isPending ? exportStudents.variables : null;

  return (
    <>
      <BackToList />
      <PageHeader
        title={detail.title}
        subtitle={detail.thematicTitle || undefined}
        actions={
          <>
            <Button
              variant="outlined"
              startIcon={<FileDownloadOutlined />}
              loading={exportingFormat === "pdf"}
              disabled={exportStudents.isPending}
              onClick={() => void handleExport("pdf")}
            >
              PDF
            </Button>
            <Button
              variant="outlined"
              startIcon={<FileDownloadOutlined />}
              loading={exportingFormat === "xlsx"}
              disabled={exportStudents.isPending}
              onClick={() => void handleExport("xlsx")}
            >
              Excel
            </Button>
            <ProofBundleButton target={{ kind: "course", id: detail.id, name: detail.title }} />
            {canManage ? (
              <>
                <Button
                  variant="outlined"
                  startIcon={detail.archived ? <UnarchiveOutlined /> : <ArchiveOutlined />}
                  onClick={() => setIsConfirmingArchive(true)}
                >
                  {detail.archived ? "Désarchiver" : "Archiver"}
                </Button>
                <Button variant="contained" startIcon={<EditOutlined />} onClick={() => setIsEditing(true)}>
                  Modifier
                </Button>
              </>
            ) : null}
          </>
        }
      />
      <CourseFacts course={detail} />
      {detail.description ? (
        <Typography sx={{ mb: 3, whiteSpace: "pre-line", maxWidth: "75ch" }}>{detail.description}</Typography>
      ) : null}
      <Box sx={{ display: "flex", flexWrap: "wrap", gap: 2, mb: 3 }}>
        <Stat label="Professeurs" value={detail.teacherCount} />
        <Stat label="Inscrits" value={detail.enrolledCount} />
      </Box>
      <Stack spacing={3}>
        <CourseTeachersCard course={detail} canManage={canManage} />
        <EnrolledStudentsCard course={detail} canManage={canManage} />
      </Stack>
      {isEditing ? (
        <CourseFormDialog
          title="Modifier le cours"
          submitLabel="Enregistrer"
          defaultValues={courseFormValues(detail)}
          hasTeachers={false}
          onSubmit={handleUpdate}
          onClose={() => setIsEditing(false)}
        />
      ) : null}
      <ConfirmDialog
        isOpen={isConfirmingArchive}
        title={detail.archived ? "Désarchiver le cours" : "Archiver le cours"}
        message={
          detail.archived
            ? `« ${detail.title} » reviendra dans la liste des cours en cours.`
            : `« ${detail.title} » ne sera plus proposé dans la liste des cours en cours. Vous pourrez le désarchiver.`
        }
        confirmLabel={detail.archived ? "Désarchiver" : "Archiver"}
        isPending={setArchived.isPending}
        onConfirm={() => void handleArchive()}
        onClose={() => setIsConfirmingArchive(false)}
      />
    </>
  );
}
