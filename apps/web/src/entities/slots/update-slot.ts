import type { UpdateSlotBody } from "@campus/contracts/slots";
import { SLOTS_ENDPOINTS } from "@campus/contracts/slots.endpoints";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { call } from "../../lib/api-client.ts";
import { SLOTS_KEY } from "./keys.ts";
import { slotQueryKey } from "./slot.ts";

export function updateSlot(id: string, body: UpdateSlotBody) {
  return call(SLOTS_ENDPOINTS.updateSlot, { params: { id }, body });
}

/** Changes a slot's times, room, mode, link, report or homework. */
export function useUpdateSlot(id: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: UpdateSlotBody) => updateSlot(id, body),
    onSuccess: (slot) => {
      client.setQueryData(slotQueryKey(slot.id), slot);
      return client.invalidateQueries({ queryKey: SLOTS_KEY });
    },
  });
}
