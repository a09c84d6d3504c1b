import type { CourseDetail, CreateCourseBody } from "@campus/contracts/courses";
import { courseDetailSchema } from "@campus/contracts/courses";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiClient } from "../../../lib/api-client.ts";
import { storeCourse } from "./course-cache.ts";

export function createCourse(body: CreateCourseBody): Promise<CourseDetail> {
  return apiClient.post(courseDetailSchema, "/api/courses", body);
}

export function useCreateCourse() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: createCourse,
    onSuccess: (course) => storeCourse(client, course),
  });
}
