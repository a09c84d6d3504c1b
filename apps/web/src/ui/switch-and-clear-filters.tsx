import FormControlLabel from "@mui/material/FormControlLabel";
import Stack from "@mui/material/Stack";
import Switch from "@mui/material/Switch";
import { ClearFiltersButton } from "./filter-grid.tsx";

interface SwitchAndClearFiltersProps {
  /** The yes/no filter's label. */
  label: string;
  isChecked: boolean;
  onChange: (isChecked: boolean) => void;
  hasFilters: boolean;
  onClear: () => void;
  /** Over two columns of the FilterGrid on a desktop. */
  isWide?: boolean;
}

/** A FilterGrid's last cell: a yes/no filter as a switch, and « Effacer les filtres » at the other end. */
export function SwitchAndClearFilters({
  label,
  isChecked,
  onChange,
  hasFilters,
  onClear,
  isWide = false,
}: SwitchAndClearFiltersProps) {
  return (
    <Stack
      direction="row"
      spacing={1}
      useFlexGap
      sx={{
        flexWrap: "wrap",
        alignItems: "center",
        justifyContent: "space-between",
        gridColumn: isWide ? { md: "span 2" } : undefined,
      }}
    >
      <FormControlLabel
        control={<Switch checked={isChecked} onChange={(event) => onChange(event.target.checked)} />}
        label={label}
      />
      <ClearFiltersButton hasFilters={hasFilters} onClear={onClear} />
    </Stack>
  );
}
