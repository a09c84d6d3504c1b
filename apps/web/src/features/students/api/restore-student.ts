import { STUDENTS_ENDPOINTS } from "@campus/contracts/students.endpoints";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { STUDENTS_KEY, studentDetailOf, studentQueryKey } from "../../../entities/students/index.ts";
import { call } from "../../../lib/api-client.ts";

/** Brings an archived student back into the lists, their account reopened. */
export function useRestoreStudent(id: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: () => call(STUDENTS_ENDPOINTS.restoreStudent, { params: { id } }),
    onSuccess: (student) => {
      client.setQueryData(studentQueryKey(id), studentDetailOf(student));
      return client.invalidateQueries({ queryKey: [...STUDENTS_KEY, "list"] });
    },
  });
}
