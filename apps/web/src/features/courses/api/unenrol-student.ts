import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiClient, noContent } from "../../../lib/api-client.ts";
import { refreshCourse } from "./course-cache.ts";

export function unenrolStudent(id: string, studentId: string): Promise<void> {
  return apiClient.delete(
    noContent,
    `/api/courses/${encodeURIComponent(id)}/enrolments/${encodeURIComponent(studentId)}`,
  );
}

export function useUnenrolStudent(id: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (studentId: string) => unenrolStudent(id, studentId),
    onSuccess: () => refreshCourse(client, id),
  });
}
