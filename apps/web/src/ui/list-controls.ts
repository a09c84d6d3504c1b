// The lists' controls built on MUI's Select (with its Menu, Popover and Modal, some 22 KB gzip): one
// lazy file for the three, so that a list showing them all (the pagination, a phone's « Trier par »,
// a filter) downloads that code once rather than once per control.
export { CardSortSelect } from "./card-sort-select.tsx";
export { OptionSelect } from "./option-select.tsx";
export { PagedTablePagination } from "./paged-table-pagination.tsx";
