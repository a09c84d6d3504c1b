import { SLOT_STATUSES, type SlotStatus } from "@campus/contracts/slots";
import { dayEndInstant, dayStartInstant } from "../../../lib/dates.ts";
import { useSearchParamsUpdater } from "../../../lib/use-search-params-updater.ts";
import type { SlotsQuery } from "../api/slots.ts";

const PAGE_SIZES = [10, 25, 50, 100] as const;
const DEFAULT_PAGE_SIZE = 25;
/** `from` and `to` are days (`yyyy-MM-dd`) in the address; the API gets instants. */
const FILTER_KEYS = ["courseId", "teacherId", "from", "to", "status"] as const;
export type SlotFilterKey = (typeof FILTER_KEYS)[number];
export type SlotFilters = Record<SlotFilterKey, string>;

const isStatus = (value: string): value is SlotStatus => SLOT_STATUSES.some((status) => status === value);

/**
 * The slot list's filters, page and sort, kept in the address so that coming back from a slot
 * finds the same list.
 */
export function useSlotListParams() {
  const [params, updateParams] = useSearchParamsUpdater();
  const page = Math.max(1, Number(params.get("page")) || 1);
  const pageSizeParam = Number(params.get("pageSize"));
  const pageSize = PAGE_SIZES.find((size) => size === pageSizeParam) ?? DEFAULT_PAGE_SIZE;
  const sort = params.get("sort") === "startsAt" ? "startsAt" : "-startsAt";
  const filters = Object.fromEntries(FILTER_KEYS.map((key) => [key, params.get(key) ?? ""])) as SlotFilters;

  const query: SlotsQuery = {
    page,
    pageSize,
    sort,
    courseId: filters.courseId || undefined,
    teacherId: filters.teacherId || undefined,
    from: dayStartInstant(filters.from),
    to: dayEndInstant(filters.to),
    status: isStatus(filters.status) ? filters.status : undefined,
  };

  /** Changes some parameters; any change but the page itself goes back to page 1. */
  const update = (changes: Partial<Record<SlotFilterKey | "page" | "pageSize" | "sort", string | number>>) =>
    updateParams(changes);

  const hasFilters = FILTER_KEYS.some((key) => filters[key] !== "");
  const clearFilters = () => update(Object.fromEntries(FILTER_KEYS.map((key) => [key, ""])));

  return { query, filters, pageSizes: PAGE_SIZES, update, hasFilters, clearFilters };
}
