import type { CourseDetail, UpdateCourseBody } from "@campus/contracts/courses";
import { COURSES_ENDPOINTS } from "@campus/contracts/courses.endpoints";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { storeCourse } from "../../../entities/courses/index.ts";
import { call } from "../../../lib/api-client.ts";

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
