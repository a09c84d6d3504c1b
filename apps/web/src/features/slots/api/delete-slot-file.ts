import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiClient, noContent } from "../../../lib/api-client.ts";
import { slotQueryKey } from "./slot.ts";

export function deleteSlotFile(slotId: string, fileId: string) {
  return apiClient.delete(
    noContent,
    `/api/slots/${encodeURIComponent(slotId)}/files/${encodeURIComponent(fileId)}`,
  );
}

/** Removes one of the slot's files. */
export function useDeleteSlotFile(slotId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (fileId: string) => deleteSlotFile(slotId, fileId),
    onSuccess: () => client.invalidateQueries({ queryKey: slotQueryKey(slotId) }),
  });
}
