import Box from "@mui/material/Box";
import Skeleton from "@mui/material/Skeleton";
import Table from "@mui/material/Table";
import TableBody from "@mui/material/TableBody";
import TableCell from "@mui/material/TableCell";
import TableHead from "@mui/material/TableHead";
import TableRow from "@mui/material/TableRow";
import TableSortLabel from "@mui/material/TableSortLabel";
import type { KeyboardEvent, ReactNode } from "react";
import { loadEarly } from "./load-when-shown.tsx";
import { RecordCards } from "./record-cards.tsx";
import { ScrollRegion } from "./scroll-region.tsx";
import { refreshingSx, type TableColumn } from "./table-column.ts";
import { useIsPhone } from "./use-is-phone.ts";

export interface RecordTableProps<Row> {
  /** The table's accessible name ("Liste des professeurs"). */
  label: string;
  columns: readonly TableColumn<Row>[];
  rows: readonly Row[] | undefined;
  getRowId: (row: Row) => string;
  /** The current sort, like `lastname` or `-lastname`. */
  sort?: string | undefined;
  onSortChange?: ((sort: string) => void) | undefined;
  /** First load: skeleton rows instead of the body. */
  isLoading?: boolean;
  /** The rows are the previous page's while the page asked for loads: shown dimmed, and busy. */
  isRefreshing?: boolean | undefined;
  /** Shown when there are no rows; "Aucun résultat" by default. */
  emptyText?: ReactNode;
  /** Makes rows clickable (and reachable with the keyboard). */
  onRowClick?: ((row: Row) => void) | undefined;
  /** Minimum width before the table scrolls horizontally; 720 px by default. */
  minWidth?: number;
  /** Tighter rows and cell padding, for tables with many columns. */
  isDense?: boolean;
}

const SKELETON_ROWS = [0, 1, 2, 3, 4];

// The phone's « Trier par » is a select (Select, Menu, Popover): in the lists' controls' file
// (list-controls.ts), requested with this one; until it arrives a box of its size (its 12 px margin
// and 40 px field) holds its place.
const CardSortSelect = loadEarly(
  () => import("./list-controls.ts").then((module) => module.CardSortSelect),
  <Box aria-hidden sx={{ height: 52 }} />,
);

function parseSort(sort: string | undefined): { key: string; direction: "asc" | "desc" } | null {
  if (!sort) return null;
  return sort.startsWith("-") ? { key: sort.slice(1), direction: "desc" } : { key: sort, direction: "asc" };
}

/**
 * A list of records: a table with sortable headers, or below 600 px a list of cards (with a « Trier
 * par » select when it sorts) so that nothing scrolls sideways.
 */
export function RecordTable<Row>(props: RecordTableProps<Row>) {
  const isPhone = useIsPhone();
  if (!isPhone) return <WideTable {...props} />;
  const { sort, onSortChange, minWidth: _minWidth, isDense: _isDense, ...cardProps } = props;
  return (
    <>
      {onSortChange && props.columns.some((column) => column.sortKey) ? (
        <CardSortSelect columns={props.columns} sort={sort} onSortChange={onSortChange} />
      ) : null}
      <RecordCards {...cardProps} />
    </>
  );
}

function WideTable<Row>({
  label,
  columns,
  rows,
  getRowId,
  sort,
  onSortChange,
  isLoading = false,
  isRefreshing = false,
  emptyText = "Aucun résultat",
  onRowClick,
  minWidth = 720,
  isDense = false,
}: RecordTableProps<Row>) {
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
    <ScrollRegion label={label}>
      <Table
        aria-label={label}
        aria-busy={isLoading || isRefreshing}
        size={isDense ? "small" : "medium"}
        sx={{
          minWidth,
          ...refreshingSx(isRefreshing),
          ...(isDense ? { "& .MuiTableCell-root": { px: 1.5, py: 1.25 } } : {}),
        }}
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
                      {...(column.isRowHeader ? { component: "th", scope: "row" } : {})}
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
  );
}
