import type { createSlotBodySchema } from "@campus/contracts/slots";
import { SLOTS_ENDPOINTS } from "@campus/contracts/slots.endpoints";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { z } from "zod";
import { SLOTS_KEY, slotQueryKey } from "../../../entities/slots/index.ts";
import { call } from "../../../lib/api-client.ts";

/** The body as sent: the server fills the defaults (mode, status, report…). */
export type CreateSlotInput = z.input<typeof createSlotBodySchema>;

export function createSlot(body: CreateSlotInput) {
  return call(SLOTS_ENDPOINTS.createSlot, { body });
}

/** Proposes a slot (a teacher) or creates one (an administrator); the slot lists refetch. */
export function useCreateSlot() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: createSlot,
    onSuccess: (slot) => {
      client.setQueryData(slotQueryKey(slot.id), slot);
      return client.invalidateQueries({ queryKey: SLOTS_KEY });
    },
  });
}
