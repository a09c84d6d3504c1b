import type { Slot } from "@campus/contracts/slots";
import Box from "@mui/material/Box";
import Chip from "@mui/material/Chip";
import List from "@mui/material/List";
import ListItem from "@mui/material/ListItem";
import ListItemButton from "@mui/material/ListItemButton";
import Typography from "@mui/material/Typography";
import { Link } from "react-router";
import { formatDate, formatTimeRange } from "../../lib/dates.ts";
import { slotPlace } from "./slot-place.ts";
import { SlotStatusChip } from "./slot-status-chip.tsx";

interface SlotListProps {
  /** The list's accessible name (« Séances à venir »). */
  label: string;
  slots: readonly Slot[];
  /** Where a slot leads (its detail, or its sheet). */
  hrefOf: (slot: Slot) => string;
  emptyText: string;
  /** To mark the slot running at this instant. */
  now?: number;
}

/** Slots as links: course, day, times, room and status, one per line. */
export function SlotList({ label, slots, hrefOf, emptyText, now }: SlotListProps) {
  if (slots.length === 0) {
    return (
      <Typography color="text.secondary" sx={{ px: 2, py: 3 }}>
        {emptyText}
      </Typography>
    );
  }
  return (
    <List aria-label={label} disablePadding>
      {slots.map((slot) => {
        const isRunning =
          now !== undefined &&
          new Date(slot.startsAt).getTime() <= now &&
          now < new Date(slot.endsAt).getTime() &&
          slot.status !== "cancelled";
        return (
          <ListItem key={slot.id} disablePadding>
            <ListItemButton
              component={Link}
              to={hrefOf(slot)}
              divider
              sx={{
                display: "flex",
                flexWrap: "wrap",
                alignItems: "center",
                gap: { xs: 0.5, sm: 2 },
                py: 1.5,
              }}
            >
              <Box sx={{ minWidth: 132 }}>
                <Typography variant="body2" sx={{ fontWeight: 600 }}>
                  {formatDate(slot.startsAt)}
                </Typography>
                <Typography variant="body2" color="text.secondary">
                  {formatTimeRange(slot.startsAt, slot.endsAt)}
                </Typography>
              </Box>
              <Box sx={{ flex: "1 1 200px", minWidth: 0 }}>
                <Typography sx={{ fontWeight: 600, overflowWrap: "anywhere" }}>
                  {slot.course.title}
                </Typography>
                <Typography variant="body2" color="text.secondary">
                  {slotPlace(slot)}
                  {slot.teacher ? ` · ${slot.teacher.name}` : ""}
                </Typography>
              </Box>
              <Box sx={{ display: "flex", gap: 1, alignItems: "center" }}>
                {isRunning ? <Chip size="small" color="error" label="En cours" /> : null}
                <SlotStatusChip status={slot.status} />
              </Box>
            </ListItemButton>
          </ListItem>
        );
      })}
    </List>
  );
}
