import type { EnrolResult } from "@campus/contracts/courses";
import { enrolResultSchema } from "@campus/contracts/courses";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiClient } from "../../../lib/api-client.ts";
import { refreshCourse } from "./course-cache.ts";

/** Enrols students by id; those already enrolled are skipped and not counted. */
export function enrolStudents(id: string, studentIds: string[]): Promise<EnrolResult> {
  return apiClient.post(enrolResultSchema, `/api/courses/${encodeURIComponent(id)}/enrolments`, {
    studentIds,
  });
}

export function useEnrolStudents(id: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (studentIds: string[]) => enrolStudents(id, studentIds),
    onSuccess: () => refreshCourse(client, id),
  });
}
