import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
import type { ReactNode } from "react";

const GRID_SX = {
  display: "grid",
  gap: 2,
  p: 2,
  gridTemplateColumns: { xs: "1fr", sm: "1fr 1fr", md: "repeat(3, minmax(0, 1fr))" },
  alignItems: "center",
} as const;

/** The filters above a list: one column on a phone, two on a tablet, three on a desktop. */
export function FilterGrid({ children }: { children: ReactNode }) {
  return <Box sx={GRID_SX}>{children}</Box>;
}

/** « Effacer les filtres », shown only while some filter is set. */
export function ClearFiltersButton({ hasFilters, onClear }: { hasFilters: boolean; onClear: () => void }) {
  return hasFilters ? (
    <Button size="small" onClick={onClear}>
      Effacer les filtres
    </Button>
  ) : null;
}
