import type { BulkEnrolBody, EnrolResult } from "@campus/contracts/courses";
import { enrolResultSchema } from "@campus/contracts/courses";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiClient } from "../../../lib/api-client.ts";
import { refreshCourse } from "./course-cache.ts";

/** Enrols every student of a school session (optionally of one level). */
export function bulkEnrol(id: string, body: BulkEnrolBody): Promise<EnrolResult> {
  return apiClient.post(enrolResultSchema, `/api/courses/${encodeURIComponent(id)}/enrolments/bulk`, body);
}

export function useBulkEnrol(id: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: BulkEnrolBody) => bulkEnrol(id, body),
    onSuccess: () => refreshCourse(client, id),
  });
}
