import { FilterSelect } from "../../../ui/option-select.tsx";
import { useCourseOptions } from "../api/course-options.ts";

/** The « Cours » filter of the lists (absences, slots): one of the caller's courses, or "" for all. */
export function CourseFilter({
  params,
}: {
  params: { filters: { courseId: string }; update: (changes: { courseId?: string }) => void };
}) {
  const courses = useCourseOptions();
  const options = (courses.data?.items ?? []).map((course) => ({ value: course.id, label: course.title }));
  return (
    <FilterSelect
      name="courseId"
      params={params}
      label="Cours"
      options={options}
      emptyLabel="Tous"
      loadError={courses.isError ? "Impossible de charger les cours" : undefined}
    />
  );
}
