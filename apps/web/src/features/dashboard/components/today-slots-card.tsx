import type { TodaySlot } from "@campus/contracts/dashboard";
import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
import List from "@mui/material/List";
import ListItem from "@mui/material/ListItem";
import Typography from "@mui/material/Typography";
import { useState } from "react";
import { Link } from "react-router";
import { rollCallPath } from "../../../entities/attendance/index.ts";
import { SlotStatusChip, slotPlace } from "../../../entities/slots/index.ts";
import { formatLongDay, formatTimeRange } from "../../../lib/dates.ts";
import { useTeacherDashboard } from "../api/teacher-dashboard.ts";
import { EmptyText, SummaryCard, SummaryLink } from "./summary-card.tsx";

/** Where the roll call stands: « 3 / 12 marqués », « Appel fait ». */
function rollCallState({ attendance }: TodaySlot): string {
  if (attendance.enrolled === 0) return "Aucun apprenant inscrit";
  const marked = attendance.enrolled - attendance.unmarked;
  if (marked === 0) return "Appel à faire";
  if (attendance.unmarked === 0)
    return `Appel fait · ${attendance.absent} absent${attendance.absent > 1 ? "s" : ""}`;
  return `Appel en cours · ${marked} / ${attendance.enrolled} marqués`;
}

const hasRollCall = (slot: TodaySlot) => slot.status === "validated" || slot.status === "held";

function TodaySlotRow({ slot }: { slot: TodaySlot }) {
  const times = formatTimeRange(slot.startsAt, slot.endsAt);
  const isDone = slot.attendance.enrolled > 0 && slot.attendance.unmarked === 0;
  return (
    <ListItem
      divider
      disableGutters
      sx={{ display: "flex", flexWrap: "wrap", alignItems: "center", gap: { xs: 1, sm: 2 }, py: 1.5 }}
    >
      <Typography sx={{ fontWeight: 600, minWidth: 110 }}>{times}</Typography>
      <Box sx={{ flex: "1 1 180px", minWidth: 0 }}>
        <Typography sx={{ fontWeight: 600, overflowWrap: "anywhere" }}>{slot.course.title}</Typography>
        <Typography variant="body2" color="text.secondary">
          {slotPlace(slot)}
          {hasRollCall(slot) ? ` · ${rollCallState(slot)}` : ""}
        </Typography>
      </Box>
      <Box sx={{ display: "flex", gap: 1, alignItems: "center" }}>
        <SlotStatusChip status={slot.status} />
        {hasRollCall(slot) ? (
          <Button
            component={Link}
            to={rollCallPath(slot.id)}
            variant={isDone ? "outlined" : "contained"}
            size="small"
            aria-label={`${isDone ? "Modifier l'appel" : "Faire l'appel"} : ${slot.course.title}, ${times}`}
          >
            {isDone ? "Modifier l'appel" : "Faire l'appel"}
          </Button>
        ) : null}
      </Box>
    </ListItem>
  );
}

/** « Mes séances du jour »: the teacher's slots of today, each with a shortcut to its roll call. */
export function TodaySlotsCard() {
  const summary = useTeacherDashboard();
  const [today] = useState(() => new Date().toISOString());
  const slots = summary.data?.todaySlots;
  return (
    <SummaryCard
      id="dashboard-today-title"
      title="Mes séances du jour"
      subtitle={formatLongDay(today)}
      query={summary}
      errorMessage="Impossible de charger vos séances du jour."
      testId="today-slots"
    >
      {slots && slots.length === 0 ? <EmptyText>Aucune séance aujourd'hui.</EmptyText> : null}
      {slots && slots.length > 0 ? (
        <List disablePadding aria-label="Séances du jour">
          {slots.map((slot) => (
            <TodaySlotRow key={slot.id} slot={slot} />
          ))}
        </List>
      ) : null}
      <SummaryLink to="/dashboard/sessionfac">Toutes mes feuilles de séance</SummaryLink>
    </SummaryCard>
  );
}
