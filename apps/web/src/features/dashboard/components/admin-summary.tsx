import { absenceAlertRuleText } from "@campus/contracts/absence-alert-rules";
import type { AdminDashboard } from "@campus/contracts/dashboard";
import { formatNumber } from "@campus/contracts/format-number";
import { plural } from "@campus/contracts/french";
import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
import Skeleton from "@mui/material/Skeleton";
import Typography from "@mui/material/Typography";
import { lazy, Suspense, useDeferredValue, useState } from "react";
import { formatDay } from "../../../lib/dates.ts";
import { useAdminDashboard } from "../api/admin-dashboard.ts";
import { AT_RISK_ROW_PX, StudentsAtRiskList } from "./students-at-risk-list.tsx";
import { EmptyText, SummaryCard, SummaryLink } from "./summary-card.tsx";

// Only a new school's home shows it: the others do not download it.
const GettingStartedCard = lazy(() =>
  import("./getting-started-card.tsx").then((module) => ({ default: module.GettingStartedCard })),
);
// Opened on demand only.
const AbsenceAlertSettingsDialog = lazy(() =>
  import("./absence-alert-settings-dialog.tsx").then((module) => ({
    default: module.AbsenceAlertSettingsDialog,
  })),
);
const StudentsAtRiskDialog = lazy(() =>
  import("./students-at-risk-dialog.tsx").then((module) => ({ default: module.StudentsAtRiskDialog })),
);

const PROPOSED_LABEL = "séances proposées, d'aujourd'hui à venir";

const query = (params: Record<string, string>) => new URLSearchParams(params).toString();

/** The filtered lists the summary leads to. */
export const summaryLinks = {
  proposedSlots: () => `/dashboard/session?${query({ status: "proposed" })}`,
  weekAbsences: ({ firstDay, lastDay }: AdminDashboard["unexcusedAbsences"]) =>
    `/dashboard/absences?${query({ from: firstDay, to: lastDay, excused: "false" })}`,
};

/** A figure and what it counts; without its value (loading), a skeleton of the same size. */
function BigFigure({ value, label }: { value: number | null; label: string }) {
  return (
    <Box>
      <Typography sx={{ fontSize: "2rem", fontWeight: 700, lineHeight: 1.2 }}>
        {value === null ? (
          <Skeleton width={72} role="progressbar" aria-label="Chargement" />
        ) : (
          formatNumber(value)
        )}
      </Typography>
      <Typography variant="body2" color="text.secondary">
        {label}
      </Typography>
    </Box>
  );
}

/** A figure's card while the summary loads, as tall as it will be: nothing under it moves. */
function FigurePlaceholder({ label }: { label: string }) {
  return (
    <>
      <BigFigure value={null} label={label} />
      <Skeleton variant="rounded" width={170} height={31} />
    </>
  );
}

/**
 * The home shows the first three students at risk (« Voir tout » opens the rest), in rows of a
 * fixed height, and keeps their room while it loads: the list under the summary never moves.
 */
const AT_RISK_SHOWN = 3;
const AT_RISK_SX = { minHeight: AT_RISK_SHOWN * AT_RISK_ROW_PX + 20 };
const AT_RISK_ROWS = Array.from({ length: AT_RISK_SHOWN }, (_, row) => row);

function AtRiskPlaceholder() {
  return (
    <Box sx={AT_RISK_SX}>
      {AT_RISK_ROWS.map((row) => (
        <Skeleton key={row} height={AT_RISK_ROW_PX} />
      ))}
    </Box>
  );
}

function AtRiskCard({ risk }: { risk: AdminDashboard["studentsAtRisk"] }) {
  const [dialog, setDialog] = useState<"settings" | "all" | null>(null);
  const close = () => setDialog(null);
  const shown = risk.items.slice(0, AT_RISK_SHOWN);
  const others = risk.total - shown.length;
  return (
    <>
      <Box sx={AT_RISK_SX}>
        {shown.length === 0 ? (
          <EmptyText>Aucun apprenant au-delà des seuils.</EmptyText>
        ) : (
          <StudentsAtRiskList students={shown} />
        )}
        {others > 0 ? (
          <Typography variant="body2" color="text.secondary">
            et {plural(others, "autre apprenant", "autres apprenants")}
          </Typography>
        ) : null}
      </Box>
      <Box sx={{ display: "flex", gap: 1, flexWrap: "wrap" }}>
        {others > 0 ? (
          <Button size="small" onClick={() => setDialog("all")}>
            Voir tout
          </Button>
        ) : null}
        <Button size="small" onClick={() => setDialog("settings")}>
          Régler les seuils
        </Button>
      </Box>
      <Suspense fallback={null}>
        {dialog === "settings" ? (
          <AbsenceAlertSettingsDialog settings={risk.settings} onClose={close} />
        ) : null}
        {dialog === "all" ? <StudentsAtRiskDialog onClose={close} /> : null}
      </Suspense>
    </>
  );
}

// One card a row on a phone, two on a tablet, the three side by side on a desktop (the students at risk wider).
const SUMMARY_GRID_SX = {
  display: "grid",
  gap: 3,
  mb: 3,
  gridTemplateColumns: { xs: "minmax(0, 1fr)", md: "repeat(2, minmax(0, 1fr))", lg: "1fr 1fr 1.4fr" },
} as const;

/**
 * The administrators' summary on their home: « Démarrer » while the school lacks one of its first
 * records, then proposals to validate, this week's unexcused absences and the students at risk, each
 * leading to the list it counts.
 */
export function AdminSummary() {
  const summary = useAdminDashboard();
  // The figures come at a transition's priority: rendered in slices that a tap can interrupt, not in
  // the one block that the answer alone would cause (React Query's store is synchronous).
  const data = useDeferredValue(summary.data);
  // The cards keep their placeholders until the figures are rendered.
  const shown = {
    isPending: data === undefined && !summary.isError,
    isError: summary.isError,
    error: summary.error,
    refetch: summary.refetch,
    isRefetching: summary.isRefetching,
  };
  const week = data?.unexcusedAbsences;
  return (
    <>
      {data && !Object.values(data.setup).every(Boolean) ? (
        <Suspense fallback={null}>
          <GettingStartedCard setup={data.setup} />
        </Suspense>
      ) : null}
      <Box component="section" aria-label="Vue d'ensemble" data-testid="admin-summary" sx={SUMMARY_GRID_SX}>
        <SummaryCard
          id="summary-proposed-title"
          title="Séances à valider"
          query={shown}
          errorMessage="Impossible de charger les séances proposées."
          placeholder={<FigurePlaceholder label={PROPOSED_LABEL} />}
        >
          {data ? (
            <>
              <BigFigure value={data.proposedSlots} label={PROPOSED_LABEL} />
              <SummaryLink to={summaryLinks.proposedSlots()}>Voir les propositions</SummaryLink>
            </>
          ) : null}
        </SummaryCard>
        <SummaryCard
          id="summary-absences-title"
          title="Absences non justifiées"
          subtitle={
            week ? (
              `Cette semaine, du ${formatDay(week.firstDay)} au ${formatDay(week.lastDay)}`
            ) : (
              <Skeleton width="16em" />
            )
          }
          query={shown}
          errorMessage="Impossible de charger les absences de la semaine."
          placeholder={<FigurePlaceholder label="absences cette semaine" />}
        >
          {week ? (
            <>
              <BigFigure
                value={week.count}
                label={week.count > 1 ? "absences cette semaine" : "absence cette semaine"}
              />
              <SummaryLink to={summaryLinks.weekAbsences(week)}>Voir ces absences</SummaryLink>
            </>
          ) : null}
        </SummaryCard>
        <SummaryCard
          id="summary-risk-title"
          title="Apprenants à risque"
          subtitle={data ? absenceAlertRuleText(data.studentsAtRisk.settings) : <Skeleton width="16em" />}
          query={shown}
          errorMessage="Impossible de charger les apprenants à risque."
          testId="students-at-risk"
          placeholder={<AtRiskPlaceholder />}
        >
          {data ? <AtRiskCard risk={data.studentsAtRisk} /> : null}
        </SummaryCard>
      </Box>
    </>
  );
}
