import { useSearchParamsUpdater } from "./use-search-params-updater.ts";

const PAGE_SIZES = [10, 25, 50] as const;
const DEFAULT_PAGE_SIZE = 25;

interface ListParamsOptions<K extends string> {
  /** The filters the list reads from the address (`q` for the search is one of them when used). */
  filterKeys?: readonly K[];
  defaultSort?: string;
}

/**
 * A list's page, page size, sort and filters, kept in the address so that the back button, a
 * reload and a shared link find the same list. Any change but the page itself goes back to page 1.
 */
export function useListParams<K extends string = never>({
  filterKeys = [],
  defaultSort = "",
}: ListParamsOptions<K> = {}) {
  const [params, updateParams] = useSearchParamsUpdater();
  const page = Math.max(1, Math.floor(Number(params.get("page"))) || 1);
  const pageSizeParam = Number(params.get("pageSize"));
  const pageSize = PAGE_SIZES.find((size) => size === pageSizeParam) ?? DEFAULT_PAGE_SIZE;
  const sort = params.get("sort") || defaultSort;
  const filters = {} as Record<K, string | undefined>;
  for (const key of filterKeys) filters[key] = params.get(key) || undefined;

  return {
    page,
    pageSize,
    pageSizes: PAGE_SIZES,
    sort,
    filters,
    setPage: (next: number) => updateParams({ page: next > 1 ? next : undefined }),
    setPageSize: (size: number) => updateParams({ pageSize: size === DEFAULT_PAGE_SIZE ? undefined : size }),
    setSort: (next: string) => updateParams({ sort: next === defaultSort ? undefined : next }),
    setFilters: (changes: Partial<Record<K, string | undefined>>) => updateParams(changes),
  };
}
