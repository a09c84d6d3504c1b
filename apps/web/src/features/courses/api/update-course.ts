import type { CourseDetail, UpdateCourseBody } from "@campus/contracts/courses";
import { courseDetailSchema } from "@campus/contracts/courses";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiClient } from "../../../lib/api-client.ts";
import { storeCourse } from "./course-cache.ts";

export function updateCourse(id: string, body: UpdateCourseBody): Promise<CourseDetail> {
  return apiClient.patch(courseDetailSchema, `/api/courses/${encodeURIComponent(id)}`, body);
}

export function useUpdateCourse(id: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: UpdateCourseBody) => updateCourse(id, body),
    onSuccess: (course) => storeCourse(client, course),
  });
}
