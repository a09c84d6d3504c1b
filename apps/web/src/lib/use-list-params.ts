import { useSearchParamsUpdater } from "./use-search-params-updater.ts";

const PAGE_SIZES = [10, 25, 50] as const;

interface ListParamsOptions<K extends string> {
  /**
   * Prefix of the list's parameters (`inscrits` → `?inscrits.page=2&inscrits.q=…`), for a list that
   * shares its page with others; none for the page's own list.
   */
  namespace?: string;
  /** The filters the list reads from the address (`q` for the search is one of them when used). */
  filterKeys?: readonly K[];
  defaultSort?: string;
  /** The page size when the address names none; 25 unless given. */
  defaultPageSize?: (typeof PAGE_SIZES)[number];
}

/**
 * A list's page, page size, sort and filters, kept in the address so that the back button, a
 * reload and a shared link find the same list. Any change but the page itself goes back to page 1.
 */
export function useListParams<K extends string = never>({
  namespace,
  filterKeys = [],
  defaultSort = "",
  defaultPageSize = 25,
}: ListParamsOptions<K> = {}) {
  const [params, updateParams] = useSearchParamsUpdater();
  const key = (name: string) => (namespace ? `${namespace}.${name}` : name);
  const pageKey = key("page");
  const update = (changes: Record<string, string | number | undefined>) =>
    updateParams(Object.fromEntries(Object.entries(changes).map(([name, value]) => [key(name), value])), {
      pageKey,
    });
  const page = Math.max(1, Math.floor(Number(params.get(pageKey))) || 1);
  const pageSizeParam = Number(params.get(key("pageSize")));
  const pageSize = PAGE_SIZES.find((size) => size === pageSizeParam) ?? defaultPageSize;
  const sort = params.get(key("sort")) || defaultSort;
  const filters = {} as Record<K, string | undefined>;
  for (const name of filterKeys) filters[name] = params.get(key(name)) || undefined;

  return {
    page,
    pageSize,
    pageSizes: PAGE_SIZES,
    sort,
    filters,
    setPage: (next: number) => update({ page: next > 1 ? next : undefined }),
    setPageSize: (size: number) => update({ pageSize: size === defaultPageSize ? undefined : size }),
    setSort: (next: string) => update({ sort: next === defaultSort ? undefined : next }),
    setFilters: (changes: Partial<Record<K, string | undefined>>) => update(changes),
  };
}
