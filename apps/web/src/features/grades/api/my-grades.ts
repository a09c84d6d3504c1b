import type { StudentGrades } from "@campus/contracts/evaluations";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { apiClient } from "../../../lib/api-client.ts";

/** The signed-in student's courses, each with its evaluations, their grades and the weighted average. */
export const myGradesQueryOptions = queryOptions({
  queryKey: ["grades", "mine"],
  queryFn: ({ signal }) => apiClient.get<StudentGrades>("/api/grades/mine", { signal }),
});

export function useMyGrades({ isEnabled = true } = {}) {
  return useQuery({ ...myGradesQueryOptions, enabled: isEnabled });
}
