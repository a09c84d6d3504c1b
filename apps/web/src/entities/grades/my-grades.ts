import { EVALUATIONS_ENDPOINTS } from "@campus/contracts/evaluations.endpoints";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { call } from "../../lib/api-client.ts";
import { GRADES_KEY } from "./keys.ts";

/** The signed-in student's courses, each with its evaluations, their grades and the weighted average. */
export const myGradesQueryOptions = queryOptions({
  queryKey: [...GRADES_KEY, "mine"],
  queryFn: ({ signal }) => call(EVALUATIONS_ENDPOINTS.getMyGrades, { signal }),
});

export function useMyGrades({ isEnabled = true } = {}) {
  return useQuery({ ...myGradesQueryOptions, enabled: isEnabled });
}
