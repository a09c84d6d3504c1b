import type { CreateStudentBody } from "@campus/contracts/students";
import { STUDENTS_ENDPOINTS } from "@campus/contracts/students.endpoints";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { STUDENTS_KEY, studentDetailOf, studentQueryKey } from "../../../entities/students/index.ts";
import { WHITELIST_KEY } from "../../../entities/whitelist/index.ts";
import { call } from "../../../lib/api-client.ts";

export async function createStudent(body: CreateStudentBody) {
  return studentDetailOf(await call(STUDENTS_ENDPOINTS.createStudent, { body }));
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
