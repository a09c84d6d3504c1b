import type { CourseDetail } from "@campus/contracts/courses";
import { courseDetailSchema } from "@campus/contracts/courses";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiClient } from "../../../lib/api-client.ts";
import { storeCourse } from "./course-cache.ts";

/** Archives the course (`true`) or brings it back (`false`). */
export function setCourseArchived(id: string, isArchived: boolean): Promise<CourseDetail> {
  const action = isArchived ? "archive" : "unarchive";
  return apiClient.post(courseDetailSchema, `/api/courses/${encodeURIComponent(id)}/${action}`);
}

export function useSetCourseArchived(id: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (isArchived: boolean) => setCourseArchived(id, isArchived),
    onSuccess: (course) => storeCourse(client, course),
  });
}
