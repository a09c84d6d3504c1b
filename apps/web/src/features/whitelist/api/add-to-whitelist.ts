import { WHITELIST_ENDPOINTS } from "@campus/contracts/whitelist.endpoints";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { STUDENTS_KEY } from "../../../entities/students/index.ts";
import { WHITELIST_KEY } from "../../../entities/whitelist/index.ts";
import { call } from "../../../lib/api-client.ts";

export function addToWhitelist(studentId: string) {
  return call(WHITELIST_ENDPOINTS.addToWhitelist, { body: { studentId } });
}

/** Lists a student in the whitelist; the whitelist and the students' status refetch. */
export function useAddToWhitelist() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: addToWhitelist,
    onSuccess: () =>
      Promise.all([
        client.invalidateQueries({ queryKey: WHITELIST_KEY }),
        client.invalidateQueries({ queryKey: STUDENTS_KEY }),
      ]),
  });
}
