import { WHITELIST_ENDPOINTS } from "@campus/contracts/whitelist.endpoints";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { STUDENTS_KEY } from "../../../entities/students/index.ts";
import { WHITELIST_KEY } from "../../../entities/whitelist/index.ts";
import { call } from "../../../lib/api-client.ts";

export function removeFromWhitelist(studentId: string) {
  return call(WHITELIST_ENDPOINTS.removeFromWhitelist, { params: { studentId } });
}

/** Takes a student off the whitelist; the whitelist and the students' status refetch. */
export function useRemoveFromWhitelist() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: removeFromWhitelist,
    onSuccess: () =>
      Promise.all([
        client.invalidateQueries({ queryKey: WHITELIST_KEY }),
        client.invalidateQueries({ queryKey: STUDENTS_KEY }),
      ]),
  });
}
