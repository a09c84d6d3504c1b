import type { SchoolOptions } from "@campus/contracts/school";
import FilterAltOffOutlined from "@mui/icons-material/FilterAltOffOutlined";
import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
import MenuItem from "@mui/material/MenuItem";
import TextField from "@mui/material/TextField";
import { SearchField } from "../../../ui/search-field.tsx";
import type { StudentsFilters } from "../api/students.ts";

interface StudentFiltersProps {
  filters: StudentsFilters;
  options: SchoolOptions | undefined;
  onChange: (filters: StudentsFilters) => void;
}

interface FilterSelectProps {
  label: string;
  value: string | undefined;
  items: { id: string; label: string }[];
  onChange: (value: string | undefined) => void;
  allLabel?: string;
}

function FilterSelect({ label, value, items, onChange, allLabel = "Tous" }: FilterSelectProps) {
  const shown = value && items.some((item) => item.id === value) ? value : "";
  return (
    <TextField
      select
      size="small"
      label={label}
      value={shown}
      onChange={(event) => onChange(event.target.value || undefined)}
      slotProps={{ inputLabel: { shrink: true }, select: { displayEmpty: true } }}
      sx={{ flex: { xs: "1 1 40%", sm: "1 1 150px" }, minWidth: 0 }}
    >
      <MenuItem value="">{allLabel}</MenuItem>
      {items.map((item) => (
        <MenuItem key={item.id} value={item.id}>
          {item.label}
        </MenuItem>
      ))}
    </TextField>
  );
}

const WHITELIST_ITEMS = [
  { id: "true", label: "Oui" },
  { id: "false", label: "Non" },
];

/** The students list's search and filters: programme, niveau, session scolaire, whitelist. */
export function StudentFilters({ filters, options, onChange }: StudentFiltersProps) {
  const hasFilters = Boolean(
    filters.q || filters.programmeId || filters.levelId || filters.cohortId || filters.whitelisted,
  );
  return (
    <Box
      role="search"
      aria-label="Filtres des apprenants"
      sx={{ display: "flex", flexWrap: "wrap", alignItems: "center", gap: 1.5, p: 2 }}
    >
      <Box sx={{ flex: { xs: "1 1 100%", md: "2 1 260px" } }}>
        <SearchField
          value={filters.q ?? ""}
          onChange={(q) => onChange({ ...filters, q: q || undefined })}
          label="Rechercher un apprenant"
          placeholder="Nom, e-mail, numéro"
          fullWidth
        />
      </Box>
      <FilterSelect
        label="Programme"
        value={filters.programmeId}
        items={(options?.programmes ?? []).map((programme) => ({ id: programme.id, label: programme.name }))}
        onChange={(programmeId) => onChange({ ...filters, programmeId })}
      />
      <FilterSelect
        label="Niveau"
        value={filters.levelId}
        items={(options?.levels ?? []).map((level) => ({ id: level.id, label: level.label }))}
        onChange={(levelId) => onChange({ ...filters, levelId })}
      />
      <FilterSelect
        label="Session scolaire"
        value={filters.cohortId}
        allLabel="Toutes"
        items={(options?.cohorts ?? []).map((cohort) => ({ id: cohort.id, label: cohort.name }))}
        onChange={(cohortId) => onChange({ ...filters, cohortId })}
      />
      <FilterSelect
        label="Whitelist"
        value={filters.whitelisted}
        items={WHITELIST_ITEMS}
        onChange={(whitelisted) =>
          onChange({
            ...filters,
            whitelisted: whitelisted === "true" || whitelisted === "false" ? whitelisted : undefined,
          })
        }
      />
      {hasFilters ? (
        <Button
          color="inherit"
          startIcon={<FilterAltOffOutlined />}
          onClick={() => onChange({ sort: filters.sort })}
        >
          Réinitialiser
        </Button>
      ) : null}
    </Box>
  );
}
