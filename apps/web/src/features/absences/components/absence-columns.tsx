import type { Absence } from "@campus/contracts/attendance";
import Chip from "@mui/material/Chip";
import Typography from "@mui/material/Typography";
import { formatDate, formatTimeRange } from "../../../lib/dates.ts";
import type { TableColumn } from "../../../ui/table-column.ts";

type AbsenceColumn = TableColumn<Absence>;

/** The columns of an absence row, shared by the absences page and a student's profile. */
export const ABSENCE_COLUMN = {
  course: { id: "course", label: "Cours", minWidth: 160, render: (absence) => absence.course.title },
  date: {
    id: "date",
    label: "Date",
    noWrap: true,
    render: (absence) => (
      <>
        {formatDate(absence.startsAt)}
        <Typography variant="body2" color="text.secondary" component="span" sx={{ display: "block" }}>
          {formatTimeRange(absence.startsAt, absence.endsAt)}
        </Typography>
      </>
    ),
  },
  status: {
    id: "status",
    label: "Statut",
    noWrap: true,
    render: (absence) =>
      absence.status === "late" ? (
        <Chip
          size="small"
          color="warning"
          label={absence.lateMinutes !== null ? `En retard (${absence.lateMinutes} min)` : "En retard"}
        />
      ) : (
        <Chip size="small" color="error" label="Absent" />
      ),
  },
  excused: {
    id: "excused",
    label: "Justifiée",
    noWrap: true,
    render: (absence) =>
      absence.excused ? (
        <Chip size="small" color="success" variant="outlined" label="Oui" />
      ) : (
        <Chip size="small" variant="outlined" label="Non" />
      ),
  },
  reason: {
    id: "reason",
    label: "Motif",
    minWidth: 160,
    render: (absence) => absence.reason ?? "—",
  },
} as const satisfies Record<string, AbsenceColumn>;
