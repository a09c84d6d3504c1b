import type { SchoolOptions } from "@campus/contracts/school";
import FilterAltOffOutlined from "@mui/icons-material/FilterAltOffOutlined";
import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
import type { StudentsFilters } from "../../../entities/students/index.ts";
import type { SelectOption } from "../../../ui/option-select.tsx";
import { EarlyOptionSelect } from "../../../ui/option-select-early.tsx";
import { SearchField } from "../../../ui/search-field.tsx";

interface StudentFiltersProps {
  filters: StudentsFilters;
  options: SchoolOptions | undefined;
  /** The « Statut » filter (current or archived students): administrators only. */
  canSeeArchived?: boolean;
  onChange: (filters: StudentsFilters) => void;
}

// The selects (Select, Menu, Popover) are not part of the list's first load: until they arrive, boxes
// of their size hold their place (ui/option-select-early.tsx).
interface FilterSelectProps {
  label: string;
  value: string | undefined;
  items: readonly SelectOption[];
  onChange: (value: string | undefined) => void;
  allLabel?: string;
}

function FilterSelect({ label, value, items, onChange, allLabel = "Tous" }: FilterSelectProps) {
  return (
    <EarlyOptionSelect
      size="small"
      label={label}
      value={value ?? ""}
      options={items}
      emptyLabel={allLabel}
      onChange={(next) => onChange(next || undefined)}
      sx={{ flex: { xs: "1 1 40%", sm: "1 1 150px" }, minWidth: 0 }}
    />
  );
}

const STATUS_ITEMS = [{ value: "true", label: "Archivés" }];

const WHITELIST_ITEMS = [
  { value: "true", label: "Oui" },
  { value: "false", label: "Non" },
];

/** The students list's search and filters: programme, niveau, session scolaire, whitelist, archived. */
export function StudentFilters({ filters, options, canSeeArchived = false, onChange }: StudentFiltersProps) {
  const hasFilters = Boolean(
    filters.q ||
      filters.programmeId ||
      filters.levelId ||
      filters.cohortId ||
      filters.whitelisted ||
      filters.archived,
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
        items={(options?.programmes ?? []).map((programme) => ({
          value: programme.id,
          label: programme.name,
        }))}
        onChange={(programmeId) => onChange({ ...filters, programmeId })}
      />
      <FilterSelect
        label="Niveau"
        value={filters.levelId}
        items={(options?.levels ?? []).map((level) => ({ value: level.id, label: level.label }))}
        onChange={(levelId) => onChange({ ...filters, levelId })}
      />
      <FilterSelect
        label="Session scolaire"
        value={filters.cohortId}
        allLabel="Toutes"
        items={(options?.cohorts ?? []).map((cohort) => ({ value: cohort.id, label: cohort.name }))}
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
      {canSeeArchived ? (
        <FilterSelect
          label="Statut"
          value={filters.archived}
          items={STATUS_ITEMS}
          allLabel="Actuels"
          onChange={(archived) =>
            onChange({ ...filters, archived: archived === "true" ? "true" : undefined })
          }
        />
      ) : null}
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
