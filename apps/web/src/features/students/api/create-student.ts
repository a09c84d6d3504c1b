import type { CreateStudentBody } from "@campus/contracts/students";
import { studentDetailSchema } from "@campus/contracts/students";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { STUDENTS_KEY, studentQueryKey } from "../../../entities/students/index.ts";
import { WHITELIST_KEY } from "../../../entities/whitelist/index.ts";
import { apiClient } from "../../../lib/api-client.ts";

export function createStudent(body: CreateStudentBody) {
  return apiClient.post(studentDetailSchema, "/api/students", body);
}

/** Creates a student; the lists (and the whitelist, for a presentiel student) refetch. */
export function useCreateStudent() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: createStudent,
    onSuccess: (student) => {
      client.setQueryData(studentQueryKey(student.id), student);
      return Promise.all([
        client.invalidateQueries({ queryKey: [...STUDENTS_KEY, "list"] }),
        client.invalidateQueries({ queryKey: WHITELIST_KEY }),
      ]);
    },
  });
}
