import { formatNumber } from "@campus/contracts/format-number";
import TablePagination from "@mui/material/TablePagination";

const PAGINATION_LABELS = {
  first: "Première page",
  previous: "Page précédente",
  next: "Page suivante",
  last: "Dernière page",
} as const;

const PHONE_PAGINATION_SX = {
  overflow: "visible",
  "& .MuiTablePagination-toolbar": { flexWrap: "wrap", justifyContent: "flex-end", px: 1.5, rowGap: 0.5 },
  "& .MuiTablePagination-spacer": { display: "none" },
  "& .MuiTablePagination-input": { mr: 1.5, ml: 0.5 },
  "& .MuiTablePagination-actions": { ml: 1 },
} as const;

interface PagedTablePaginationProps {
  /** The rows in all, or -1 past a capped count. */
  count: number;
  /** What the server counted, for « sur plus de … ». */
  countedTotal: number;
  /** 0-based, as MUI counts. */
  page: number;
  pageSize: number;
  /** Empty: no choice of the page's size. */
  pageSizeOptions: readonly number[];
  /** 1-based, as in the API. */
  onPageChange: (page: number) => void;
  onPageSizeChange?: ((pageSize: number) => void) | undefined;
  isPhone: boolean;
}

/** PagedTable's French pagination (loaded after the table's first paint, see PagedTable). */
export function PagedTablePagination({
  count,
  countedTotal,
  page,
  pageSize,
  pageSizeOptions,
  onPageChange,
  onPageSizeChange,
  isPhone,
}: PagedTablePaginationProps) {
  return (
    <TablePagination
      component="div"
      count={count}
      page={page}
      rowsPerPage={pageSize}
      rowsPerPageOptions={[...pageSizeOptions]}
      onPageChange={(_, nextPage) => onPageChange(nextPage + 1)}
      onRowsPerPageChange={(event) => onPageSizeChange?.(Number(event.target.value))}
      labelRowsPerPage={isPhone ? "Par page" : "Lignes par page"}
      // On a phone the toolbar wraps rather than scroll sideways.
      sx={isPhone ? PHONE_PAGINATION_SX : undefined}
      labelDisplayedRows={({ from, to, count: shownCount }) =>
        `${from}–${to} sur ${shownCount === -1 ? `plus de ${formatNumber(countedTotal)}` : shownCount}`
      }
      getItemAriaLabel={(type) => PAGINATION_LABELS[type]}
    />
  );
}
