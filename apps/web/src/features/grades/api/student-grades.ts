import { EVALUATIONS_ENDPOINTS } from "@campus/contracts/evaluations.endpoints";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { GRADES_KEY } from "../../../entities/grades/index.ts";
import { call } from "../../../lib/api-client.ts";

/** One student's grades per course (staff; a teacher gets the courses they teach only). */
export function studentGradesQueryOptions(studentId: string) {
  return queryOptions({
    queryKey: [...GRADES_KEY, "student", studentId],
    queryFn: ({ signal }) => call(EVALUATIONS_ENDPOINTS.getStudentGrades, { params: { studentId }, signal }),
  });
}

export function useStudentGrades(studentId: string) {
  return useQuery(studentGradesQueryOptions(studentId));
}
