import List from "@mui/material/List";
import ListItem from "@mui/material/ListItem";
import ListItemButton from "@mui/material/ListItemButton";
import ListItemText from "@mui/material/ListItemText";
import type { ReactNode } from "react";
import { Link } from "react-router";
import { EmptyText, SummaryLink } from "./summary-card.tsx";

const boxPath = (id: string) => `/dashboard/assignments/${encodeURIComponent(id)}`;

interface AssignmentBoxListProps<Box extends { id: string; title: string }> {
  /** The list's accessible name. */
  label: string;
  /** Undefined until the summary has loaded. */
  boxes: readonly Box[] | undefined;
  emptyText: string;
  /** The line under a box's title. */
  describe: (box: Box) => string;
  /** What stands on the right of a box's line (a chip). */
  badge: (box: Box) => ReactNode;
  /** The text of the link to the assignments page, under the list. */
  linkText: string;
}

/** A dashboard card's list of assignment boxes, each opening its box, then a link to all of them. */
export function AssignmentBoxList<Box extends { id: string; title: string }>({
  label,
  boxes,
  emptyText,
  describe,
  badge,
  linkText,
}: AssignmentBoxListProps<Box>) {
  return (
    <>
      {boxes && boxes.length === 0 ? <EmptyText>{emptyText}</EmptyText> : null}
      {boxes && boxes.length > 0 ? (
        <List dense disablePadding aria-label={label}>
          {boxes.map((box) => (
            <ListItem key={box.id} disablePadding>
              <ListItemButton component={Link} to={boxPath(box.id)} divider sx={{ gap: 1.5, px: 1 }}>
                <ListItemText
                  primary={box.title}
                  secondary={describe(box)}
                  slotProps={{ primary: { sx: { fontWeight: 600, overflowWrap: "anywhere" } } }}
                />
                {badge(box)}
              </ListItemButton>
            </ListItem>
          ))}
        </List>
      ) : null}
      <SummaryLink to="/dashboard/assignments">{linkText}</SummaryLink>
    </>
  );
}
