import type { UpdateTeacherBody } from "@campus/contracts/teachers";
import { TEACHERS_ENDPOINTS } from "@campus/contracts/teachers.endpoints";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { TEACHERS_KEY, teacherDetailOf, teacherQueryKey } from "../../../entities/teachers/index.ts";
import { call } from "../../../lib/api-client.ts";

export async function updateTeacher(id: string, body: UpdateTeacherBody) {
  return teacherDetailOf(await call(TEACHERS_ENDPOINTS.updateTeacher, { params: { id }, body }));
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
