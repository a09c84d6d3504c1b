import type { UpdateSlotBody } from "@campus/contracts/slots";
import { slotDetailSchema } from "@campus/contracts/slots";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiClient } from "../../../lib/api-client.ts";
import { SLOTS_KEY } from "./keys.ts";
import { slotQueryKey } from "./slot.ts";

export function updateSlot(id: string, body: UpdateSlotBody) {
  return apiClient.patch(slotDetailSchema, `/api/slots/${encodeURIComponent(id)}`, body);
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
