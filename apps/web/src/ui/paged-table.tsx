import Alert from "@mui/material/Alert";
import Box from "@mui/material/Box";
import { useDeferredValue, useEffect } from "react";
import { LoadErrorAlert } from "./load-error-alert.tsx";
import { loadEarly } from "./load-when-shown.tsx";
import { RecordTable, type RecordTableProps } from "./record-table.tsx";
import { useIsPhone } from "./use-is-phone.ts";

interface PagedTableProps<Row> extends RecordTableProps<Row> {
  total: number;
  /** The server counted up to its cap (COUNT_CAP) only: « sur plus de 1 000 ». */
  isTotalCapped?: boolean | undefined;
  /** 1-based, as in the API. */
  page: number;
  pageSize: number;
  onPageChange: (page: number) => void;
  /** The caller usually goes back to page 1 too. */
  onPageSizeChange?: (pageSize: number) => void;
  pageSizeOptions?: readonly number[];
  /** A failed load: an Alert with "Réessayer" in place of the table. */
  error?: unknown;
  errorText?: string;
  onRetry?: () => void;
  isRetrying?: boolean;
}

/** One page of a list as the API answers it. */
interface ListPage<Row> {
  items: readonly Row[];
  total: number;
  isTotalCapped?: boolean;
}

/** The query of a paged list, as TanStack Query returns it. */
interface ListPageQuery<Row> {
  data: ListPage<Row> | undefined;
  isPending: boolean;
  error: unknown;
  refetch: () => Promise<unknown>;
  isRefetching: boolean;
  /** The previous page's rows, kept while the page asked for loads (keepPreviousData). */
  isPlaceholderData: boolean;
}

/** What a paged list's query gives PagedTable: its rows and count, the skeleton, the error and « Réessayer ». */
export function pagedQueryProps<Row>(query: ListPageQuery<Row>) {
  return {
    rows: query.data?.items,
    total: query.data?.total ?? 0,
    isTotalCapped: query.data?.isTotalCapped,
    isLoading: query.isPending,
    isRefreshing: query.isPlaceholderData,
    error: query.error,
    onRetry: () => void query.refetch(),
    isRetrying: query.isRefetching,
  };
}

/** A list's page, size and sort as a feature's address hook keeps them (useCourseListParams…). */
interface AddressListParams {
  query: { page: number; pageSize: number; sort: string };
  /** The sizes offered; PagedTable's own when absent. */
  pageSizes?: readonly number[];
  /** Changes some parameters (any change but the page itself goes back to page 1). */
  update: (changes: { page: number } | { pageSize: number } | { sort: string }) => void;
}

/** PagedTable's paging and sorting, read from and written to the address. */
export function addressPagingProps({ query, pageSizes, update }: AddressListParams) {
  return {
    page: query.page,
    pageSize: query.pageSize,
    pageSizeOptions: pageSizes,
    onPageChange: (page: number) => update({ page }),
    onPageSizeChange: (pageSize: number) => update({ pageSize }),
    sort: query.sort,
    onSortChange: (sort: string) => update({ sort }),
  };
}

/**
 * What PagedTable shows of a list held whole in memory (searched here rather than by the API): the
 * page asked for, or the last one when the list has shrunk below it.
 */
export function localPageProps<Row>(all: readonly Row[] | undefined, page: number, pageSize: number) {
  const total = all?.length ?? 0;
  const shownPage = Math.min(page, Math.max(1, Math.ceil(total / pageSize)));
  return {
    rows: all?.slice((shownPage - 1) * pageSize, shownPage * pageSize),
    total,
    page: shownPage,
    pageSize,
  };
}

// MUI's TablePagination brings its rows-per-page select along (Select, Menu, Popover, Tooltip: some
// 30 KB): in a file of its own with the lists' other selects (list-controls.ts), requested with this
// one and shown when it arrives. Until then, a box of its height (its 52 px toolbar) keeps the page
// from moving.
const PAGINATION_PLACEHOLDER = <Box aria-hidden sx={{ minHeight: 52 }} />;
const PagedTablePagination = loadEarly(
  () => import("./list-controls.ts").then((module) => module.PagedTablePagination),
  PAGINATION_PLACEHOLDER,
);

/**
 * A server-paged table with sortable headers, skeleton, empty and error states, and French pagination;
 * cards on a phone (see RecordTable).
 */
export function PagedTable<Row>({
  rows,
  total: countedTotal,
  isTotalCapped = false,
  page,
  pageSize,
  onPageChange,
  onPageSizeChange,
  pageSizeOptions = [10, 25, 50],
  isLoading = false,
  error,
  errorText = "Impossible de charger la liste.",
  onRetry,
  isRetrying = false,
  ...tableProps
}: PagedTableProps<Row>) {
  const isPhone = useIsPhone();
  // Past a capped count, a short page tells the exact total; until then it stays unknown (-1 for MUI).
  const isShortPage = rows !== undefined && rows.length < pageSize;
  const total = isTotalCapped && isShortPage ? (page - 1) * pageSize + rows.length : countedTotal;
  const isTotalKnown = !isTotalCapped || isShortPage;
  // After a deletion or a narrower search the page may lie beyond the last one: go to the last.
  const lastPage = Math.max(1, Math.ceil(total / pageSize));
  const isBeyondLastPage = isTotalKnown && !isLoading && rows !== undefined && total > 0 && page > lastPage;
  useEffect(() => {
    if (isBeyondLastPage) onPageChange(lastPage);
  }, [isBeyondLastPage, lastPage, onPageChange]);

  // The rows come at a transition's priority: their render (a page of cards is 100 to 200 ms on a
  // phone) is done in slices that a tap can interrupt, the skeleton shown until it is in. A query's
  // answer alone would render them in one block (React Query's store is synchronous). Rows that are
  // gone (another page loading) go at once: the skeleton, never the last page's rows under the new
  // page's numbers; a list that keeps them while the next page loads (keepPreviousData) shows them
  // dimmed and busy (isRefreshing).
  const deferredRows = useDeferredValue(rows);
  const shownRows = rows === undefined ? undefined : deferredRows;
  const isRendering = rows !== undefined && shownRows === undefined;

  if (error && !rows) {
    return onRetry ? (
      <LoadErrorAlert
        query={{ error, refetch: onRetry, isRefetching: isRetrying }}
        message={errorText}
        sx={{ m: 2 }}
      />
    ) : (
      <Alert severity="error" sx={{ m: 2 }}>
        {errorText}
      </Alert>
    );
  }

  return (
    <>
      <RecordTable {...tableProps} rows={shownRows} isLoading={isLoading || isRendering} />
      {total > 0 ? (
        <PagedTablePagination
          count={isTotalKnown ? total : -1}
          countedTotal={countedTotal}
          page={isTotalKnown ? Math.min(Math.max(0, page - 1), lastPage - 1) : page - 1}
          pageSize={pageSize}
          pageSizeOptions={onPageSizeChange ? pageSizeOptions : []}
          onPageChange={onPageChange}
          onPageSizeChange={onPageSizeChange}
          isPhone={isPhone}
        />
      ) : null}
    </>
  );
}
