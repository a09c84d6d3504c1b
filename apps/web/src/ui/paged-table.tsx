import Alert from "@mui/material/Alert";
import Skeleton from "@mui/material/Skeleton";
import Table from "@mui/material/Table";
import TableBody from "@mui/material/TableBody";
import TableCell from "@mui/material/TableCell";
import TableHead from "@mui/material/TableHead";
import TablePagination from "@mui/material/TablePagination";
import TableRow from "@mui/material/TableRow";
import TableSortLabel from "@mui/material/TableSortLabel";
import { type KeyboardEvent, type ReactNode, useEffect } from "react";
import { LoadErrorAlert } from "./load-error-alert.tsx";
import { ScrollRegion } from "./scroll-region.tsx";

/** One column: its header `label`, how a row shows in it, and the API's sort key when sortable. */
export interface PagedTableColumn<Row> {
  id: string;
  label: string;
  render: (row: Row) => ReactNode;
  /** The `sort` value sent to the API (`lastname`); `-lastname` sorts descending. */
  sortKey?: string;
  align?: "left" | "right" | "center";
  /** The column's minimum width (px or CSS length), e.g. for long names that wrap. */
  minWidth?: number | string;
  /** Keeps the cells on one line (ids, e-mails, dates). */
  noWrap?: boolean;
}

interface PagedTableProps<Row> {
  /** The table's accessible name ("Liste des professeurs"). */
  label: string;
  columns: readonly PagedTableColumn<Row>[];
  rows: readonly Row[] | undefined;
  getRowId: (row: Row) => string;
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
  /** The current sort, like `lastname` or `-lastname`. */
  sort?: string;
  onSortChange?: (sort: string) => void;
  /** First load: skeleton rows instead of the body. */
  isLoading?: boolean;
  /** A failed load: an Alert with "Réessayer" in place of the table. */
  error?: unknown;
  errorText?: string;
  onRetry?: () => void;
  isRetrying?: boolean;
  /** Shown when there are no rows; "Aucun résultat" by default. */
  emptyText?: ReactNode;
  /** Makes rows clickable (and reachable with the keyboard). */
  onRowClick?: (row: Row) => void;
  /** Minimum width before the table scrolls horizontally; 720 px by default. */
  minWidth?: number;
  /** Tighter rows and cell padding, for tables with many columns. */
  isDense?: boolean;
}

const SKELETON_ROWS = [0, 1, 2, 3, 4];
const PAGINATION_LABELS = {
  first: "Première page",
  previous: "Page précédente",
  next: "Page suivante",
  last: "Dernière page",
} as const;

function parseSort(sort: string | undefined): { key: string; direction: "asc" | "desc" } | null {
  if (!sort) return null;
  return sort.startsWith("-") ? { key: sort.slice(1), direction: "desc" } : { key: sort, direction: "asc" };
}

/** A server-paged table with sortable headers, skeleton, empty and error states, and French pagination. */
export function PagedTable<Row>({
  label,
  columns,
  rows,
  getRowId,
  total: countedTotal,
  isTotalCapped = false,
  page,
  pageSize,
  onPageChange,
  onPageSizeChange,
  pageSizeOptions = [10, 25, 50],
  sort,
  onSortChange,
  isLoading = false,
  error,
  errorText = "Impossible de charger la liste.",
  onRetry,
  isRetrying = false,
  emptyText = "Aucun résultat",
  onRowClick,
  minWidth = 720,
  isDense = false,
}: PagedTableProps<Row>) {
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

  const current = parseSort(sort);
  const handleSort = (key: string) => {
    if (!onSortChange) return;
    onSortChange(current?.key === key && current.direction === "asc" ? `-${key}` : key);
  };
  const handleRowKeyDown = (event: KeyboardEvent, row: Row) => {
    if (event.key === "Enter" || event.key === " ") {
      event.preventDefault();
      onRowClick?.(row);
    }
  };
  const isEmpty = !isLoading && (rows?.length ?? 0) === 0;

  return (
    <>
      <ScrollRegion label={label}>
        <Table
          aria-label={label}
          aria-busy={isLoading}
          size={isDense ? "small" : "medium"}
          sx={{ minWidth, ...(isDense ? { "& .MuiTableCell-root": { px: 1.5, py: 1.25 } } : {}) }}
        >
          <TableHead>
            <TableRow>
              {columns.map((column) => {
                const isSorted = Boolean(column.sortKey) && current?.key === column.sortKey;
                return (
                  <TableCell
                    key={column.id}
                    align={column.align}
                    sx={{ minWidth: column.minWidth, whiteSpace: "nowrap" }}
                    sortDirection={isSorted ? current?.direction : false}
                  >
                    {column.sortKey && onSortChange ? (
                      <TableSortLabel
                        active={isSorted}
                        direction={isSorted ? current?.direction : "asc"}
                        onClick={() => handleSort(column.sortKey as string)}
                      >
                        {column.label}
                      </TableSortLabel>
                    ) : (
                      column.label
                    )}
                  </TableCell>
                );
              })}
            </TableRow>
          </TableHead>
          <TableBody>
            {isLoading
              ? SKELETON_ROWS.map((index) => (
                  <TableRow key={index} data-testid="table-skeleton">
                    {columns.map((column) => (
                      <TableCell key={column.id}>
                        <Skeleton />
                      </TableCell>
                    ))}
                  </TableRow>
                ))
              : rows?.map((row) => (
                  <TableRow
                    key={getRowId(row)}
                    hover
                    onClick={onRowClick ? () => onRowClick(row) : undefined}
                    onKeyDown={onRowClick ? (event) => handleRowKeyDown(event, row) : undefined}
                    tabIndex={onRowClick ? 0 : undefined}
                    sx={onRowClick ? { cursor: "pointer" } : undefined}
                  >
                    {columns.map((column) => (
                      <TableCell
                        key={column.id}
                        align={column.align}
                        sx={column.noWrap ? { whiteSpace: "nowrap" } : undefined}
                      >
                        {column.render(row)}
                      </TableCell>
                    ))}
                  </TableRow>
                ))}
            {isEmpty ? (
              <TableRow>
                <TableCell colSpan={columns.length} align="center" sx={{ py: 5, color: "text.secondary" }}>
                  {emptyText}
                </TableCell>
              </TableRow>
            ) : null}
          </TableBody>
        </Table>
      </ScrollRegion>
      {total > 0 ? (
        <TablePagination
          component="div"
          count={isTotalKnown ? total : -1}
          page={isTotalKnown ? Math.min(Math.max(0, page - 1), lastPage - 1) : page - 1}
          rowsPerPage={pageSize}
          rowsPerPageOptions={onPageSizeChange ? [...pageSizeOptions] : []}
          onPageChange={(_, nextPage) => onPageChange(nextPage + 1)}
          onRowsPerPageChange={(event) => onPageSizeChange?.(Number(event.target.value))}
          labelRowsPerPage="Lignes par page"
          labelDisplayedRows={({ from, to, count }) =>
            `${from}–${to} sur ${count === -1 ? `plus de ${countedTotal.toLocaleString("fr-FR")}` : count}`
          }
          getItemAriaLabel={(type) => PAGINATION_LABELS[type]}
        />
      ) : null}
    </>
  );
}
