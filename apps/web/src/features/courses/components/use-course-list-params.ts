import { COURSE_SORTS, type CourseListQuery } from "@campus/contracts/courses";
import type { CoursesQuery } from "../../../entities/courses/index.ts";
import { useSearchParamsUpdater } from "../../../lib/use-search-params-updater.ts";

const PAGE_SIZES = [10, 25, 50] as const;
const DEFAULT_PAGE_SIZE = 25;
const FILTER_KEYS = ["q", "programmeId", "levelId", "cohortId", "teacherId"] as const;
type FilterKey = (typeof FILTER_KEYS)[number];

const isSort = (value: string | null): value is CourseListQuery["sort"] =>
  COURSE_SORTS.some((sort) => sort === value);

/**
 * The course list's filters, page and sort, kept in the address so that the back button
 * and a shared link find the same list.
 */
export function useCourseListParams() {
  const [params, updateParams] = useSearchParamsUpdater();
  const page = Math.max(1, Number(params.get("page")) || 1);
  const pageSizeParam = Number(params.get("pageSize"));
  const pageSize = PAGE_SIZES.find((size) => size === pageSizeParam) ?? DEFAULT_PAGE_SIZE;
  const sortParam = params.get("sort");
  const filters = Object.fromEntries(FILTER_KEYS.map((key) => [key, params.get(key) ?? ""])) as Record<
    FilterKey,
    string
  >;

  const query: CoursesQuery = {
    page,
    pageSize,
    sort: isSort(sortParam) ? sortParam : "title",
    archived: params.get("archived") === "true",
    ...Object.fromEntries(FILTER_KEYS.filter((key) => filters[key] !== "").map((key) => [key, filters[key]])),
  };

  /** Changes some parameters; any change but the page itself goes back to page 1. */
  const update = (changes: Record<string, string | number | boolean | undefined>) =>
    updateParams(
      Object.fromEntries(
        Object.entries(changes).map(([key, value]) => [
          key,
          typeof value === "boolean" ? (value ? "true" : undefined) : value,
        ]),
      ),
    );

  const hasFilters = FILTER_KEYS.some((key) => filters[key] !== "") || query.archived;
  const clearFilters = () =>
    update(Object.fromEntries([...FILTER_KEYS, "archived"].map((key) => [key, undefined])));

  return { query, filters, pageSizes: PAGE_SIZES, update, hasFilters, clearFilters };
}
