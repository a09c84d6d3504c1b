import { SLOT_PERIODS, SLOT_STATUSES, type SlotPeriod, type SlotStatus } from "@campus/contracts/slots";
import type { SlotsQuery } from "../../../entities/slots/index.ts";
import { dayEndInstant, dayStartInstant } from "../../../lib/date-math.ts";
import { useSearchParamsUpdater } from "../../../lib/use-search-params-updater.ts";

const PAGE_SIZES = [10, 25, 50, 100] as const;
const DEFAULT_PAGE_SIZE = 25;
/** `from` and `to` are days (`yyyy-MM-dd`) in the address; the API gets instants. */
const FILTER_KEYS = ["courseId", "teacherId", "from", "to", "status"] as const;
export type SlotFilterKey = (typeof FILTER_KEYS)[number];
export type SlotFilters = Record<SlotFilterKey, string>;

const isStatus = (value: string): value is SlotStatus => SLOT_STATUSES.some((status) => status === value);
const isPeriod = (value: string | null): value is SlotPeriod =>
  SLOT_PERIODS.some((period) => period === value);

/**
 * The slot list's filters, page and sort, kept in the address so that coming back from a slot
 * finds the same list.
 */
export function useSlotListParams() {
  const [params, updateParams] = useSearchParamsUpdater();
  const page = Math.max(1, Number(params.get("page")) || 1);
  const pageSizeParam = Number(params.get("pageSize"));
  const pageSize = PAGE_SIZES.find((size) => size === pageSizeParam) ?? DEFAULT_PAGE_SIZE;
  /** « À venir » unless the address says otherwise: proposals first, then from today, soonest first. */
  const periodParam = params.get("period");
  const period: SlotPeriod = isPeriod(periodParam) ? periodParam : "upcoming";
  const defaultSort = period === "upcoming" ? "startsAt" : "-startsAt";
  const sortParam = params.get("sort");
  const sort = sortParam === "startsAt" || sortParam === "-startsAt" ? sortParam : defaultSort;
  const filters = Object.fromEntries(FILTER_KEYS.map((key) => [key, params.get(key) ?? ""])) as SlotFilters;

  const query: SlotsQuery = {
    page,
    pageSize,
    sort,
    period,
    courseId: filters.courseId || undefined,
    teacherId: filters.teacherId || undefined,
    from: dayStartInstant(filters.from),
    to: dayEndInstant(filters.to),
    status: isStatus(filters.status) ? filters.status : undefined,
  };

  /** Changes some parameters; any change but the page itself goes back to page 1. */
  const update = (
    changes: Partial<Record<SlotFilterKey | "page" | "pageSize" | "sort" | "period", string | number>>,
  ) => updateParams(changes);
  /** Another period brings its own default order back. */
  const setPeriod = (next: SlotPeriod) => update({ period: next === "upcoming" ? "" : next, sort: "" });

  const hasFilters = FILTER_KEYS.some((key) => filters[key] !== "");
  const clearFilters = () => update(Object.fromEntries(FILTER_KEYS.map((key) => [key, ""])));

  return { query, filters, period, setPeriod, pageSizes: PAGE_SIZES, update, hasFilters, clearFilters };
}
