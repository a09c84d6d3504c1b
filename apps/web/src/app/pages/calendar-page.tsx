import { isAdministrator } from "@campus/contracts/roles";
import { CalendarPage as Calendar } from "../../features/calendar/pages/calendar-page.tsx";
import { ProposeSlotDialog, useMoveSlot } from "../../features/slots/index.ts";
import { useCurrentUser } from "../../lib/current-user.tsx";

/**
 * `/dashboard/calendar`: the calendar feature's page, given what it does with the slots feature:
 * a dragged slot's move (and its learners' conflict), the proposal form of the times selected.
 */
export function CalendarPage() {
  const me = useCurrentUser();
  const mover = useMoveSlot();
  return (
    <>
      <Calendar
        moveSlot={mover.moveSlot}
        renderProposeDialog={(prefill, onClose) => (
          <ProposeSlotDialog isAdmin={isAdministrator(me.roles)} prefill={prefill} onClose={onClose} />
        )}
      />
      {mover.dialog}
    </>
  );
}
