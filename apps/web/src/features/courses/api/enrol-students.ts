import type { EnrolResult } from "@campus/contracts/courses";
import { COURSES_ENDPOINTS } from "@campus/contracts/courses.endpoints";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { refreshCourse } from "../../../entities/courses/index.ts";
import { call } from "../../../lib/api-client.ts";

/** Enrols students by id; those already enrolled are skipped and not counted. */
export function enrolStudents(id: string, studentIds: string[]): Promise<EnrolResult> {
  return call(COURSES_ENDPOINTS.enrolStudents, { params: { id }, body: { studentIds } });
}

export function useEnrolStudents(id: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (studentIds: string[]) => enrolStudents(id, studentIds),
    onSuccess: () => refreshCourse(client, id),
  });
}
