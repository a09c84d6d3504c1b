import type { Me } from "@campus/contracts/auth";
import { ROLE_LABELS } from "@campus/contracts/roles";
import Box from "@mui/material/Box";
import Card from "@mui/material/Card";
import Chip from "@mui/material/Chip";
import Divider from "@mui/material/Divider";
import Typography from "@mui/material/Typography";
import { formatDate } from "../../../lib/dates.ts";

import { CompanyLogo } from "../../../ui/company-logo.tsx";
import { DetailField } from "../../../ui/detail-field.tsx";
import { UserAvatar } from "../../../ui/user-avatar.tsx";
import { PhotoButtons } from "./photo-buttons.tsx";

/** Who the signed-in user is: what only an administrator changes (sign-in e-mail, roles, company). */
export function IdentityCard({ me }: { me: Me }) {
  return (
    <Card component="section" aria-labelledby="profile-identity-title" sx={{ p: { xs: 2.5, sm: 3 } }}>
      <Box
        sx={{ display: "flex", flexDirection: "column", alignItems: "center", textAlign: "center", gap: 1 }}
      >
        <UserAvatar name={me.displayName} photoUrl={me.photoUrl} size={88} />
        <PhotoButtons hasPhoto={me.photoUrl !== null} />
        <Typography id="profile-identity-title" variant="h6" component="h2" sx={{ overflowWrap: "anywhere" }}>
          {me.displayName}
        </Typography>
        <Typography color="text.secondary" sx={{ overflowWrap: "anywhere" }}>
          {me.email}
        </Typography>
        <Box sx={{ display: "flex", flexWrap: "wrap", justifyContent: "center", gap: 0.5 }}>
          {me.roles.map((role) => (
            <Chip key={role} size="small" color="primary" variant="outlined" label={ROLE_LABELS[role]} />
          ))}
        </Box>
      </Box>
      <Divider sx={{ my: 2.5 }} />
      <Box sx={{ display: "flex", alignItems: "center", gap: 1.5 }}>
        <CompanyLogo name={me.company.fullName} logoUrl={me.company.logoUrl} size={44} />
        <Box sx={{ minWidth: 0 }}>
          <Typography variant="body2" color="text.secondary">
            Organisme
          </Typography>
          <Typography sx={{ fontWeight: 600, overflowWrap: "anywhere" }}>{me.company.fullName}</Typography>
        </Box>
      </Box>
      <Box component="dl" sx={{ m: 0, mt: 2.5, display: "grid", gap: 1.5 }}>
        <DetailField label="Compte créé le" value={formatDate(me.createdAt)} />
      </Box>
      <Typography variant="body2" color="text.secondary" sx={{ mt: 2.5 }}>
        Votre e-mail de connexion, vos rôles et votre organisme sont gérés par un administrateur.
      </Typography>
    </Card>
  );
}
