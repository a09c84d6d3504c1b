import { loadedOptions } from "../../ui/loaded-options.ts";
import { FilterSelect } from "../../ui/option-select.tsx";
import { useCourseOptions } from "./course-options.ts";

const toOption = (course: { id: string; title: string }) => ({ value: course.id, label: course.title });

/** The « Cours » filter of the lists (absences, slots): one of the caller's courses, or "" for all. */
export function CourseFilter({
  params,
}: {
  params: { filters: { courseId: string }; update: (changes: { courseId?: string }) => void };
}) {
  const courses = useCourseOptions();
  return (
    <FilterSelect
      name="courseId"
      params={params}
      label="Cours"
      emptyLabel="Tous"
      {...loadedOptions(courses, courses.data?.items, toOption, "Impossible de charger les cours")}
    />
  );
}
