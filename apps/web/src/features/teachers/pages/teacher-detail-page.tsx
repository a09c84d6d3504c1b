import { formatNumber } from "@campus/contracts/format-number";
import { personName } from "@campus/contracts/people";
import { hasAccess } from "@campus/contracts/permissions";
import type { TeacherDetail } from "@campus/contracts/teachers";
import { TEACHERS_ENDPOINTS } from "@campus/contracts/teachers.endpoints";
import Box from "@mui/material/Box";
import Card from "@mui/material/Card";
import CardContent from "@mui/material/CardContent";
import CardHeader from "@mui/material/CardHeader";
import Chip from "@mui/material/Chip";
import Link from "@mui/material/Link";
import List from "@mui/material/List";
import ListItem from "@mui/material/ListItem";
import ListItemText from "@mui/material/ListItemText";
import Skeleton from "@mui/material/Skeleton";
import Typography from "@mui/material/Typography";
import { Link as RouterLink, useParams } from "react-router";
import { useTeacher } from "../../../entities/teachers/index.ts";
import type { AccountAction } from "../../../entities/users/index.ts";
import { useCurrentUser } from "../../../lib/current-user.tsx";
import { formatDate } from "../../../lib/dates.ts";
import { DetailRow } from "../../../ui/detail-field.tsx";
import { loadWhenShown } from "../../../ui/load-when-shown.tsx";
import { RecordDetailFrame } from "../../../ui/record-detail-frame.tsx";
import { UserAvatar } from "../../../ui/user-avatar.tsx";
import { useDeleteTeacher } from "../api/delete-teacher.ts";

// The forms load with their dialog, not with the page.
const EditTeacherDialog = loadWhenShown(() =>
  import("../components/edit-teacher-dialog.tsx").then((module) => module.EditTeacherDialog),
);

function IdentityCard({ teacher }: { teacher: TeacherDetail }) {
  const name = personName(teacher);
  return (
    <Card>
      <CardHeader
        avatar={<UserAvatar name={name} photoUrl={null} size={48} />}
        title={name}
        subheader={teacher.speciality ?? "Professeur"}
        slotProps={{ title: { variant: "h6", component: "h2" } }}
      />
      <CardContent sx={{ pt: 0 }}>
        <Box component="dl" sx={{ m: 0 }}>
          <DetailRow label="E-mail">{teacher.email}</DetailRow>
          {/* A colleague's copy carries no phone (the API's "limited" view). */}
          {"phone" in teacher ? <DetailRow label="Téléphone">{teacher.phone}</DetailRow> : null}
          <DetailRow label="Spécialité">{teacher.speciality}</DetailRow>
          <DetailRow label="Identifiant externe">{teacher.externalId}</DetailRow>
          <DetailRow label="Compte de connexion">{teacher.userId ? "Oui" : "Non"}</DetailRow>
          <DetailRow label="Créé le">{formatDate(teacher.createdAt)}</DetailRow>
          <DetailRow label="Mis à jour le">{formatDate(teacher.updatedAt)}</DetailRow>
        </Box>
      </CardContent>
    </Card>
  );
}

function CoursesCard({ teacher }: { teacher: TeacherDetail }) {
  return (
    <Card>
      <CardHeader
        title="Cours enseignés"
        subheader={`${formatNumber(teacher.courses.length)} cours`}
        slotProps={{ title: { variant: "h6", component: "h2" } }}
      />
      <CardContent sx={{ pt: 0 }}>
        {teacher.courses.length === 0 ? (
          <Typography color="text.secondary">Aucun cours pour l'instant.</Typography>
        ) : (
          <List dense disablePadding>
            {teacher.courses.map((course) => (
              <ListItem key={course.id} disableGutters>
                <ListItemText
                  primary={
                    <Box sx={{ display: "flex", alignItems: "center", gap: 1, flexWrap: "wrap" }}>
                      <Link component={RouterLink} to={`/dashboard/admCourseInfo/${course.id}`}>
                        {course.title}
                      </Link>
                      {course.archived ? <Chip size="small" label="Archivé" /> : null}
                    </Box>
                  }
                />
              </ListItem>
            ))}
          </List>
        )}
      </CardContent>
    </Card>
  );
}

function LoadingState() {
  return (
    <Box sx={{ display: "grid", gap: 3, gridTemplateColumns: { xs: "1fr", md: "1fr 1fr" } }} aria-busy>
      <Skeleton variant="rounded" height={320} />
      <Skeleton variant="rounded" height={320} />
    </Box>
  );
}

/**
 * `/dashboard/teachers/:uid`: a teacher's profile and courses; admins edit or delete them. The privacy
 * feature's erasure button is given by app/pages/teacher-detail-page.tsx.
 */
export function TeacherDetailPage({ ErasureButton }: { ErasureButton: AccountAction }) {
  const { uid = "" } = useParams();
  const me = useCurrentUser();
  const teacher = useTeacher(uid);
  const deleteTeacher = useDeleteTeacher(uid);
  const name = teacher.data ? personName(teacher.data) : undefined;

  return (
    <RecordDetailFrame
      record={teacher}
      title={name}
      fallbackTitle="Profil"
      subtitle="Professeur"
      back={{ to: "/dashboard/teachers", label: "Liste des professeurs" }}
      loadMessages={{
        message: "Impossible de charger ce professeur.",
        missingMessage: "Ce professeur n'existe pas ou a été supprimé.",
      }}
      canManage={hasAccess(TEACHERS_ENDPOINTS.updateTeacher.access, me.roles)}
      renderEditDialog={(record, onClose) => <EditTeacherDialog teacher={record} onClose={onClose} />}
      extraActions={
        teacher.data?.userId ? (
          <ErasureButton account={{ id: teacher.data.userId, roles: ["teacher"] }} />
        ) : null
      }
      deletion={{
        mutate: deleteTeacher.mutate,
        isPending: deleteTeacher.isPending,
        title: "Supprimer ce professeur ?",
        message: `${name} sera retiré de ses cours ; son compte de connexion, s'il n'a pas d'autre rôle, sera supprimé. Cette action est définitive.`,
      }}
    >
      {teacher.data ? (
        <Box sx={{ display: "grid", gap: 3, gridTemplateColumns: { xs: "minmax(0, 1fr)", md: "1fr 1fr" } }}>
          <IdentityCard teacher={teacher.data} />
          <CoursesCard teacher={teacher.data} />
        </Box>
      ) : (
        <LoadingState />
      )}
    </RecordDetailFrame>
  );
}
