import type { AbsencesFilters, AbsencesQuery } from "../../../entities/absences/index.ts";
import { dayEndInstant, dayStartInstant } from "../../../lib/date-math.ts";
import { useSearchParamsUpdater } from "../../../lib/use-search-params-updater.ts";

const PAGE_SIZES = [10, 25, 50, 100] as const;
const DEFAULT_PAGE_SIZE = 25;
/** `from` and `to` are days in the address; `excused` is "", "true" or "false"; `includeLate` "" or "true". */
const FILTER_KEYS = ["studentId", "courseId", "cohortId", "from", "to", "excused", "includeLate"] as const;
export type AbsenceFilterKey = (typeof FILTER_KEYS)[number];
export type AbsenceFilterValues = Record<AbsenceFilterKey, string>;

/** The absence list's filters and page, kept in the address (a link or the back button finds the same list). */
export function useAbsenceParams() {
  const [params, updateParams] = useSearchParamsUpdater();
  const page = Math.max(1, Number(params.get("page")) || 1);
  const pageSizeParam = Number(params.get("pageSize"));
  const pageSize = PAGE_SIZES.find((size) => size === pageSizeParam) ?? DEFAULT_PAGE_SIZE;
  const filters = Object.fromEntries(
    FILTER_KEYS.map((key) => [key, params.get(key) ?? ""]),
  ) as AbsenceFilterValues;

  const apiFilters: AbsencesFilters = {
    studentId: filters.studentId || undefined,
    courseId: filters.courseId || undefined,
    cohortId: filters.cohortId || undefined,
    from: dayStartInstant(filters.from),
    to: dayEndInstant(filters.to),
    excused: filters.excused === "true" || filters.excused === "false" ? filters.excused : undefined,
    includeLate: filters.includeLate === "true" ? "true" : undefined,
  };
  const query: AbsencesQuery = { ...apiFilters, page, pageSize };

  /** Changes some parameters; any change but the page itself goes back to page 1. */
  const update = (changes: Partial<Record<AbsenceFilterKey | "page" | "pageSize", string | number>>) =>
    updateParams(changes);

  const hasFilters = FILTER_KEYS.some((key) => filters[key] !== "");
  const clearFilters = () => update(Object.fromEntries(FILTER_KEYS.map((key) => [key, ""])));

  return { query, apiFilters, filters, pageSizes: PAGE_SIZES, update, hasFilters, clearFilters };
}
