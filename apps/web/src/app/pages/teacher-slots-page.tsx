import { formatNumber } from "@campus/contracts/format-number";
import { hasTeacherRole } from "@campus/contracts/roles";
import type { Slot } from "@campus/contracts/slots";
import Alert from "@mui/material/Alert";
import Box from "@mui/material/Box";
import Link from "@mui/material/Link";
import Skeleton from "@mui/material/Skeleton";
import { useDeferredValue, useMemo } from "react";
import { Link as RouterLink } from "react-router";
import { LiveSlotsPanel, SlotList, useLiveSlots, useMySlots, useSlots } from "../../entities/slots/index.ts";
import { useCurrentUser } from "../../lib/current-user.tsx";
import { currentWeek, isDuringToday } from "../../lib/date-math.ts";
import { formatDate } from "../../lib/dates.ts";
import { LoadErrorAlert } from "../../ui/load-error-alert.tsx";
import { PageHeader } from "../../ui/page-header.tsx";
import { SectionCard } from "../../ui/section-card.tsx";
import { usePageTitle } from "../../ui/use-page-title.ts";

const sheetHref = (slot: { id: string }) => `/dashboard/sessionfac/${slot.id}`;
const COMPANY_WEEK_LIMIT = 200;

/**
 * This week's slots: a teacher's own (`SLOTS_ENDPOINTS.listMySlots`), an administrator's the company's
 * (`SLOTS_ENDPOINTS.listSlots`, up to 200), the same shape either way.
 */
function useWeekSlots(isTeacher: boolean, from: string, to: string) {
  const mine = useMySlots({ from, to }, { isEnabled: isTeacher });
  const company = useSlots(
    { page: 1, pageSize: COMPANY_WEEK_LIMIT, sort: "startsAt", from, to },
    { isEnabled: !isTeacher },
  );
  const source = isTeacher ? mine : company;
  return {
    items: source.data?.items,
    /** Slots of the week beyond what is shown (administrators of a large company). */
    hiddenCount: isTeacher ? 0 : Math.max(0, (company.data?.total ?? 0) - (company.data?.items.length ?? 0)),
    isHiddenCountCapped: !isTeacher && company.data?.isTotalCapped === true,
    isPending: source.isPending,
    isError: source.isError,
    isRefetching: source.isRefetching,
    refetch: () => void source.refetch(),
  };
}

/** `/dashboard/sessionfac`: the slots of today and of this week, each leading to its sheet (roll call, grades, report). */
export function TeacherSlotsPage() {
  usePageTitle("Feuilles de séance");
  const me = useCurrentUser();
  const isTeacher = hasTeacherRole(me.roles);
  // Computed once per visit: the week does not move under the user's feet.
  const week = useMemo(() => currentWeek(), []);
  const slots = useWeekSlots(isTeacher, week.weekStart.toISOString(), week.nextWeekStart.toISOString());
  // The panel's own query (the same key): the lists come once its cards have their height, so that
  // they never move under the user's eyes (a running slot's card is taller than its placeholder).
  const live = useLiveSlots({ isEnabled: isTeacher });
  // The lists come at a transition's priority, rendered in slices that a tap can interrupt rather than
  // in the one block that an answer alone would cause (React Query's store is synchronous).
  const areListsShown = useDeferredValue(!(isTeacher && live.isPending));
  const shownItems = useDeferredValue(slots.items);
  const now = Date.now();

  const { today, otherDays } = useMemo(() => {
    const items: Slot[] = shownItems ?? [];
    const isToday = (slot: Slot) => isDuringToday(slot, week);
    return { today: items.filter(isToday), otherDays: items.filter((slot) => !isToday(slot)) };
  }, [shownItems, week]);

  const renderList = (label: string, items: Slot[], emptyText: string) => {
    if (slots.isError) {
      return <LoadErrorAlert query={slots} message="Impossible de charger les séances." sx={{ m: 2 }} />;
    }
    if (shownItems === undefined) {
      return (
        <Box sx={{ p: 2, display: "grid", gap: 1 }} aria-busy="true">
          <Skeleton variant="rounded" height={56} />
          <Skeleton variant="rounded" height={56} />
        </Box>
      );
    }
    return <SlotList label={label} slots={items} hrefOf={sheetHref} emptyText={emptyText} now={now} />;
  };

  return (
    <>
      <PageHeader
        title="Feuilles de séance"
        subtitle={`Semaine du ${formatDate(week.weekStart.toISOString())} : appel, notes et compte rendu de chaque séance`}
      />
      {isTeacher ? (
        <Box sx={{ mb: 3 }}>
          <LiveSlotsPanel hrefOf={sheetHref} linkLabel="Ouvrir la feuille" />
        </Box>
      ) : null}
      {slots.hiddenCount > 0 ? (
        <Alert severity="info" sx={{ mb: 3 }}>
          {slots.isHiddenCountCapped ? "Plus de " : ""}
          {formatNumber(slots.hiddenCount)} autres séances cette semaine ne sont pas affichées : filtrez-les
          par cours ou par professeur dans{" "}
          <Link component={RouterLink} to="/dashboard/session">
            Gestion des séances
          </Link>
          .
        </Alert>
      ) : null}
      {areListsShown ? (
        <Box sx={{ display: "grid", gap: 3 }}>
          <SectionCard title="Aujourd'hui">
            {renderList("Séances du jour", today, "Aucune séance aujourd'hui.")}
          </SectionCard>
          <SectionCard title="Cette semaine">
            {renderList("Séances de la semaine", otherDays, "Aucune autre séance cette semaine.")}
          </SectionCard>
        </Box>
      ) : null}
    </>
  );
}
