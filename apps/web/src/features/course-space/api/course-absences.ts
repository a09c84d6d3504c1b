import type { Absence } from "@campus/contracts/attendance";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { ABSENCES_KEY, type AbsencesQuery, fetchAbsences } from "../../../entities/absences/index.ts";

const PAGE_SIZE = 200;
/** A guard against an endless loop: 10,000 rows. */
const MAX_PAGES = 50;

/**
 * Every absence and lateness of a course (a student gets only their own), all pages read in turn:
 * the course's attendance tab groups them by student.
 */
export async function fetchAllCourseAbsences(courseId: string, signal?: AbortSignal): Promise<Absence[]> {
  const items: Absence[] = [];
  for (let page = 1; page <= MAX_PAGES; page += 1) {
    const query: AbsencesQuery = { courseId, includeLate: "true", page, pageSize: PAGE_SIZE };
    const answer = await fetchAbsences(query, signal);
    items.push(...answer.items);
    if (answer.items.length < PAGE_SIZE || (!answer.isTotalCapped && items.length >= answer.total)) break;
  }
  return items;
}

export function courseAbsencesQueryOptions(courseId: string) {
  return queryOptions({
    queryKey: [...ABSENCES_KEY, "course", courseId],
    queryFn: ({ signal }) => fetchAllCourseAbsences(courseId, signal),
  });
}

export function useCourseAbsences(courseId: string, { isEnabled = true } = {}) {
  return useQuery({ ...courseAbsencesQueryOptions(courseId), enabled: isEnabled });
}
