import type { UpdateStudentBody } from "@campus/contracts/students";
import { studentDetailSchema } from "@campus/contracts/students";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { STUDENTS_KEY, studentQueryKey } from "../../../entities/students/index.ts";
import { WHITELIST_KEY } from "../../../entities/whitelist/index.ts";
import { apiClient } from "../../../lib/api-client.ts";

export function updateStudent(id: string, body: UpdateStudentBody) {
  return apiClient.patch(studentDetailSchema, `/api/students/${encodeURIComponent(id)}`, body);
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
