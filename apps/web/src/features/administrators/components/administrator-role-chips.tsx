import { isAdministratorRole } from "@campus/contracts/administrator-roles";
import { ROLE_LABELS, type Role } from "@campus/contracts/roles";
import Chip from "@mui/material/Chip";
import Stack from "@mui/material/Stack";

/** "Administrateur", "Super administrateur": the administrator roles of an account. */
export function AdministratorRoleChips({ roles }: { roles: readonly Role[] }) {
  return (
    <Stack direction="row" spacing={0.5} useFlexGap sx={{ flexWrap: "wrap" }}>
      {roles.filter(isAdministratorRole).map((role) => (
        <Chip
          key={role}
          size="small"
          label={ROLE_LABELS[role]}
          color={role === "superadmincom" ? "secondary" : "default"}
          variant={role === "superadmincom" ? "filled" : "outlined"}
        />
      ))}
    </Stack>
  );
}
