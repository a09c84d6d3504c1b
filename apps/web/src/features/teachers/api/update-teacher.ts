import type { UpdateTeacherBody } from "@campus/contracts/teachers";
import { teacherDetailSchema } from "@campus/contracts/teachers";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiClient } from "../../../lib/api-client.ts";
import { teacherQueryKey } from "./teacher.ts";
import { TEACHERS_KEY } from "./teachers.ts";

export function updateTeacher(id: string, body: UpdateTeacherBody) {
  return apiClient.patch(teacherDetailSchema, `/api/teachers/${encodeURIComponent(id)}`, body);
}

export function useUpdateTeacher(id: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: UpdateTeacherBody) => updateTeacher(id, body),
    onSuccess: (teacher) => {
      client.setQueryData(teacherQueryKey(teacher.id), teacher);
      return client.invalidateQueries({ queryKey: [...TEACHERS_KEY, "list"] });
    },
  });
}
