import type { MarkChangeKind } from "@campus/contracts/history";
import { dayEndInstant, dayStartInstant } from "../../../lib/date-math.ts";
import { useSearchParamsUpdater } from "../../../lib/use-search-params-updater.ts";
import type { MarkChangesFilters, MarkChangesQuery } from "../api/mark-changes.ts";

const PAGE_SIZES = [10, 25, 50, 100] as const;
const DEFAULT_PAGE_SIZE = 25;
/** `from` and `to` are Paris days in the address; `kind` is "", "grade" or "attendance". */
const FILTER_KEYS = ["kind", "studentId", "courseId", "from", "to"] as const;
type HistoryFilterKey = (typeof FILTER_KEYS)[number];

const isKind = (value: string): value is MarkChangeKind => value === "grade" || value === "attendance";

/** The history's filters and page, kept in the address (a link or the back button finds the same list). */
export function useHistoryParams() {
  const [params, updateParams] = useSearchParamsUpdater();
  const page = Math.max(1, Number(params.get("page")) || 1);
  const pageSizeParam = Number(params.get("pageSize"));
  const pageSize = PAGE_SIZES.find((size) => size === pageSizeParam) ?? DEFAULT_PAGE_SIZE;
  const filters = Object.fromEntries(FILTER_KEYS.map((key) => [key, params.get(key) ?? ""])) as Record<
    HistoryFilterKey,
    string
  >;

  const apiFilters: MarkChangesFilters = {
    kind: isKind(filters.kind) ? filters.kind : undefined,
    studentId: filters.studentId || undefined,
    courseId: filters.courseId || undefined,
    from: dayStartInstant(filters.from),
    to: dayEndInstant(filters.to),
  };
  const query: MarkChangesQuery = { ...apiFilters, page, pageSize };

  /** Changes some parameters; any change but the page itself goes back to page 1. */
  const update = (changes: Partial<Record<HistoryFilterKey | "page" | "pageSize", string | number>>) =>
    updateParams(changes);

  const hasFilters = FILTER_KEYS.some((key) => filters[key] !== "");
  const clearFilters = () => update(Object.fromEntries(FILTER_KEYS.map((key) => [key, ""])));

  return { query, apiFilters, filters, pageSizes: PAGE_SIZES, update, hasFilters, clearFilters };
}
