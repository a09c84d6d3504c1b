import Box from "@mui/material/Box";
import type { ReactNode } from "react";

interface ColumnGridProps {
  /** The columns side by side, as a grid template (e.g. "minmax(0, 3fr) minmax(0, 2fr)"). */
  columns: string;
  /** The breakpoint from which the columns stand side by side; below it, one column. */
  from?: "md" | "lg";
  children: ReactNode;
}

/** A page's cards in columns from a breakpoint on, one under the other below it, aligned at the top. */
export function ColumnGrid({ columns, from = "md", children }: ColumnGridProps) {
  return (
    <Box
      sx={{
        display: "grid",
        gap: 3,
        gridTemplateColumns: { xs: "minmax(0, 1fr)", [from]: columns },
        alignItems: "start",
      }}
    >
      {children}
    </Box>
  );
}
