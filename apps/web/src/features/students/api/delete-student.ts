import { STUDENTS_ENDPOINTS } from "@campus/contracts/students.endpoints";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { STUDENTS_KEY, studentQueryKey } from "../../../entities/students/index.ts";
import { WHITELIST_KEY } from "../../../entities/whitelist/index.ts";
import { call } from "../../../lib/api-client.ts";

export function deleteStudent(id: string) {
  return call(STUDENTS_ENDPOINTS.deleteStudent, { params: { id } });
}

/**
 * Deletes a student, or archives one whom grades, attendance or hand-ins name (the answer says which);
 * the lists and the whitelist refetch.
 */
export function useDeleteStudent(id: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: () => deleteStudent(id),
    onSuccess: () => {
      client.removeQueries({ queryKey: studentQueryKey(id) });
      return Promise.all([
        client.invalidateQueries({ queryKey: [...STUDENTS_KEY, "list"] }),
        client.invalidateQueries({ queryKey: WHITELIST_KEY }),
      ]);
    },
  });
}
