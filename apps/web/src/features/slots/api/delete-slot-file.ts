import { SLOTS_ENDPOINTS } from "@campus/contracts/slots.endpoints";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { slotQueryKey } from "../../../entities/slots/index.ts";
import { call } from "../../../lib/api-client.ts";

export function deleteSlotFile(slotId: string, fileId: string) {
  return call(SLOTS_ENDPOINTS.removeSlotFile, { params: { id: slotId, fileId } });
}

/** Removes one of the slot's files. */
export function useDeleteSlotFile(slotId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (fileId: string) => deleteSlotFile(slotId, fileId),
    onSuccess: () => client.invalidateQueries({ queryKey: slotQueryKey(slotId) }),
  });
}
