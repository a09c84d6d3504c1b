import List from "@mui/material/List";
import ListItem from "@mui/material/ListItem";
import ListItemButton from "@mui/material/ListItemButton";
import ListItemText from "@mui/material/ListItemText";
import type { ReactNode } from "react";
import { Link } from "react-router";
import { EmptyText, SummaryCard, type SummaryCardProps, SummaryLink } from "./summary-card.tsx";

const boxPath = (id: string) => `/dashboard/assignments/${encodeURIComponent(id)}`;

interface AssignmentBoxCardProps<Box extends { id: string; title: string }>
  extends Pick<SummaryCardProps, "title" | "subtitle" | "query" | "errorMessage"> {
  /** Names the card: its test id, and its heading's id `dashboard-<name>-title`. */
  name: string;
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

/** A home's card of assignment boxes (its title names the list): each opens its box, then a link to all. */
export function AssignmentBoxCard<Box extends { id: string; title: string }>({
  name,
  title,
  boxes,
  emptyText,
  describe,
  badge,
  linkText,
  ...cardProps
}: AssignmentBoxCardProps<Box>) {
  return (
    <SummaryCard {...cardProps} id={`dashboard-${name}-title`} title={title} testId={name}>
      {boxes && boxes.length === 0 ? <EmptyText>{emptyText}</EmptyText> : null}
      {boxes && boxes.length > 0 ? (
        <List dense disablePadding aria-label={title}>
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
    </SummaryCard>
  );
}
