/**
 * Stands in for MUI's `locale/utils/buildFormatNumber` (vite.config.ts aliases it here): the same
 * formatter, built on its first use. MUI's builds an Intl.NumberFormat when TablePagination's module
 * runs, for a label we replace (ui/paged-table-pagination.tsx): loading Intl's number data then cost
 * a phone some 70 ms of main thread on every paged list.
 */
export default function buildFormatNumber(locale: string): (value: number) => string {
  let formatter: Intl.NumberFormat | undefined;
  return (value) => {
    if (!Number.isFinite(value)) return String(value);
    formatter ??= new Intl.NumberFormat(locale);
    return formatter.format(value);
  };
}
