import { studentGradesSchema } from "@campus/contracts/evaluations";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { apiClient } from "../../../lib/api-client.ts";
import { GRADES_KEY } from "./student-grades.ts";

/** The signed-in student's courses, each with its evaluations, their grades and the weighted average. */
export const myGradesQueryOptions = queryOptions({
  queryKey: [...GRADES_KEY, "mine"],
  queryFn: ({ signal }) => apiClient.get(studentGradesSchema, "/api/grades/mine", { signal }),
});

export function useMyGrades({ isEnabled = true } = {}) {
  return useQuery({ ...myGradesQueryOptions, enabled: isEnabled });
}
