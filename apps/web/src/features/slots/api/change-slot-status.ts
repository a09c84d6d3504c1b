import type { SlotForce, SlotStatus } from "@campus/contracts/slots";
import { SLOTS_ENDPOINTS } from "@campus/contracts/slots.endpoints";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { SLOTS_KEY, slotQueryKey } from "../../../entities/slots/index.ts";
import { call } from "../../../lib/api-client.ts";

export function changeSlotStatus(id: string, status: SlotStatus, force?: SlotForce) {
  return call(SLOTS_ENDPOINTS.changeSlotStatus, {
    params: { id },
    body: { status, ...(force ? { force } : {}) },
  });
}

/** Validates, cancels or marks a slot held; every slot query refetches. */
export function useChangeSlotStatus() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, status, force }: { id: string; status: SlotStatus; force?: SlotForce }) =>
      changeSlotStatus(id, status, force),
    onSuccess: (slot) => {
      client.setQueryData(slotQueryKey(slot.id), slot);
      return client.invalidateQueries({ queryKey: SLOTS_KEY });
    },
  });
}
