import type { BulkEnrolBody, EnrolResult } from "@campus/contracts/courses";
import { COURSES_ENDPOINTS } from "@campus/contracts/courses.endpoints";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { refreshCourse } from "../../../entities/courses/index.ts";
import { call } from "../../../lib/api-client.ts";

/** Enrols every student of a school session (optionally of one level). */
export function bulkEnrol(id: string, body: BulkEnrolBody): Promise<EnrolResult> {
  return call(COURSES_ENDPOINTS.enrolCohort, { params: { id }, body });
}

export function useBulkEnrol(id: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: BulkEnrolBody) => bulkEnrol(id, body),
    onSuccess: () => refreshCourse(client, id),
  });
}
