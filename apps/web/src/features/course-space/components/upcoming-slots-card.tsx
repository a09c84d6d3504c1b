import { hasStudentRole } from "@campus/contracts/roles";
import type { Slot } from "@campus/contracts/slots";
import Box from "@mui/material/Box";
import Card from "@mui/material/Card";
import Skeleton from "@mui/material/Skeleton";
import Typography from "@mui/material/Typography";
import { useMemo, useState } from "react";
import { LiveSlotsPanel, SlotList, useMySlots } from "../../../entities/slots/index.ts";
import { useCurrentUser } from "../../../lib/current-user.tsx";
import { LoadErrorAlert } from "../../../ui/load-error-alert.tsx";
import { slotSheetPath, studentCoursePath } from "./course-paths.ts";
import { useSlotRange } from "./use-slot-range.ts";

const SHOWN = 5;
const AHEAD_DAYS = 14;

/** The caller's slots of the next two weeks, as the card reads them. */
export function useUpcomingSlots({ isEnabled = true } = {}) {
  return useMySlots(useSlotRange(0, AHEAD_DAYS), { isEnabled });
}

/**
 * « Prochaines séances » of the dashboard (students, teachers): the slot running now and the next
 * one, then the following ones. A student's slot leads to the course, a teacher's to its sheet. The
 * page reads `slots` (useUpcomingSlots) once, so that the card and the page share one cache key.
 */
export function UpcomingSlotsCard({ slots }: { slots: ReturnType<typeof useUpcomingSlots> }) {
  const me = useCurrentUser();
  const isStudent = hasStudentRole(me.roles);
  const [now] = useState(() => Date.now());
  const hrefOf = (slot: Slot) =>
    isStudent ? studentCoursePath(slot.course.id) : slotSheetPath(slot.id, me.roles);

  const upcoming = useMemo(
    () =>
      (slots.data?.items ?? [])
        .filter((slot) => slot.status !== "cancelled" && new Date(slot.startsAt).getTime() > now)
        .slice(0, SHOWN),
    [slots.data, now],
  );

  return (
    <Box component="section" aria-labelledby="upcoming-slots-title" data-testid="upcoming-slots">
      <Typography variant="h2" id="upcoming-slots-title" sx={{ fontSize: "1.25rem", mb: 2 }}>
        Prochaines séances
      </Typography>
      <LiveSlotsPanel hrefOf={hrefOf} linkLabel={isStudent ? "Voir le cours" : "Ouvrir la feuille"} />
      <Card sx={{ mt: 2 }}>
        {slots.isPending ? (
          <Skeleton variant="rounded" height={160} />
        ) : slots.isError ? (
          <LoadErrorAlert query={slots} message="Impossible de charger vos séances." sx={{ m: 2 }} />
        ) : (
          <SlotList
            label="Séances des deux prochaines semaines"
            slots={upcoming}
            hrefOf={hrefOf}
            emptyText={`Aucune séance dans les ${AHEAD_DAYS} prochains jours.`}
            now={now}
          />
        )}
      </Card>
    </Box>
  );
}
