import Box from "@mui/material/Box";
import MenuItem from "@mui/material/MenuItem";
import TextField from "@mui/material/TextField";
import type { TableColumn } from "./table-column.ts";

interface CardSortSelectProps {
  /** The table's columns: their labels and sort keys. */
  columns: readonly Pick<TableColumn<never>, "label" | "sortKey">[];
  /** The current sort, like `lastname` or `-lastname`. */
  sort: string | undefined;
  onSortChange: (sort: string) => void;
}

/** On cards there are no column headers to click: the sortable columns, each way, in one select. */
export function CardSortSelect({ columns, sort, onSortChange }: CardSortSelectProps) {
  const options = columns.flatMap((column) =>
    column.sortKey
      ? [
          { value: column.sortKey, label: `${column.label}, croissant` },
          { value: `-${column.sortKey}`, label: `${column.label}, décroissant` },
        ]
      : [],
  );
  if (options.length === 0) return null;
  const value = sort ?? "";
  // A default sort on no column (the API's own order) stays selectable.
  if (!options.some((option) => option.value === value)) options.unshift({ value, label: "Par défaut" });

  return (
    <Box sx={{ px: 1.5, pt: 1.5 }}>
      <TextField
        select
        size="small"
        fullWidth
        label="Trier par"
        value={value}
        onChange={(event) => onSortChange(event.target.value)}
      >
        {options.map((option) => (
          <MenuItem key={option.value} value={option.value}>
            {option.label}
          </MenuItem>
        ))}
      </TextField>
    </Box>
  );
}
