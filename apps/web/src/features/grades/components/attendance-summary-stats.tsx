import type { AbsenceSummary } from "@campus/contracts/attendance";
import { formatNumber, formatPercent } from "@campus/contracts/format-number";
import Box from "@mui/material/Box";
import Typography from "@mui/material/Typography";

function Figure({
  label,
  value,
  tone,
}: {
  label: string;
  value: string;
  tone?: "error" | "warning" | "success";
}) {
  return (
    <Box
      role="group"
      aria-label={label}
      sx={{
        px: 2,
        py: 1.5,
        borderRadius: 2,
        border: 1,
        borderColor: "divider",
        minWidth: 0,
      }}
    >
      <Typography variant="body2" color="text.secondary">
        {label}
      </Typography>
      <Typography
        sx={{ fontSize: "1.375rem", fontWeight: 700, color: tone ? `${tone}.main` : "text.primary" }}
      >
        {value}
      </Typography>
    </Box>
  );
}

/** A student's attendance figures: slots with a roll call, presences, absences, lateness, rate. */
export function AttendanceSummaryStats({ summary }: { summary: AbsenceSummary }) {
  return (
    <Box
      sx={{
        display: "grid",
        gap: 1.5,
        gridTemplateColumns: { xs: "repeat(2, minmax(0, 1fr))", sm: "repeat(3, minmax(0, 1fr))" },
      }}
    >
      <Figure label="Séances avec appel" value={formatNumber(summary.slotsCount)} />
      <Figure label="Présences" value={formatNumber(summary.presentCount)} />
      <Figure label="Absences" value={formatNumber(summary.absentCount)} />
      <Figure label="Retards" value={formatNumber(summary.lateCount)} />
      <Figure label="Justifiées" value={formatNumber(summary.excusedCount)} />
      <Figure label="Taux d'absence" value={formatPercent(summary.absenceRate)} />
    </Box>
  );
}
