import type { CourseDetail, UpdateCourseBody } from "@campus/contracts/courses";
import { COURSES_ENDPOINTS } from "@campus/contracts/courses.endpoints";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { call } from "../../../lib/api-client.ts";
import { storeCourse } from "./course-cache.ts";

export function updateCourse(id: string, body: UpdateCourseBody): Promise<CourseDetail> {
  return call(COURSES_ENDPOINTS.updateCourse, { params: { id }, body });
}

export function useUpdateCourse(id: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: UpdateCourseBody) => updateCourse(id, body),
    onSuccess: (course) => storeCourse(client, course),
  });
}
