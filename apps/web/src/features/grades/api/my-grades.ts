import { queryOptions, useQuery } from "@tanstack/react-query";
import { apiClient, lazySchema } from "../../../lib/api-client.ts";
import { GRADES_KEY } from "./keys.ts";

// On the home page: the schema (and zod) load with the answer, not with the page.
const studentGradesSchema = lazySchema(() =>
  import("@campus/contracts/evaluations").then((module) => module.studentGradesSchema),
);

/** The signed-in student's courses, each with its evaluations, their grades and the weighted average. */
export const myGradesQueryOptions = queryOptions({
  queryKey: [...GRADES_KEY, "mine"],
  queryFn: ({ signal }) => apiClient.get(studentGradesSchema, "/api/grades/mine", { signal }),
});

export function useMyGrades({ isEnabled = true } = {}) {
  return useQuery({ ...myGradesQueryOptions, enabled: isEnabled });
}
