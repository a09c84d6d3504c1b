import type { CourseDetail } from "@campus/contracts/courses";
import { courseDetailSchema } from "@campus/contracts/courses";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiClient } from "../../../lib/api-client.ts";
import { storeCourse } from "./course-cache.ts";

/** Replaces the whole list of the course's teachers. */
export function setCourseTeachers(id: string, teacherIds: string[]): Promise<CourseDetail> {
  return apiClient.put(courseDetailSchema, `/api/courses/${encodeURIComponent(id)}/teachers`, { teacherIds });
}

export function useSetCourseTeachers(id: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (teacherIds: string[]) => setCourseTeachers(id, teacherIds),
    onSuccess: (course) => storeCourse(client, course),
  });
}
