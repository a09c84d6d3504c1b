import { CourseFilter } from "../../../entities/courses/index.ts";
import { useCohortOptions } from "../../../entities/school/index.ts";
import { StudentFilter } from "../../../entities/students/index.ts";
import { DateRangeFields } from "../../../ui/date-range-fields.tsx";
import { FilterGrid } from "../../../ui/filter-grid.tsx";
import { loadedOptions } from "../../../ui/loaded-options.ts";
import { FilterSelect } from "../../../ui/option-select.tsx";
import { SwitchAndClearFilters } from "../../../ui/switch-and-clear-filters.tsx";
import type { useAbsenceParams } from "./use-absence-params.ts";

type AbsenceParams = ReturnType<typeof useAbsenceParams>;
const toCohortOption = (cohort: { id: string; name: string }) => ({ value: cohort.id, label: cohort.name });
const EXCUSED_OPTIONS = [
  { value: "true", label: "Justifiées" },
  { value: "false", label: "Non justifiées" },
];

interface AbsenceFiltersProps {
  params: AbsenceParams;
  /** Staff filter by student, course and school session; a student sees only their own absences. */
  isStaff: boolean;
}

/** Apprenant, cours, session scolaire, dates, justification and « inclure les retards ». */
export function AbsenceFilters({ params, isStaff }: AbsenceFiltersProps) {
  const { filters, update, hasFilters, clearFilters } = params;
  const cohorts = useCohortOptions({ isEnabled: isStaff });

  return (
    <FilterGrid>
      {isStaff ? (
        <>
          <StudentFilter value={filters.studentId} onChange={(studentId) => update({ studentId })} />
          <CourseFilter params={params} />
          <FilterSelect
            name="cohortId"
            params={params}
            label="Session scolaire"
            emptyLabel="Toutes"
            {...loadedOptions(cohorts, cohorts.data, toCohortOption, "Impossible de charger les sessions")}
          />
        </>
      ) : null}
      <DateRangeFields from={filters.from} to={filters.to} onChange={update} />
      <FilterSelect
        name="excused"
        params={params}
        label="Justification"
        options={EXCUSED_OPTIONS}
        emptyLabel="Toutes"
      />
      <SwitchAndClearFilters
        label="Inclure les retards"
        isChecked={filters.includeLate === "true"}
        onChange={(isChecked) => update({ includeLate: isChecked ? "true" : "" })}
        hasFilters={hasFilters}
        onClear={clearFilters}
        isWide={isStaff}
      />
    </FilterGrid>
  );
}
