import { MARK_CHANGE_KIND_LABELS, MARK_CHANGE_KINDS } from "@campus/contracts/history";
import { CourseFilter } from "../../../entities/courses/index.ts";
import { StudentFilter } from "../../../entities/students/index.ts";
import { DateRangeFields } from "../../../ui/date-range-fields.tsx";
import { ClearFiltersButton, FilterGrid } from "../../../ui/filter-grid.tsx";
import { FilterSelect } from "../../../ui/option-select.tsx";
import type { useHistoryParams } from "./use-history-params.ts";

const KIND_OPTIONS = MARK_CHANGE_KINDS.map((kind) => ({ value: kind, label: MARK_CHANGE_KIND_LABELS[kind] }));

/** Apprenant, cours, type (Note / Présence), dates. */
export function HistoryFilters({ params }: { params: ReturnType<typeof useHistoryParams> }) {
  const { filters, update, hasFilters, clearFilters } = params;
  return (
    <FilterGrid>
      <StudentFilter value={filters.studentId} onChange={(studentId) => update({ studentId })} />
      <CourseFilter params={params} />
      <FilterSelect name="kind" params={params} label="Type" options={KIND_OPTIONS} emptyLabel="Tous" />
      <DateRangeFields from={filters.from} to={filters.to} onChange={update} />
      <ClearFiltersButton hasFilters={hasFilters} onClear={clearFilters} />
    </FilterGrid>
  );
}
