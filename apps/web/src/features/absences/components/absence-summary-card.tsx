import { formatNumber, formatPercent } from "@campus/contracts/format-number";
import Box from "@mui/material/Box";
import CardContent from "@mui/material/CardContent";
import Skeleton from "@mui/material/Skeleton";
import Typography from "@mui/material/Typography";
import { useAbsenceSummary } from "../../../entities/absences/index.ts";
import { LoadErrorAlert } from "../../../ui/load-error-alert.tsx";
import { SectionCard } from "../../../ui/section-card.tsx";

function Figure({ label, value, tone }: { label: string; value: string; tone?: "error" | "success" }) {
  return (
    <Box role="group" aria-label={label} sx={{ minWidth: 0 }}>
      <Typography
        sx={{
          fontSize: "1.6rem",
          fontWeight: 700,
          lineHeight: 1.2,
          color: tone ? `${tone}.main` : "text.primary",
        }}
      >
        {value}
      </Typography>
      <Typography variant="body2" color="text.secondary">
        {label}
      </Typography>
    </Box>
  );
}

interface AbsenceSummaryCardProps {
  /** Staff name the student; a student's own figures without. */
  studentId?: string;
  title: string;
}

/** Séances, présences, absences, retards, justifiées and the absence rate of one student. */
export function AbsenceSummaryCard({ studentId, title }: AbsenceSummaryCardProps) {
  const summary = useAbsenceSummary(studentId ? { studentId } : {});

  return (
    <SectionCard title={title} subheader="Sur les séances où l'appel a été fait" sx={{ mb: 3 }}>
      <CardContent sx={{ pt: 0 }}>
        {summary.isPending ? (
          <Skeleton variant="rounded" height={64} />
        ) : summary.isError ? (
          <LoadErrorAlert query={summary} message="Impossible de charger le bilan." />
        ) : (
          <Box
            sx={{
              display: "grid",
              gap: 2,
              gridTemplateColumns: {
                xs: "repeat(2, minmax(0, 1fr))",
                sm: "repeat(3, 1fr)",
                md: "repeat(6, 1fr)",
              },
            }}
          >
            <Figure label="Séances" value={formatNumber(summary.data.slotsCount)} />
            <Figure label="Présences" value={formatNumber(summary.data.presentCount)} tone="success" />
            <Figure label="Absences" value={formatNumber(summary.data.absentCount)} tone="error" />
            <Figure label="Retards" value={formatNumber(summary.data.lateCount)} />
            <Figure label="Justifiées" value={formatNumber(summary.data.excusedCount)} />
            <Figure label="Taux d'absence" value={formatPercent(summary.data.absenceRate)} />
          </Box>
        )}
      </CardContent>
    </SectionCard>
  );
}
