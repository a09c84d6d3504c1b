import type { SlotForce } from "@campus/contracts/slots";
import { useQueryClient } from "@tanstack/react-query";
import { SLOTS_KEY, updateSlot } from "../../../entities/slots/index.ts";
import { failureMessage } from "../../../lib/failure-message.ts";
import { useSnackbar } from "../../../ui/notifications.tsx";
import { useLearnerConflict } from "./learner-conflict-dialog.tsx";

interface SlotTimes {
  startsAt: string;
  endsAt: string;
}

/**
 * Moves a slot to new times (the calendar's drag and drop): `moveSlot` answers false when the move
 * failed (the caller puts the slot back); a learners' conflict shows `dialog`, where an administrator
 * may force it.
 */
export function useMoveSlot() {
  const client = useQueryClient();
  const { enqueueSnackbar } = useSnackbar();
  const conflicts = useLearnerConflict();
  const moveSlot = async (slotId: string, times: SlotTimes): Promise<boolean> => {
    const move = async (force?: SlotForce) => {
      await updateSlot(slotId, { ...times, ...(force ? { force } : {}) });
      enqueueSnackbar("Séance déplacée", { variant: "success" });
      void client.invalidateQueries({ queryKey: SLOTS_KEY });
    };
    try {
      await move();
      return true;
    } catch (error) {
      if (!conflicts.catchConflict(error, move)) {
        enqueueSnackbar(failureMessage("La séance n'a pas pu être déplacée.", error), { variant: "error" });
      }
      return false;
    }
  };
  return { moveSlot, dialog: conflicts.dialog };
}
