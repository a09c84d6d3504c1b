import type { CreateTeacherBody } from "@campus/contracts/teachers";
import { createTeacherResponseSchema } from "@campus/contracts/teachers";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiClient } from "../../../lib/api-client.ts";
import { teacherQueryKey } from "./teacher.ts";
import { TEACHERS_KEY } from "./teachers.ts";

export function createTeacher(body: CreateTeacherBody) {
  return apiClient.post(createTeacherResponseSchema, "/api/teachers", body);
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
