import InfoOutlined from "@mui/icons-material/InfoOutlined";
import Alert from "@mui/material/Alert";
import Box from "@mui/material/Box";
import Card from "@mui/material/Card";
import Divider from "@mui/material/Divider";
import Link from "@mui/material/Link";
import Typography from "@mui/material/Typography";
import { Link as RouterLink } from "react-router";
import { useCurrentUser } from "../../../lib/current-user.tsx";
import { formatDateTime } from "../../../lib/dates.ts";

import { CompanyLogo } from "../../../ui/company-logo.tsx";
import { DetailField } from "../../../ui/detail-field.tsx";
import { PageHeader } from "../../../ui/page-header.tsx";
import { usePageTitle } from "../../../ui/use-page-title.ts";
import { UserAvatar } from "../../../ui/user-avatar.tsx";
import { RoleChips, StateChip } from "../components/account-chips.tsx";

const DETAILS_GRID = {
  m: 0,
  display: "grid",
  gap: 2.5,
  gridTemplateColumns: { xs: "1fr", sm: "1fr 1fr", md: "repeat(3, 1fr)" },
} as const;

/**
 * `/dashboard/user/account`: the signed-in user's own account, read-only; edits are made on the
 * profile page.
 */
export function AccountPage() {
  usePageTitle("Compte");
  const me = useCurrentUser();
  return (
    <>
      <PageHeader title="Mon compte" />
      <Alert severity="info" icon={<InfoOutlined />} sx={{ mb: 3 }}>
        Pour modifier vos coordonnées ou votre mot de passe, ouvrez votre{" "}
        <Link component={RouterLink} to="/dashboard/user/profile">
          profil
        </Link>
        .
      </Alert>
      <Card sx={{ p: { xs: 2.5, sm: 4 } }}>
        <Box sx={{ display: "flex", flexWrap: "wrap", alignItems: "center", gap: 2.5 }}>
          <UserAvatar name={me.displayName} photoUrl={me.photoUrl} size={72} />
          <Box sx={{ flex: "1 1 220px", minWidth: 0 }}>
            <Typography variant="h2" sx={{ overflowWrap: "anywhere" }}>
              {me.displayName}
            </Typography>
            <Typography color="text.secondary" sx={{ overflowWrap: "anywhere" }}>
              {me.email}
            </Typography>
            <Box sx={{ display: "flex", flexWrap: "wrap", gap: 0.5, mt: 1 }}>
              <RoleChips roles={me.roles} />
              <StateChip isDisabled={me.disabled} />
            </Box>
          </Box>
          <Box sx={{ display: "flex", alignItems: "center", gap: 1.5 }}>
            <CompanyLogo name={me.company.fullName} logoUrl={me.company.logoUrl} size={44} />
            <Box>
              <Typography variant="body2" color="text.secondary">
                Organisme
              </Typography>
              <Typography sx={{ fontWeight: 600 }}>{me.company.fullName}</Typography>
            </Box>
          </Box>
        </Box>
        <Divider sx={{ my: 3 }} />
        <Typography variant="h3" sx={{ fontSize: "1rem", mb: 2 }}>
          Profil
        </Typography>
        <Box component="dl" sx={DETAILS_GRID}>
          <DetailField label="Prénom" value={me.firstname} />
          <DetailField label="Nom" value={me.lastname} />
          <DetailField label="E-mail" value={me.email} />
          <DetailField label="E-mail personnel" value={me.emailPerso} />
          <DetailField label="Téléphone" value={me.phoneNumber} />
          <DetailField label="Adresse" value={me.address} />
          <DetailField label="Code postal" value={me.zipCode} />
          <DetailField label="Ville" value={me.city} />
          <DetailField label="Région" value={me.state} />
          <DetailField label="Pays" value={me.country} />
          <DetailField label="Identifiant externe" value={me.externalId} />
        </Box>
        {me.about ? (
          <Box component="dl" sx={{ ...DETAILS_GRID, mt: 2.5, gridTemplateColumns: "1fr" }}>
            <DetailField label="À propos" value={me.about} />
          </Box>
        ) : null}
        <Divider sx={{ my: 3 }} />
        <Typography variant="h3" sx={{ fontSize: "1rem", mb: 2 }}>
          Compte
        </Typography>
        <Box component="dl" sx={DETAILS_GRID}>
          <DetailField label="Organisme" value={`${me.company.fullName} (${me.companyId})`} />
          <DetailField label="Instance" value={me.instance} />
          <DetailField label="Profil public" value={me.isPublic ? "Oui" : "Non"} />
          <DetailField label="Créé le" value={formatDateTime(me.createdAt)} />
          <DetailField label="Modifié le" value={formatDateTime(me.updatedAt)} />
        </Box>
      </Card>
    </>
  );
}
