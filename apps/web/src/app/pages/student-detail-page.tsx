import { formatNumber } from "@campus/contracts/format-number";
import { MESSAGES } from "@campus/contracts/messages";
import { personName } from "@campus/contracts/people";
import { hasAccess } from "@campus/contracts/permissions";
import { PRIVACY_ENDPOINTS } from "@campus/contracts/privacy.endpoints";
import { STUDENT_REMOVAL_MESSAGES, type StudentDetail } from "@campus/contracts/students";
import { STUDENTS_ENDPOINTS } from "@campus/contracts/students.endpoints";
import RestoreOutlined from "@mui/icons-material/RestoreOutlined";
import Alert from "@mui/material/Alert";
import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
import Card from "@mui/material/Card";
import CardContent from "@mui/material/CardContent";
import CardHeader from "@mui/material/CardHeader";
import Chip from "@mui/material/Chip";
import Link from "@mui/material/Link";
import List from "@mui/material/List";
import ListItem from "@mui/material/ListItem";
import Skeleton from "@mui/material/Skeleton";
import Typography from "@mui/material/Typography";
import { Link as RouterLink, useParams } from "react-router";
import { useStudent } from "../../entities/students/index.ts";
import { AbsenceSummaryCard, StudentAbsencesCard } from "../../features/absences/index.ts";
import { StudentCourseGrades } from "../../features/grades/index.ts";
import { StudentPrivacyActions } from "../../features/privacy/index.ts";
import { ProofBundleButton } from "../../features/proof-bundles/index.ts";
import {
  StudentFormDialog,
  useDeleteStudent,
  useRestoreStudent,
  WhitelistChip,
} from "../../features/students/index.ts";
import { useCurrentUser } from "../../lib/current-user.tsx";
import { formatDate } from "../../lib/dates.ts";
import { failureMessage } from "../../lib/failure-message.ts";
import { DetailRow } from "../../ui/detail-field.tsx";
import { useSnackbar } from "../../ui/notifications.tsx";
import { RecordDetailFrame } from "../../ui/record-detail-frame.tsx";
import { SectionCard } from "../../ui/section-card.tsx";
import { UrlTabs, useUrlTab } from "../../ui/url-tabs.tsx";
import { UserAvatar } from "../../ui/user-avatar.tsx";

const CARD_TITLE = { title: { variant: "h6", component: "h2" } } as const;

function IdentityCard({ student }: { student: StudentDetail }) {
  const name = personName(student);
  const address = [student.postalAddress, student.postalCode].filter(Boolean).join(", ");
  return (
    <Card>
      <CardHeader
        avatar={<UserAvatar name={name} photoUrl={null} size={48} />}
        title="Identité"
        subheader={`N° ${student.studentNumber}`}
        slotProps={CARD_TITLE}
      />
      <CardContent sx={{ pt: 0 }}>
        <Box component="dl" sx={{ m: 0 }}>
          <DetailRow label="Nom">{student.lastname}</DetailRow>
          <DetailRow label="Prénom">{student.firstname}</DetailRow>
          <DetailRow label="Nom d'usage">{student.usageName}</DetailRow>
          <DetailRow label="E-mail">{student.email}</DetailRow>
          {/* A teacher's copy carries no postal address (the API's "limited" view). */}
          {"postalAddress" in student ? <DetailRow label="Adresse postale">{address}</DetailRow> : null}
          <DetailRow label="Compte de connexion">{student.userId ? "Oui" : "Non"}</DetailRow>
          <DetailRow label="Mis à jour le">{formatDate(student.updatedAt)}</DetailRow>
        </Box>
      </CardContent>
    </Card>
  );
}

function SchoolingCard({ student }: { student: StudentDetail }) {
  const whitelistReason = student.presentiel
    ? "En présentiel : autorisé d'office."
    : student.inWhitelist
      ? "Inscrit dans la whitelist."
      : "Ni en présentiel ni dans la whitelist.";
  return (
    <Card>
      <CardHeader title="Scolarité" slotProps={CARD_TITLE} />
      <CardContent sx={{ pt: 0 }}>
        <Box component="dl" sx={{ m: 0 }}>
          <DetailRow label="Programme">{student.programmeName}</DetailRow>
          <DetailRow label="Niveau">{student.levelLabel}</DetailRow>
          <DetailRow label="Session">{student.cohortName}</DetailRow>
          {student.trackName ? <DetailRow label="Parcours">{student.trackName}</DetailRow> : null}
          <DetailRow label="Présentiel">{student.presentiel ? "Oui" : "Non"}</DetailRow>
          <DetailRow label="Whitelist">
            <Box
              component="span"
              sx={{ display: "inline-flex", alignItems: "center", gap: 1, flexWrap: "wrap" }}
            >
              <WhitelistChip isWhitelisted={student.whitelisted} />
              <Typography component="span" variant="body2" color="text.secondary">
                {whitelistReason}
              </Typography>
            </Box>
          </DetailRow>
          <DetailRow label="Note">{student.note}</DetailRow>
          <DetailRow label="Commentaire">{student.comment}</DetailRow>
        </Box>
      </CardContent>
    </Card>
  );
}

function CoursesCard({ student }: { student: StudentDetail }) {
  return (
    <Card>
      <CardHeader
        title="Cours"
        subheader={`${formatNumber(student.courses.length)} cours`}
        slotProps={CARD_TITLE}
      />
      <CardContent sx={{ pt: 0 }}>
        {student.courses.length === 0 ? (
          <Typography color="text.secondary">Inscrit à aucun cours.</Typography>
        ) : (
          <List dense disablePadding>
            {student.courses.map((course) => (
              <ListItem key={course.id} disableGutters sx={{ gap: 1, flexWrap: "wrap" }}>
                <Link component={RouterLink} to={`/dashboard/admCourseInfo/${course.id}`}>
                  {course.title}
                </Link>
                {course.archived ? <Chip size="small" label="Archivé" /> : null}
              </ListItem>
            ))}
          </List>
        )}
      </CardContent>
    </Card>
  );
}

function GradesCard({ studentId }: { studentId: string }) {
  return (
    <SectionCard title="Notes par cours" subheader="Moyennes pondérées par les coefficients des évaluations">
      <CardContent sx={{ pt: 0 }}>
        <StudentCourseGrades studentId={studentId} />
      </CardContent>
    </SectionCard>
  );
}

const TABS = [
  { value: "identite", label: "Identité" },
  { value: "cours", label: "Cours" },
  { value: "notes", label: "Notes" },
  { value: "presences", label: "Présences" },
] as const;
type TabValue = (typeof TABS)[number]["value"];

function StudentTabs({ student, tab }: { student: StudentDetail; tab: TabValue }) {
  switch (tab) {
    case "identite":
      return (
        <Box sx={{ display: "grid", gap: 3, gridTemplateColumns: { xs: "minmax(0, 1fr)", md: "1fr 1fr" } }}>
          <IdentityCard student={student} />
          <SchoolingCard student={student} />
        </Box>
      );
    case "cours":
      return <CoursesCard student={student} />;
    case "notes":
      return <GradesCard studentId={student.id} />;
    case "presences":
      return (
        <>
          <AbsenceSummaryCard studentId={student.id} title="Assiduité" />
          <StudentAbsencesCard studentId={student.id} />
        </>
      );
  }
}

function LoadingState() {
  return (
    <Box sx={{ display: "grid", gap: 3, gridTemplateColumns: { xs: "1fr", md: "1fr 1fr" } }} aria-busy>
      <Skeleton variant="rounded" height={340} />
      <Skeleton variant="rounded" height={340} />
      <Skeleton variant="rounded" height={160} />
      <Skeleton variant="rounded" height={160} />
    </Box>
  );
}

/**
 * `/dashboard/students/:id`: a student's profile in tabs kept in the URL (`?tab=presences`):
 * identity and schooling, courses, grades, attendance; admins edit, delete and excuse absences.
 */
export function StudentDetailPage() {
  const { id = "" } = useParams();
  const me = useCurrentUser();
  const { enqueueSnackbar } = useSnackbar();
  const student = useStudent(id);
  const deleteStudent = useDeleteStudent(id);
  const restoreStudent = useRestoreStudent(id);
  const [tab, setTab] = useUrlTab(TABS);
  const name = student.data ? personName(student.data) : undefined;
  const isArchived = Boolean(student.data?.archivedAt);
  // An erased student keeps their record under the pseudonym: there is nothing to restore.
  const isErased = student.data?.studentNumber.startsWith("SUPPR-") ?? false;

  const handleRestore = () =>
    restoreStudent.mutate(undefined, {
      onSuccess: () =>
        enqueueSnackbar("L'apprenant est restauré : son compte est rouvert.", { variant: "success" }),
      onError: (error) => enqueueSnackbar(failureMessage(MESSAGES.saveKo, error), { variant: "error" }),
    });

  return (
    <RecordDetailFrame
      record={student}
      title={name}
      fallbackTitle="Profil étudiant"
      subtitle={student.data ? `Apprenant · N° ${student.data.studentNumber}` : "Apprenant"}
      back={{ to: "/dashboard/students", label: "Liste des apprenants" }}
      loadMessages={{
        message: "Impossible de charger cet apprenant.",
        missingMessage: "Cet apprenant n'existe pas ou a été supprimé.",
      }}
      canManage={hasAccess(STUDENTS_ENDPOINTS.updateStudent.access, me.roles)}
      extraActions={
        <>
          {isArchived && !isErased ? (
            <Button
              variant="outlined"
              startIcon={<RestoreOutlined />}
              loading={restoreStudent.isPending}
              onClick={handleRestore}
            >
              Restaurer
            </Button>
          ) : null}
          {name ? <ProofBundleButton target={{ kind: "student", id, name }} /> : null}
          {hasAccess(PRIVACY_ENDPOINTS.eraseStudent.access, me.roles) ? (
            <StudentPrivacyActions studentId={id} />
          ) : null}
        </>
      }
      renderEditDialog={(record, onClose) => <StudentFormDialog student={record} onClose={onClose} />}
      deletion={{
        mutate: deleteStudent.mutate,
        isPending: deleteStudent.isPending,
        title: "Supprimer cet apprenant ?",
        message: `Si ${name} a des notes, des présences ou des rendus, il est archivé : retiré des listes, son compte fermé, ses traces conservées. Sinon, il est supprimé définitivement avec ses inscriptions et son compte de connexion s'il n'a pas d'autre rôle.`,
        successMessage: (result) => result.message || STUDENT_REMOVAL_MESSAGES[result.outcome],
      }}
    >
      {isArchived && student.data?.archivedAt ? (
        <Alert severity="warning" sx={{ mb: 3 }}>
          {`Apprenant archivé le ${formatDate(student.data.archivedAt)} : retiré des listes, son compte est fermé ; ses notes, présences et rendus sont conservés.`}
        </Alert>
      ) : null}
      <UrlTabs tabs={TABS} value={tab} onChange={setTab} idPrefix="student" label="Sections du profil">
        {student.data ? <StudentTabs student={student.data} tab={tab} /> : <LoadingState />}
      </UrlTabs>
    </RecordDetailFrame>
  );
}
