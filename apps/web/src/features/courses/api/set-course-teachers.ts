import type { CourseDetail } from "@campus/contracts/courses";
import { COURSES_ENDPOINTS } from "@campus/contracts/courses.endpoints";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { storeCourse } from "../../../entities/courses/index.ts";
import { call } from "../../../lib/api-client.ts";

/** Replaces the whole list of the course's teachers. */
export function setCourseTeachers(id: string, teacherIds: string[]): Promise<CourseDetail> {
  return call(COURSES_ENDPOINTS.setCourseTeachers, { params: { id }, body: { teacherIds } });
}

export function useSetCourseTeachers(id: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (teacherIds: string[]) => setCourseTeachers(id, teacherIds),
    onSuccess: (course) => storeCourse(client, course),
  });
}
