import type { QueryClient } from "@tanstack/react-query";
import { GRADES_KEY } from "../grades/index.ts";

export const EVALUATIONS_KEY = ["evaluations"] as const;

/**
 * After a change of a course's evaluations or grades: its list and grid, and every grade view,
 * refetched. `hasFreshGrid`: the answer was the grid itself, already stored.
 */
export function refreshEvaluations(
  client: QueryClient,
  courseId: string,
  { hasFreshGrid = false } = {},
): Promise<void> {
  return Promise.all([
    client.invalidateQueries({
      predicate: ({ queryKey }) =>
        queryKey[0] === EVALUATIONS_KEY[0] &&
        queryKey[2] === courseId &&
        !(hasFreshGrid && queryKey[1] === "grid"),
    }),
    client.invalidateQueries({ queryKey: GRADES_KEY }),
  ]).then(() => undefined);
}
