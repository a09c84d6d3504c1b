import type { UpdateStudentBody } from "@campus/contracts/students";
import { STUDENTS_ENDPOINTS } from "@campus/contracts/students.endpoints";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { STUDENTS_KEY, studentDetailOf, studentQueryKey } from "../../../entities/students/index.ts";
import { WHITELIST_KEY } from "../../../entities/whitelist/index.ts";
import { call } from "../../../lib/api-client.ts";

export async function updateStudent(id: string, body: UpdateStudentBody) {
  return studentDetailOf(await call(STUDENTS_ENDPOINTS.updateStudent, { params: { id }, body }));
}

export function useUpdateStudent(id: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: UpdateStudentBody) => updateStudent(id, body),
    onSuccess: (student) => {
      client.setQueryData(studentQueryKey(student.id), student);
      return Promise.all([
        client.invalidateQueries({ queryKey: [...STUDENTS_KEY, "list"] }),
        client.invalidateQueries({ queryKey: WHITELIST_KEY }),
      ]);
    },
  });
}
