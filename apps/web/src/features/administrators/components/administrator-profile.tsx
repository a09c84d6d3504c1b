import { ADMINISTRATORS_ENDPOINTS } from "@campus/contracts/administrators.endpoints";
import { de } from "@campus/contracts/french";
import { MESSAGES } from "@campus/contracts/messages";
import { hasAccess } from "@campus/contracts/permissions";
import { hasPlatformOperatorRole } from "@campus/contracts/roles";
import ArrowBack from "@mui/icons-material/ArrowBack";
import DeleteOutline from "@mui/icons-material/DeleteOutlined";
import EditOutlined from "@mui/icons-material/EditOutlined";
import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
import Card from "@mui/material/Card";
import Chip from "@mui/material/Chip";
import Divider from "@mui/material/Divider";
import Skeleton from "@mui/material/Skeleton";
import Typography from "@mui/material/Typography";
import { useState } from "react";
import { Link, useNavigate } from "react-router";
import type { AccountAction } from "../../../entities/users/index.ts";
import { useCurrentUser } from "../../../lib/current-user.tsx";
import { formatDateTime } from "../../../lib/dates.ts";
import { failureMessage } from "../../../lib/failure-message.ts";
import { ConfirmDialog } from "../../../ui/confirm-dialog.tsx";
import { DetailField } from "../../../ui/detail-field.tsx";
import { LoadErrorAlert } from "../../../ui/load-error-alert.tsx";
import { loadWhenShown } from "../../../ui/load-when-shown.tsx";
import { useSnackbar } from "../../../ui/notifications.tsx";
import { usePageTitle } from "../../../ui/use-page-title.ts";
import { UserAvatar } from "../../../ui/user-avatar.tsx";
import { useAdministrator } from "../api/administrator.ts";
import { useDeleteAdministrator } from "../api/delete-administrator.ts";
import { AdministratorRoleChips } from "./administrator-role-chips.tsx";

// The forms load with their dialog, not with the page.
const EditAdministratorDialog = loadWhenShown(() =>
  import("./administrator-dialogs.tsx").then((module) => module.EditAdministratorDialog),
);

interface AdministratorProfileProps {
  id: string;
  /** A company named in the address (platform screens); the caller's own when absent. */
  companyId?: string;
  /** The privacy feature's « Effacer les données personnelles », given by app/. */
  ErasureButton: AccountAction;
}

/** One administrator's profile card, with edit and removal for those who manage administrators. */
export function AdministratorProfile({ id, companyId, ErasureButton }: AdministratorProfileProps) {
  const me = useCurrentUser();
  const navigate = useNavigate();
  const { enqueueSnackbar } = useSnackbar();
  const scope = companyId === me.companyId ? undefined : companyId;
  const administrator = useAdministrator(id, scope);
  const deleteAdministrator = useDeleteAdministrator(scope);
  const [isEditing, setIsEditing] = useState(false);
  const [isRemoving, setIsRemoving] = useState(false);
  const canManage = hasAccess(ADMINISTRATORS_ENDPOINTS.updateAdministrator.access, me.roles);
  usePageTitle(administrator.data?.displayName ?? "Administrateur");

  const backPath =
    scope && hasPlatformOperatorRole(me.roles)
      ? `/dashboard/entreprises/${encodeURIComponent(scope)}`
      : "/dashboard/administrateurs";
  const backLink = (
    <Button component={Link} to={backPath} startIcon={<ArrowBack />} size="small" sx={{ mb: 2 }}>
      {backPath === "/dashboard/administrateurs" ? "Administrateurs" : "Entreprise"}
    </Button>
  );

  if (administrator.isPending) {
    return (
      <Box aria-busy="true">
        <Skeleton variant="rounded" height={280} />
      </Box>
    );
  }
  if (administrator.isError) {
    return (
      <>
        {backLink}
        <LoadErrorAlert
          query={administrator}
          message="Impossible de charger l'administrateur."
          missingMessage="Cet administrateur est introuvable."
        />
      </>
    );
  }
  const profile = administrator.data;
  const isSelf = profile.id === me.id;

  const handleRemove = async () => {
    try {
      await deleteAdministrator.mutateAsync(profile.id);
      enqueueSnackbar(MESSAGES.deleteOk, { variant: "success" });
      void navigate(backPath, { replace: true });
    } catch (error) {
      enqueueSnackbar(failureMessage(MESSAGES.deleteKo, error), { variant: "error" });
    }
  };

  return (
    <>
      {backLink}
      <Card sx={{ p: { xs: 2.5, sm: 4 } }}>
        <Box sx={{ display: "flex", flexWrap: "wrap", alignItems: "center", gap: 2.5 }}>
          <UserAvatar name={profile.displayName} photoUrl={null} size={72} />
          <Box sx={{ flex: "1 1 220px", minWidth: 0 }}>
            <Typography
              variant="h1"
              sx={{ fontSize: { xs: "1.5rem", sm: "1.75rem" }, overflowWrap: "anywhere" }}
            >
              {profile.displayName}
            </Typography>
            <Typography color="text.secondary" sx={{ overflowWrap: "anywhere" }}>
              {profile.email}
            </Typography>
            <Box sx={{ display: "flex", flexWrap: "wrap", gap: 0.5, mt: 1 }}>
              <AdministratorRoleChips roles={profile.roles} />
              <Chip
                size="small"
                label={profile.disabled ? "Désactivé" : "Actif"}
                color={profile.disabled ? "default" : "success"}
                variant="outlined"
              />
            </Box>
          </Box>
          {canManage ? (
            <Box sx={{ display: "flex", flexWrap: "wrap", gap: 1 }}>
              {scope ? null : <ErasureButton account={profile} />}
              {isSelf ? null : (
                <Button
                  variant="outlined"
                  color="error"
                  startIcon={<DeleteOutline />}
                  onClick={() => setIsRemoving(true)}
                >
                  Supprimer
                </Button>
              )}
              <Button variant="contained" startIcon={<EditOutlined />} onClick={() => setIsEditing(true)}>
                Modifier
              </Button>
            </Box>
          ) : null}
        </Box>
        <Divider sx={{ my: 3 }} />
        <Box
          component="dl"
          sx={{
            m: 0,
            display: "grid",
            gap: 2.5,
            gridTemplateColumns: { xs: "1fr", sm: "1fr 1fr", md: "repeat(3, 1fr)" },
          }}
        >
          <DetailField label="Prénom" value={profile.firstname} />
          <DetailField label="Nom" value={profile.lastname} />
          <DetailField label="Téléphone" value={profile.phoneNumber ?? "—"} />
          <DetailField label="Entreprise" value={profile.companyId} />
          <DetailField label="Instance" value={profile.instance} />
          <DetailField label="Créé le" value={formatDateTime(profile.createdAt)} />
          <DetailField label="Modifié le" value={formatDateTime(profile.updatedAt)} />
        </Box>
      </Card>
      {isEditing ? (
        <EditAdministratorDialog
          administrator={profile}
          companyId={scope}
          isSelf={isSelf}
          onClose={() => setIsEditing(false)}
        />
      ) : null}
      <ConfirmDialog
        isOpen={isRemoving}
        title="Supprimer l'administrateur"
        message={`Le compte ${de(profile.displayName)} (${profile.email}) sera supprimé et ses sessions fermées.`}
        confirmLabel="Supprimer"
        isDestructive
        isPending={deleteAdministrator.isPending}
        onConfirm={() => void handleRemove()}
        onClose={() => setIsRemoving(false)}
      />
    </>
  );
}
