import { TEACHERS_ENDPOINTS } from "@campus/contracts/teachers.endpoints";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { TEACHERS_KEY, teacherQueryKey } from "../../../entities/teachers/index.ts";
import { call } from "../../../lib/api-client.ts";

export function deleteTeacher(id: string) {
  return call(TEACHERS_ENDPOINTS.deleteTeacher, { params: { id } });
}

/** Deletes a teacher (and their teacher-only account); the lists refetch. */
export function useDeleteTeacher(id: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: () => deleteTeacher(id),
    onSuccess: () => {
      client.removeQueries({ queryKey: teacherQueryKey(id) });
      return client.invalidateQueries({ queryKey: [...TEACHERS_KEY, "list"] });
    },
  });
}
