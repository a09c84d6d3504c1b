import type { SlotStatus } from "@campus/contracts/slots";
import { slotDetailSchema } from "@campus/contracts/slots";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiClient } from "../../../lib/api-client.ts";
import { SLOTS_KEY } from "./keys.ts";
import { slotQueryKey } from "./slot.ts";

export function changeSlotStatus(id: string, status: SlotStatus) {
  return apiClient.post(slotDetailSchema, `/api/slots/${encodeURIComponent(id)}/status`, { status });
}

/** Validates, cancels or marks a slot held; every slot query refetches. */
export function useChangeSlotStatus() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, status }: { id: string; status: SlotStatus }) => changeSlotStatus(id, status),
    onSuccess: (slot) => {
      client.setQueryData(slotQueryKey(slot.id), slot);
      return client.invalidateQueries({ queryKey: SLOTS_KEY });
    },
  });
}
