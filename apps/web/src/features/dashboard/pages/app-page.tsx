import { roleLabel } from "@campus/contracts/roles";
import Box from "@mui/material/Box";
import Card from "@mui/material/Card";
import CardContent from "@mui/material/CardContent";
import Skeleton from "@mui/material/Skeleton";
import Stack from "@mui/material/Stack";
import Typography from "@mui/material/Typography";
import type { ReactNode } from "react";
import { useCurrentUser } from "../../../lib/current-user.tsx";
import { particleBefore } from "../../../lib/french.ts";
import { CompanyLogo } from "../../../ui/company-logo.tsx";
import { usePageTitle } from "../../../ui/use-page-title.ts";
import { AbsenceSummaryCard } from "../../absences/index.ts";
import { UpcomingSlotsCard } from "../../course-space/index.ts";
import { useTeacherDashboard } from "../api/teacher-dashboard.ts";
import { LatestGradesCard } from "../components/latest-grades-card.tsx";
import { TodaySlotsCard } from "../components/today-slots-card.tsx";
import { UnreadMessagesCard } from "../components/unread-messages-card.tsx";
import { WorkDueCard } from "../components/work-due-card.tsx";
import { WorkToGradeCard } from "../components/work-to-grade-card.tsx";

/**
 * A teacher's cards appear together once their one summary is read: while it loads a single placeholder
 * ends the page, so no card moves down when today's slots fill in above it (layout shift on phones).
 */
function AfterTeacherSummary({ children }: { children: ReactNode }) {
  const summary = useTeacherDashboard();
  return summary.isPending ? (
    <Skeleton variant="rounded" height={320} role="progressbar" aria-label="Chargement" />
  ) : (
    children
  );
}

/**
 * `/dashboard/app`: the welcome page of students and teachers. A student: next slots, work due,
 * unread messages, latest grades, absences; a teacher: today's slots with their roll call, work to
 * grade, unread messages.
 */
export function AppPage() {
  usePageTitle("Tableau de bord");
  const me = useCurrentUser();
  const firstname = me.firstname || me.displayName;
  const isStudent = me.roles.includes("student");
  const isTeacher = me.roles.includes("teacher");

  const cards = (
    <>
      {isTeacher ? (
        <Box sx={{ display: "grid", gap: 3, gridTemplateColumns: { xs: "minmax(0, 1fr)", lg: "3fr 2fr" } }}>
          <TodaySlotsCard />
          <WorkToGradeCard />
        </Box>
      ) : null}
      {isStudent ? (
        <>
          <UpcomingSlotsCard />
          <WorkDueCard />
        </>
      ) : null}
      <UnreadMessagesCard />
      {isStudent ? (
        <>
          <LatestGradesCard />
          <AbsenceSummaryCard title="Mes absences" />
        </>
      ) : null}
    </>
  );

  return (
    <Stack spacing={3}>
      <Typography variant="h1">Bonjour, {firstname}</Typography>
      <Card data-testid="welcome-card">
        <CardContent sx={{ display: "flex", alignItems: "center", gap: 2.5, p: { xs: 2.5, sm: 3.5 } }}>
          <CompanyLogo name={me.company.fullName} logoUrl={me.company.logoUrl} size={56} />
          <Stack spacing={0.5} sx={{ minWidth: 0 }}>
            <Typography variant="h2" component="p">
              Bienvenue chez {me.company.fullName}
            </Typography>
            <Typography color="text.secondary">
              Vous êtes connecté en tant {particleBefore("que", roleLabel(me.roles))}
              <strong>{roleLabel(me.roles)}</strong>.
            </Typography>
          </Stack>
        </CardContent>
      </Card>
      {isTeacher ? <AfterTeacherSummary>{cards}</AfterTeacherSummary> : cards}
    </Stack>
  );
}
