import type { CreateTeacherBody } from "@campus/contracts/teachers";
import { TEACHERS_ENDPOINTS } from "@campus/contracts/teachers.endpoints";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { TEACHERS_KEY, teacherQueryKey } from "../../../entities/teachers/index.ts";
import { call } from "../../../lib/api-client.ts";

export function createTeacher(body: CreateTeacherBody) {
  return call(TEACHERS_ENDPOINTS.createTeacher, { body });
}

/** Creates a teacher and their account; the answer holds the default password, shown once. */
export function useCreateTeacher() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: createTeacher,
    onSuccess: ({ teacher }) => {
      client.setQueryData(teacherQueryKey(teacher.id), teacher);
      return client.invalidateQueries({ queryKey: [...TEACHERS_KEY, "list"] });
    },
  });
}
