import type { SchoolOptions } from "@campus/contracts/school";
import { FilterGrid } from "../../../ui/filter-grid.tsx";
import { OptionSelect } from "../../../ui/option-select.tsx";
import { SearchField } from "../../../ui/search-field.tsx";
import { SwitchAndClearFilters } from "../../../ui/switch-and-clear-filters.tsx";

export interface CohortFilters {
  q: string;
  programmeId: string;
  isArchived: boolean;
}

interface CohortsFiltersProps {
  filters: CohortFilters;
  programmes: SchoolOptions["programmes"] | undefined;
  onChange: (changes: Partial<CohortFilters>) => void;
  onClear: () => void;
}

/** Search by name, the programme, and the archived switch of the sessions list. */
export function CohortsFilters({ filters, programmes, onChange, onClear }: CohortsFiltersProps) {
  const hasFilters = filters.q !== "" || filters.programmeId !== "" || filters.isArchived;
  return (
    <FilterGrid>
      <SearchField
        value={filters.q}
        onChange={(q) => onChange({ q })}
        label="Rechercher une session"
        placeholder="Nom de la session"
        fullWidth
      />
      <OptionSelect
        size="small"
        fullWidth
        label="Programme"
        value={filters.programmeId}
        onChange={(programmeId) => onChange({ programmeId })}
        options={(programmes ?? []).map((programme) => ({ value: programme.id, label: programme.name }))}
        emptyLabel="Tous"
      />
      <SwitchAndClearFilters
        label="Sessions archivées"
        isChecked={filters.isArchived}
        onChange={(isArchived) => onChange({ isArchived })}
        hasFilters={hasFilters}
        onClear={onClear}
      />
    </FilterGrid>
  );
}
