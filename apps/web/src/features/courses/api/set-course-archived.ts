import type { CourseDetail } from "@campus/contracts/courses";
import { COURSES_ENDPOINTS } from "@campus/contracts/courses.endpoints";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { storeCourse } from "../../../entities/courses/index.ts";
import { call } from "../../../lib/api-client.ts";

/** Archives the course (`true`) or brings it back (`false`). */
export function setCourseArchived(id: string, isArchived: boolean): Promise<CourseDetail> {
  const endpoint = isArchived ? COURSES_ENDPOINTS.archiveCourse : COURSES_ENDPOINTS.unarchiveCourse;
  return call(endpoint, { params: { id } });
}

export function useSetCourseArchived(id: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (isArchived: boolean) => setCourseArchived(id, isArchived),
    onSuccess: (course) => storeCourse(client, course),
  });
}
