import { useState } from "react";

/**
 * A list's page and page size held by the component (not in the address), and a search that goes
 * with them: a new search or page size starts again from page 1.
 */
export function useLocalPaging() {
  const [page, setPage] = useState(1);
  const [pageSize, setPageSize] = useState(25);
  const [search, setSearchText] = useState("");
  return {
    page,
    pageSize,
    setPage,
    search,
    setSearch: (value: string) => {
      setSearchText(value);
      setPage(1);
    },
    /** PagedTable's paging props. */
    pagingProps: {
      page,
      pageSize,
      onPageChange: setPage,
      onPageSizeChange: (size: number) => {
        setPageSize(size);
        setPage(1);
      },
    },
  };
}
