import type { TeacherDetail, UpdateTeacherBody } from "@campus/contracts/teachers";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiRequest } from "../../../lib/api-client.ts";
import { teacherQueryKey } from "./teacher.ts";
import { TEACHERS_KEY } from "./teachers.ts";

export function updateTeacher(id: string, body: UpdateTeacherBody) {
  return apiRequest<TeacherDetail>(`/api/teachers/${encodeURIComponent(id)}`, { method: "PATCH", body });
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
