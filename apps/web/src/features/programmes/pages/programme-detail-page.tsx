import { COURSES_ENDPOINTS } from "@campus/contracts/courses.endpoints";
import { formatNumber } from "@campus/contracts/format-number";
import { hasAccess } from "@campus/contracts/permissions";
import type { ProgrammeCohort, ProgrammeCourse, ProgrammeDetail } from "@campus/contracts/programmes";
import { PROGRAMMES_ENDPOINTS } from "@campus/contracts/programmes.endpoints";
import ArchiveOutlined from "@mui/icons-material/ArchiveOutlined";
import ArrowBackOutlined from "@mui/icons-material/ArrowBackOutlined";
import DeleteOutlined from "@mui/icons-material/DeleteOutlined";
import EditOutlined from "@mui/icons-material/EditOutlined";
import UnarchiveOutlined from "@mui/icons-material/UnarchiveOutlined";
import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
import Card from "@mui/material/Card";
import CardContent from "@mui/material/CardContent";
import Chip from "@mui/material/Chip";
import Link from "@mui/material/Link";
import Stack from "@mui/material/Stack";
import Typography from "@mui/material/Typography";
import { type ReactNode, useState } from "react";
import { Link as RouterLink, useNavigate, useParams } from "react-router";
import { useCurrentUser } from "../../../lib/current-user.tsx";
import { formatDay } from "../../../lib/dates.ts";
import { DetailSkeleton } from "../../../ui/detail-skeleton.tsx";
import { LoadErrorAlert } from "../../../ui/load-error-alert.tsx";
import { PageHeader } from "../../../ui/page-header.tsx";
import { PagedTable, pagedQueryProps } from "../../../ui/paged-table.tsx";
import { RecordTable } from "../../../ui/record-table.tsx";
import { SectionCard } from "../../../ui/section-card.tsx";
import type { TableColumn } from "../../../ui/table-column.ts";
import { usePageTitle } from "../../../ui/use-page-title.ts";
import { useProgramme } from "../api/programme.ts";
import { useProgrammeCourses } from "../api/programme-courses.ts";
import { type ProgrammeAction, ProgrammeActionDialogs } from "../components/programme-action-dialogs.tsx";
import { durationText } from "../components/programme-columns.tsx";
import { PROGRAMMES_PATH } from "../components/programme-paths.ts";

const dash = "—";
const COHORTS_PATH = "/dashboard/cohorts";
const COURSES_PATH = "/dashboard/admCourseList";

/** Long names wrap on phones instead of being cut. */
const WRAPPING_CHIP = { height: "auto", py: 0.25, "& .MuiChip-label": { whiteSpace: "normal" } } as const;

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

function ProgrammeFacts({ programme }: { programme: ProgrammeDetail }) {
  const facts: [string, string][] = [
    ["Code", programme.code],
    ["Code RNCP", programme.rncpCode ?? dash],
    ["Durée", durationText(programme.durationHours)],
  ];
  return (
    <Box sx={{ display: "flex", flexWrap: "wrap", gap: 1, mb: 3 }}>
      {programme.archived ? <Chip label="Archivé" color="warning" size="small" /> : null}
      {facts.map(([label, value]) => (
        <Chip key={label} variant="outlined" size="small" label={`${label} : ${value}`} sx={WRAPPING_CHIP} />
      ))}
    </Box>
  );
}

/** An empty section's sentence, with what to create first for who can. */
function EmptySection({ children, action }: { children: ReactNode; action?: ReactNode }) {
  return (
    <CardContent sx={{ pt: 0 }}>
      <Typography variant="body2" color="text.secondary">
        {children}
      </Typography>
      {action ? <Box sx={{ mt: 1.5 }}>{action}</Box> : null}
    </CardContent>
  );
}

function LevelsCard({ programme, canManage }: { programme: ProgrammeDetail; canManage: boolean }) {
  return (
    <SectionCard title="Niveaux" subheader="Dans l'ordre où les apprenants les suivent">
      {programme.levels.length === 0 ? (
        <EmptySection>
          Ce programme n'a pas encore de niveau.
          {canManage
            ? " Ajoutez-en avec « Modifier » : un cours ou un apprenant du programme se place à l'un d'eux."
            : ""}
        </EmptySection>
      ) : (
        <CardContent sx={{ pt: 0 }}>
          <Box component="ol" sx={{ m: 0, pl: 3, display: "grid", gap: 0.5 }}>
            {programme.levels.map((level) => (
              <Typography component="li" key={level.id}>
                {level.label}
              </Typography>
            ))}
          </Box>
        </CardContent>
      )}
    </SectionCard>
  );
}

const COHORT_COLUMNS: readonly TableColumn<ProgrammeCohort>[] = [
  {
    id: "name",
    label: "Session",
    render: (cohort) => (
      <>
        <Typography variant="body2" component="span" sx={{ fontWeight: 600 }}>
          {cohort.name}
        </Typography>
        {cohort.archived ? <Chip label="Archivée" size="small" sx={{ ml: 1 }} /> : null}
      </>
    ),
  },
  { id: "startDate", label: "Début", noWrap: true, render: (cohort) => formatDay(cohort.startDate) },
  { id: "endDate", label: "Fin", noWrap: true, render: (cohort) => formatDay(cohort.endDate) },
  {
    id: "students",
    label: "Apprenants",
    align: "right",
    render: (cohort) => formatNumber(cohort.studentCount),
  },
];

function CohortsCard({ programme, canManage }: { programme: ProgrammeDetail; canManage: boolean }) {
  return (
    <SectionCard
      title="Sessions scolaires"
      action={
        canManage && programme.cohorts.length > 0 ? (
          <Button component={RouterLink} to={COHORTS_PATH} size="small">
            Gérer les sessions
          </Button>
        ) : undefined
      }
    >
      {programme.cohorts.length === 0 ? (
        <EmptySection
          action={
            canManage && !programme.archived ? (
              <Button component={RouterLink} to={COHORTS_PATH} variant="outlined" size="small">
                Créer une session
              </Button>
            ) : null
          }
        >
          Aucune session scolaire pour ce programme.
          {canManage
            ? " Créez d'abord une session (par exemple « BTS MCO 2025-2027 ») : ses apprenants et ses cours s'y rattachent."
            : ""}
        </EmptySection>
      ) : (
        <RecordTable
          label={`Sessions du programme ${programme.name}`}
          columns={COHORT_COLUMNS}
          rows={programme.cohorts}
          getRowId={(cohort) => cohort.id}
          minWidth={560}
        />
      )}
    </SectionCard>
  );
}

/** A course's page for who opens it: the staff's course sheet, or the student's course. */
const coursePath = (id: string, isStaff: boolean) =>
  `${isStaff ? "/dashboard/admCourseInfo" : "/dashboard/courseInfo"}/${encodeURIComponent(id)}`;

function courseColumns(isStaff: boolean): TableColumn<ProgrammeCourse>[] {
  return [
    {
      id: "title",
      label: "Cours",
      render: (course) => (
        <>
          {course.canOpen ? (
            <Link component={RouterLink} to={coursePath(course.id, isStaff)} sx={{ fontWeight: 600 }}>
              {course.title}
            </Link>
          ) : (
            <Typography variant="body2" component="span" sx={{ fontWeight: 600 }}>
              {course.title}
            </Typography>
          )}
          {course.archived ? <Chip label="Archivé" size="small" sx={{ ml: 1 }} /> : null}
        </>
      ),
    },
    { id: "level", label: "Niveau", render: (course) => course.level ?? dash },
    { id: "cohort", label: "Session", render: (course) => course.cohort ?? dash },
  ];
}

function CoursesCard({
  programme,
  canManage,
  isStaff,
}: {
  programme: ProgrammeDetail;
  canManage: boolean;
  isStaff: boolean;
}) {
  const [page, setPage] = useState(1);
  const [pageSize, setPageSize] = useState(25);
  const courses = useProgrammeCourses(programme.id, page, pageSize);
  return (
    <SectionCard title="Cours">
      {programme.courseCount === 0 ? (
        <EmptySection
          action={
            canManage && !programme.archived ? (
              <Button component={RouterLink} to={COURSES_PATH} variant="outlined" size="small">
                Créer un cours
              </Button>
            ) : null
          }
        >
          Aucun cours dans ce programme.
          {canManage
            ? " Créez un cours en choisissant ce programme, l'un de ses niveaux et l'une de ses sessions."
            : ""}
        </EmptySection>
      ) : (
        <PagedTable
          label={`Cours du programme ${programme.name}`}
          columns={courseColumns(isStaff)}
          {...pagedQueryProps(courses)}
          errorText="Impossible de charger les cours du programme."
          getRowId={(course) => course.id}
          minWidth={560}
          page={page}
          pageSize={pageSize}
          onPageChange={setPage}
          onPageSizeChange={(size) => {
            setPageSize(size);
            setPage(1);
          }}
        />
      )}
    </SectionCard>
  );
}

/** `/dashboard/programs/:uid`: a programme, its levels, sessions and courses; administrators change it. */
export function ProgrammeDetailPage() {
  const { uid = "" } = useParams();
  const me = useCurrentUser();
  const navigate = useNavigate();
  const programme = useProgramme(uid);
  const [action, setAction] = useState<ProgrammeAction | null>(null);
  const canManage = hasAccess(PROGRAMMES_ENDPOINTS.updateProgramme.access, me.roles);
  const isStaff = hasAccess(COURSES_ENDPOINTS.getCourse.access, me.roles);
  usePageTitle(programme.data?.name ?? "Programme");

  const backButton = canManage ? (
    <Button
      component={RouterLink}
      to={PROGRAMMES_PATH}
      startIcon={<ArrowBackOutlined />}
      size="small"
      sx={{ mb: 2 }}
    >
      Gestion des programmes
    </Button>
  ) : null;

  if (programme.isPending) return <DetailSkeleton testId="programme-loading" />;
  if (programme.isError) {
    return (
      <>
        {backButton}
        <PageHeader title="Programme" />
        <LoadErrorAlert
          query={programme}
          message="Impossible de charger le programme."
          missingMessage="Ce programme est introuvable, ou vous n'y avez pas accès."
          missingSeverity="warning"
        />
      </>
    );
  }
  const detail = programme.data;

  return (
    <>
      {backButton}
      <PageHeader
        title={detail.name}
        subtitle={
          detail.levels.length > 0 ? detail.levels.map((level) => level.label).join(" · ") : undefined
        }
        actions={
          canManage ? (
            <>
              <Button
                variant="outlined"
                startIcon={detail.archived ? <UnarchiveOutlined /> : <ArchiveOutlined />}
                onClick={() => setAction({ kind: "archive", programme: detail })}
              >
                {detail.archived ? "Désarchiver" : "Archiver"}
              </Button>
              <Button
                variant="outlined"
                color="error"
                startIcon={<DeleteOutlined />}
                onClick={() => setAction({ kind: "delete", programme: detail })}
              >
                Supprimer
              </Button>
              <Button
                variant="contained"
                startIcon={<EditOutlined />}
                onClick={() => setAction({ kind: "edit", programme: detail })}
              >
                Modifier
              </Button>
            </>
          ) : null
        }
      />
      <ProgrammeFacts programme={detail} />
      <Box sx={{ display: "flex", flexWrap: "wrap", gap: 2, mb: 3 }}>
        <Stat label="Niveaux" value={detail.levels.length} />
        <Stat label="Sessions" value={detail.cohortCount} />
        <Stat label="Cours" value={detail.courseCount} />
        <Stat label="Apprenants" value={detail.studentCount} />
      </Box>
      <Stack spacing={3}>
        <LevelsCard programme={detail} canManage={canManage} />
        <CohortsCard programme={detail} canManage={canManage} />
        <CoursesCard programme={detail} canManage={canManage} isStaff={isStaff} />
      </Stack>
      <ProgrammeActionDialogs
        action={action}
        onClose={() => setAction(null)}
        onDeleted={() => void navigate(PROGRAMMES_PATH, { replace: true })}
      />
    </>
  );
}
