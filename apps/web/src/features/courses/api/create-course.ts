import type { CourseDetail, CreateCourseBody } from "@campus/contracts/courses";
import { COURSES_ENDPOINTS } from "@campus/contracts/courses.endpoints";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { storeCourse } from "../../../entities/courses/index.ts";
import { call } from "../../../lib/api-client.ts";

export function createCourse(body: CreateCourseBody): Promise<CourseDetail> {
  return call(COURSES_ENDPOINTS.createCourse, { body });
}

export function useCreateCourse() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: createCourse,
    onSuccess: (course) => storeCourse(client, course),
  });
}
