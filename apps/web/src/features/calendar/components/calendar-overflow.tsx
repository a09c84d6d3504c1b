import type { CalendarEvents } from "@campus/contracts/calendar";
import { plural } from "@campus/contracts/french";
import Alert from "@mui/material/Alert";
import Box from "@mui/material/Box";
import { formatLongDay } from "../../../lib/dates.ts";

/**
 * An administrator's unfiltered period holding too many slots to draw: their count per day, and the
 * filters to choose from (the calendar itself stays empty until one is set).
 */
export function CalendarOverflow({ overflow }: { overflow: NonNullable<CalendarEvents["overflow"]> }) {
  return (
    <Alert severity="info" sx={{ mb: 2 }}>
      {plural(overflow.total, "séance")} sur cette période : choisissez un professeur, un cours, une session
      scolaire ou une salle pour les afficher.
      <Box component="ul" sx={{ m: 0, mt: 1, pl: 2.5 }}>
        {overflow.days.map(({ day, count }) => (
          <li key={day}>
            {formatLongDay(`${day}T12:00:00Z`)} : {plural(count, "séance")}
          </li>
        ))}
      </Box>
    </Alert>
  );
}
