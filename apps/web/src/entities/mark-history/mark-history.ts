import { HISTORY_ENDPOINTS } from "@campus/contracts/history.endpoints";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { call } from "../../lib/api-client.ts";
import { MARK_HISTORY_KEY } from "./keys.ts";

/** What a mark is: a learner's grade for an evaluation, or their attendance at a slot. */
export type MarkTarget =
  | { kind: "grade"; evaluationId: string; studentId: string }
  | { kind: "attendance"; slotId: string; studentId: string };

export function markHistoryQueryOptions(target: MarkTarget) {
  return queryOptions({
    queryKey: [...MARK_HISTORY_KEY, "mark", target],
    queryFn: ({ signal }) =>
      target.kind === "grade"
        ? call(HISTORY_ENDPOINTS.getGradeHistory, {
            params: { evaluationId: target.evaluationId, studentId: target.studentId },
            signal,
          })
        : call(HISTORY_ENDPOINTS.getAttendanceHistory, {
            params: { slotId: target.slotId, studentId: target.studentId },
            signal,
          }),
    staleTime: 0,
  });
}

/** One mark's changes, newest first (teacher of the course or administrator). */
export function useMarkHistory(target: MarkTarget) {
  return useQuery(markHistoryQueryOptions(target));
}
