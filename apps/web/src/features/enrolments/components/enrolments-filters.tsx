import type { SchoolOptions } from "@campus/contracts/school";
import { CourseFilter } from "../../../entities/courses/index.ts";
import { useSchoolOptions } from "../../../entities/school/index.ts";
import { ClearFiltersButton, FilterGrid } from "../../../ui/filter-grid.tsx";
import { FilterSelect, type SelectOption } from "../../../ui/option-select.tsx";
import { SearchField } from "../../../ui/search-field.tsx";
import type { EnrolmentFilterKey, useEnrolmentList } from "./use-enrolment-list.ts";

/** The programmes, levels (the chosen programme's) and sessions (its too) as the filters offer them. */
function placementOptions(options: SchoolOptions | undefined, programmeId: string) {
  const programme = options?.programmes.find((item) => item.id === programmeId);
  const levelIds = programme ? new Set(programme.levelIds) : undefined;
  return {
    programmes: (options?.programmes ?? []).map<SelectOption>((item) => ({
      value: item.id,
      label: item.code ? `${item.name} (${item.code})` : item.name,
    })),
    levels: (options?.levels ?? [])
      .filter((level) => !levelIds || levelIds.has(level.id))
      .map<SelectOption>((level) => ({ value: level.id, label: level.label })),
    cohorts: (options?.cohorts ?? [])
      .filter((cohort) => !programme || cohort.programmeId === programme.id)
      .map<SelectOption>((cohort) => ({ value: cohort.id, label: cohort.name })),
  };
}

/** Search a student, the student's programme, level and session, and the course. */
export function EnrolmentsFilters({ list }: { list: ReturnType<typeof useEnrolmentList> }) {
  const school = useSchoolOptions();
  const filters = Object.fromEntries(
    Object.entries(list.filters).map(([key, value]) => [key, value ?? ""]),
  ) as Record<EnrolmentFilterKey, string>;
  const params = { filters, update: list.setFilters };
  const { programmes, levels, cohorts } = placementOptions(school.data, filters.programmeId);

  return (
    <FilterGrid>
      <SearchField
        value={filters.q}
        onChange={(q) => list.setFilters({ q })}
        label="Rechercher un apprenant"
        placeholder="Nom, numéro ou e-mail"
        fullWidth
      />
      <FilterSelect
        name="programmeId"
        params={{
          filters,
          // Another programme's level and session would match nobody: they go with it.
          update: (changes) => list.setFilters({ ...changes, levelId: undefined, cohortId: undefined }),
        }}
        label="Programme"
        options={programmes}
        emptyLabel="Tous"
      />
      <FilterSelect name="levelId" params={params} label="Niveau" options={levels} emptyLabel="Tous" />
      <FilterSelect
        name="cohortId"
        params={params}
        label="Session scolaire"
        options={cohorts}
        emptyLabel="Toutes"
      />
      <CourseFilter params={params} />
      {list.hasFilters ? (
        <div>
          <ClearFiltersButton hasFilters onClear={list.clearFilters} />
        </div>
      ) : null}
    </FilterGrid>
  );
}
