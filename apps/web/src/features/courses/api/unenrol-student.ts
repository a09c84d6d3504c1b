import { COURSES_ENDPOINTS } from "@campus/contracts/courses.endpoints";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { refreshCourse } from "../../../entities/courses/index.ts";
import { call } from "../../../lib/api-client.ts";

export function unenrolStudent(id: string, studentId: string): Promise<void> {
  return call(COURSES_ENDPOINTS.unenrolStudent, { params: { id, studentId } });
}

export function useUnenrolStudent(id: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (studentId: string) => unenrolStudent(id, studentId),
    onSuccess: () => refreshCourse(client, id),
  });
}
