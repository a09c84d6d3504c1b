import type { AdminDashboard } from "@campus/contracts/dashboard";
import { AT_RISK_RULE_TEXT } from "@campus/contracts/dashboard-rules";
import { formatNumber } from "@campus/contracts/format-number";
import { de, plural } from "@campus/contracts/french";
import Box from "@mui/material/Box";
import Link from "@mui/material/Link";
import List from "@mui/material/List";
import ListItem from "@mui/material/ListItem";
import Skeleton from "@mui/material/Skeleton";
import Typography from "@mui/material/Typography";
import { lazy, Suspense, useDeferredValue } from "react";
import { Link as RouterLink } from "react-router";
import { formatDay } from "../../../lib/dates.ts";
import { useAdminDashboard } from "../api/admin-dashboard.ts";
import { EmptyText, SummaryCard, SummaryLink } from "./summary-card.tsx";

// Only a new school's home shows it: the others do not download it.
const GettingStartedCard = lazy(() =>
  import("./getting-started-card.tsx").then((module) => ({ default: module.GettingStartedCard })),
);

const PROPOSED_LABEL = "séances proposées, d'aujourd'hui à venir";

const query = (params: Record<string, string>) => new URLSearchParams(params).toString();

/** The filtered lists the summary leads to. */
export const summaryLinks = {
  proposedSlots: () => `/dashboard/session?${query({ status: "proposed" })}`,
  weekAbsences: ({ firstDay, lastDay }: AdminDashboard["unexcusedAbsences"]) =>
    `/dashboard/absences?${query({ from: firstDay, to: lastDay, excused: "false" })}`,
  studentAbsences: (studentId: string, { since, until }: AdminDashboard["studentsAtRisk"]) =>
    `/dashboard/absences?${query({ studentId, from: since, to: until, excused: "false" })}`,
  student: (studentId: string) => `/dashboard/students/${encodeURIComponent(studentId)}`,
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
 * The home shows the first three students at risk (the link of each leads to the rest), in rows of a
 * fixed height, and keeps their room while it loads: the list under the summary never moves.
 */
const AT_RISK_SHOWN = 3;
const AT_RISK_ROW_PX = 36;
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

function AtRiskList({ risk }: { risk: AdminDashboard["studentsAtRisk"] }) {
  if (risk.items.length === 0) {
    return (
      <Box sx={AT_RISK_SX}>
        <EmptyText>Aucun apprenant ne correspond à cette règle.</EmptyText>
      </Box>
    );
  }
  const shown = risk.items.slice(0, AT_RISK_SHOWN);
  const others = risk.total - shown.length;
  return (
    <Box sx={AT_RISK_SX}>
      <List dense disablePadding aria-label="Apprenants à surveiller">
        {shown.map((student) => {
          const name = `${student.usageName ?? student.lastname} ${student.firstname}`;
          return (
            <ListItem
              key={student.id}
              divider
              disableGutters
              sx={{ gap: 2, justifyContent: "space-between", height: AT_RISK_ROW_PX }}
            >
              <Link component={RouterLink} to={summaryLinks.student(student.id)} sx={{ fontWeight: 600 }}>
                {name}
              </Link>
              <Link
                component={RouterLink}
                to={summaryLinks.studentAbsences(student.id, risk)}
                aria-label={`${plural(student.absences, "absence")} non justifiée${student.absences > 1 ? "s" : ""} ${de(name)}`}
                sx={{ whiteSpace: "nowrap" }}
              >
                {plural(student.absences, "absence")}
              </Link>
            </ListItem>
          );
        })}
      </List>
      {others > 0 ? (
        <Typography variant="body2" color="text.secondary">
          et {plural(others, "autre apprenant", "autres apprenants")}
        </Typography>
      ) : null}
    </Box>
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
          title="Apprenants à surveiller"
          subtitle={AT_RISK_RULE_TEXT}
          query={shown}
          errorMessage="Impossible de charger les apprenants à surveiller."
          testId="students-at-risk"
          placeholder={<AtRiskPlaceholder />}
        >
          {data ? <AtRiskList risk={data.studentsAtRisk} /> : null}
        </SummaryCard>
      </Box>
    </>
  );
}
