import type { Role } from "@campus/contracts/roles";
import { ROLE_LABELS, visibleAccountRoles } from "@campus/contracts/roles";
import ViewListOutlined from "@mui/icons-material/ViewListOutlined";
import ViewModuleOutlined from "@mui/icons-material/ViewModuleOutlined";
import Box from "@mui/material/Box";
import MenuItem from "@mui/material/MenuItem";
import TextField from "@mui/material/TextField";
import ToggleButton from "@mui/material/ToggleButton";
import ToggleButtonGroup from "@mui/material/ToggleButtonGroup";
import { Link } from "react-router";
import { useCurrentUser } from "../../../lib/current-user.tsx";
import { SearchField } from "../../../ui/search-field.tsx";
import type { useUserAccountParams } from "./use-user-account-params.ts";

type Params = ReturnType<typeof useUserAccountParams>;

export const USER_LIST_PATH = "/dashboard/user/list";
export const USER_CARDS_PATH = "/dashboard/user/card";

interface UserAccountsToolbarProps {
  params: Params;
  view: "list" | "cards";
}

/** Search, role and state filters, and the switch between the list and the cards. */
/** Drops the `aria-pressed` MUI puts on a ToggleButton: these are links, and a link has no pressed state. */
const NOT_PRESSABLE = { "aria-pressed": undefined } as const;

export function UserAccountsToolbar({ params, view }: UserAccountsToolbarProps) {
  const me = useCurrentUser();
  const { q, role, state, update } = params;
  // The filters travel with the view switch; the page does not (the page sizes differ).
  const filtersOnly = new URLSearchParams(params.search);
  filtersOnly.delete("page");
  filtersOnly.delete("pageSize");
  const search = filtersOnly.toString() ? `?${filtersOnly.toString()}` : "";

  return (
    <Box
      sx={{
        p: 2,
        display: "grid",
        gap: 2,
        gridTemplateColumns: { xs: "1fr", sm: "1fr 1fr", md: "2fr 1fr 1fr auto" },
        alignItems: "center",
      }}
    >
      <SearchField
        value={q}
        onChange={(value) => update({ q: value })}
        label="Rechercher un utilisateur"
        fullWidth
      />
      <TextField
        select
        size="small"
        slotProps={{ select: { displayEmpty: true }, inputLabel: { shrink: true } }}
        label="Rôle"
        value={role}
        onChange={(event) => update({ role: event.target.value })}
      >
        <MenuItem value="">
          <em>Tous</em>
        </MenuItem>
        {visibleAccountRoles(me.roles).map((candidate: Role) => (
          <MenuItem key={candidate} value={candidate}>
            {ROLE_LABELS[candidate]}
          </MenuItem>
        ))}
      </TextField>
      <TextField
        select
        size="small"
        slotProps={{ select: { displayEmpty: true }, inputLabel: { shrink: true } }}
        label="État"
        value={state}
        onChange={(event) => update({ etat: event.target.value })}
      >
        <MenuItem value="">
          <em>Tous</em>
        </MenuItem>
        <MenuItem value="active">Actif</MenuItem>
        <MenuItem value="disabled">Désactivé</MenuItem>
      </TextField>
      <ToggleButtonGroup
        value={view}
        exclusive
        size="small"
        aria-label="Affichage"
        role="group"
        sx={{ justifySelf: { sm: "start", md: "end" } }}
      >
        {/* Links, not toggles: the current view is `aria-current` (a link may not be `aria-pressed`). */}
        <ToggleButton
          value="list"
          component={Link}
          to={`${USER_LIST_PATH}${search}`}
          aria-label="Liste"
          {...NOT_PRESSABLE}
          aria-current={view === "list" ? "page" : undefined}
        >
          <ViewListOutlined fontSize="small" />
        </ToggleButton>
        <ToggleButton
          value="cards"
          component={Link}
          to={`${USER_CARDS_PATH}${search}`}
          aria-label="Cartes"
          {...NOT_PRESSABLE}
          aria-current={view === "cards" ? "page" : undefined}
        >
          <ViewModuleOutlined fontSize="small" />
        </ToggleButton>
      </ToggleButtonGroup>
    </Box>
  );
}
