import { studentGradesSchema } from "@campus/contracts/evaluations";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { apiClient } from "../../../lib/api-client.ts";
import { GRADES_KEY } from "./keys.ts";

/** One student's grades per course (staff; a teacher gets the courses they teach only). */
export function studentGradesQueryOptions(studentId: string) {
  return queryOptions({
    queryKey: [...GRADES_KEY, "student", studentId],
    queryFn: ({ signal }) =>
      apiClient.get(studentGradesSchema, `/api/grades/student/${encodeURIComponent(studentId)}`, { signal }),
  });
}

export function useStudentGrades(studentId: string) {
  return useQuery(studentGradesQueryOptions(studentId));
}
