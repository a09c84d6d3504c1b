import { SLOTS_ENDPOINTS } from "@campus/contracts/slots.endpoints";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { slotQueryKey } from "../../../entities/slots/index.ts";
import { call } from "../../../lib/api-client.ts";

export function uploadSlotFile(slotId: string, file: File) {
  const body = new FormData();
  body.append("file", file);
  return call(SLOTS_ENDPOINTS.addSlotFile, { params: { id: slotId }, body });
}

/** Attaches a file to a slot; the slot refetches with its files. */
export function useUploadSlotFile(slotId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (file: File) => uploadSlotFile(slotId, file),
    onSuccess: () => client.invalidateQueries({ queryKey: slotQueryKey(slotId) }),
  });
}
