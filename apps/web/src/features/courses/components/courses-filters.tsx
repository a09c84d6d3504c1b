import { useSchoolOptions } from "../../../entities/school/index.ts";
import { TeacherFilter } from "../../../entities/teachers/index.ts";
import { FilterGrid } from "../../../ui/filter-grid.tsx";
import { FilterSelect } from "../../../ui/option-select.tsx";
import { SearchField } from "../../../ui/search-field.tsx";
import { SwitchAndClearFilters } from "../../../ui/switch-and-clear-filters.tsx";
import { schoolSelectOptions } from "./school-select-options.ts";
import type { useCourseListParams } from "./use-course-list-params.ts";

type CourseListParams = ReturnType<typeof useCourseListParams>;

interface CoursesFiltersProps {
  params: CourseListParams;
  /** Teachers only see their own courses: no teacher filter for them. */
  hasTeacherFilter: boolean;
}

/** Search, programme, level, session, teacher and the archived switch of the course list. */
export function CoursesFilters({ params, hasTeacherFilter }: CoursesFiltersProps) {
  const { filters, query, update, hasFilters, clearFilters } = params;
  const school = useSchoolOptions();
  const { programmes, levels, cohorts } = schoolSelectOptions(school.data, "", "all");

  return (
    <FilterGrid>
      <SearchField value={filters.q} onChange={(q) => update({ q })} label="Rechercher un cours" fullWidth />
      <FilterSelect
        name="programmeId"
        params={params}
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
      {hasTeacherFilter ? (
        <TeacherFilter value={filters.teacherId} onChange={(teacherId) => update({ teacherId })} />
      ) : null}
      <SwitchAndClearFilters
        label="Cours archivés"
        isChecked={query.archived}
        onChange={(archived) => update({ archived })}
        hasFilters={hasFilters}
        onClear={clearFilters}
      />
    </FilterGrid>
  );
}
