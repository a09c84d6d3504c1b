import { particleBefore } from "@campus/contracts/french";
import { hasStudentRole, hasTeacherRole, roleLabel } from "@campus/contracts/roles";
import Box from "@mui/material/Box";
import Card from "@mui/material/Card";
import CardContent from "@mui/material/CardContent";
import Skeleton from "@mui/material/Skeleton";
import Stack from "@mui/material/Stack";
import Typography from "@mui/material/Typography";
import { useQuery } from "@tanstack/react-query";
import { type ReactNode, useDeferredValue, useState } from "react";
import { useLiveSlots } from "../../entities/slots/index.ts";
import { AbsenceSummaryCard } from "../../features/absences/index.ts";
import { UpcomingSlotsCard, useUpcomingSlots } from "../../features/course-space/index.ts";
import {
  LatestGradesCard,
  studentDashboardQueryOptions,
  TodaySlotsCard,
  teacherDashboardQueryOptions,
  UnreadMessagesCard,
  WorkDueCard,
  WorkToGradeCard,
} from "../../features/dashboard/index.ts";
import { useCurrentUser } from "../../lib/current-user.tsx";
import { CompanyLogo } from "../../ui/company-logo.tsx";
import { usePageTitle } from "../../ui/use-page-title.ts";

/**
 * The home's cards appear together once the summaries at their top are read (a teacher's day, a
 * student's next slots and work due): while they load a single placeholder ends the page, so no card
 * moves down when the one above it fills in (layout shift).
 */
function AfterSummaries({
  isTeacher,
  isStudent,
  upcoming,
  children,
}: {
  isTeacher: boolean;
  isStudent: boolean;
  upcoming: ReturnType<typeof useUpcomingSlots>;
  children: ReactNode;
}) {
  const teacher = useQuery({ ...teacherDashboardQueryOptions, enabled: isTeacher });
  const student = useQuery({ ...studentDashboardQueryOptions, enabled: isStudent });
  const live = useLiveSlots({ isEnabled: isStudent });
  const isLoading =
    (isTeacher && teacher.isPending) ||
    (isStudent && (student.isPending || upcoming.isPending || live.isPending));
  // Once shown, the cards stay: each then shows its own loading and error. (A failed summary is asked
  // again when a card mounts, which makes it pending: hidden again, the cards would mount again, and so on.)
  const [wasRead, setWasRead] = useState(false);
  if (!isLoading && !wasRead) setWasRead(true);
  // The cards come at a transition's priority: rendered in slices that a tap can interrupt, not in
  // the one block that the summaries' answer alone would cause (React Query's store is synchronous).
  const isShown = useDeferredValue(wasRead || !isLoading);
  return !isShown ? (
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
  const isStudent = hasStudentRole(me.roles);
  const isTeacher = hasTeacherRole(me.roles);
  const upcoming = useUpcomingSlots({ isEnabled: isStudent });

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
          <UpcomingSlotsCard slots={upcoming} />
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
      <AfterSummaries isTeacher={isTeacher} isStudent={isStudent} upcoming={upcoming}>
        {cards}
      </AfterSummaries>
    </Stack>
  );
}
