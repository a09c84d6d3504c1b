import Box from "@mui/material/Box";
import Divider from "@mui/material/Divider";
import type { SxProps, Theme } from "@mui/material/styles";
import { localPageProps, PagedTable } from "./paged-table.tsx";
import type { RecordTableProps } from "./record-table.tsx";
import { ListSearchField } from "./search-field.tsx";

/** A list held whole in memory, searched and paged in the address (see useListParams). */
interface SearchedList {
  page: number;
  pageSize: number;
  setPage: (page: number) => void;
  filters: { q?: string | undefined };
  setFilters: (changes: { q: string }) => void;
}

export interface SearchedPagedTableProps<Row> extends Omit<RecordTableProps<Row>, "rows"> {
  list: SearchedList;
  /** The rows that match the search, all of them: paged here. */
  found: readonly Row[] | undefined;
  /** The list has rows at all: without any, no search field. */
  hasRows: boolean;
  searchLabel: string;
  /** Shown when the search matches none of the rows. */
  noMatchText: string;
  /** Around the search field; below a section header by default. */
  searchSx?: SxProps<Theme>;
}

/** A search field (once the list has rows) over a divider, then the found rows in a PagedTable. */
export function SearchedPagedTable<Row>({
  list,
  found,
  hasRows,
  searchLabel,
  noMatchText,
  searchSx = { px: 2, pb: 2 },
  emptyText,
  ...tableProps
}: SearchedPagedTableProps<Row>) {
  return (
    <>
      {hasRows ? (
        <Box sx={searchSx}>
          <ListSearchField list={list} label={searchLabel} />
        </Box>
      ) : null}
      <Divider />
      <PagedTable
        {...tableProps}
        {...localPageProps(found, list.page, list.pageSize)}
        onPageChange={list.setPage}
        emptyText={list.filters.q ? noMatchText : emptyText}
      />
    </>
  );
}
