import { ROLE_LABELS, type Role } from "@campus/contracts/roles";
import Chip from "@mui/material/Chip";
import Stack from "@mui/material/Stack";

/** The account's roles by their French names. */
export function RoleChips({ roles }: { roles: readonly Role[] }) {
  return (
    <Stack direction="row" spacing={0.5} useFlexGap sx={{ flexWrap: "wrap" }}>
      {roles.map((role) => (
        <Chip key={role} size="small" variant="outlined" label={ROLE_LABELS[role]} />
      ))}
    </Stack>
  );
}

const DISABLED = { label: "Désactivé", color: "error", variant: "filled" } as const;
const ACTIVE = { label: "Actif", color: "success", variant: "outlined" } as const;

/** "Actif" or "Désactivé". */
export function StateChip({ isDisabled }: { isDisabled: boolean }) {
  return <Chip size="small" {...(isDisabled ? DISABLED : ACTIVE)} />;
}
