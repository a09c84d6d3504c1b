import Box from "@mui/material/Box";
import Typography from "@mui/material/Typography";
import type { TableColumn } from "./table-column.ts";
import { UserAvatar } from "./user-avatar.tsx";

/** The « Nom » column of a list of accounts: the initials' avatar, then the name in bold. */
export function avatarNameColumn<Row extends { displayName: string }>(
  options: Omit<Partial<TableColumn<Row>>, "render"> = {},
): TableColumn<Row> {
  return {
    id: "name",
    label: "Nom",
    render: (row) => (
      <Box sx={{ display: "flex", alignItems: "center", gap: 1.5 }}>
        <UserAvatar name={row.displayName} photoUrl={null} size={32} />
        <Typography variant="body2" sx={{ fontWeight: 600 }}>
          {row.displayName}
        </Typography>
      </Box>
    ),
    ...options,
  };
}
