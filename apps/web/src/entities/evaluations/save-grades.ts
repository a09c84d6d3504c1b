import type { GradeGrid, SaveGradesBody } from "@campus/contracts/evaluations";
import { EVALUATIONS_ENDPOINTS } from "@campus/contracts/evaluations.endpoints";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { call } from "../../lib/api-client.ts";
import { MARK_HISTORY_KEY } from "../mark-history/index.ts";
import { refreshEvaluations } from "./evaluation-cache.ts";
import { gradeGridQueryKey } from "./grade-grid.ts";

/** Saves grid cells in one request: a number sets the grade, null removes it; answers the whole grid. */
export function saveGrades(body: SaveGradesBody): Promise<GradeGrid> {
  return call(EVALUATIONS_ENDPOINTS.saveGrades, { body });
}

export function useSaveGrades(courseId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: saveGrades,
    onSuccess: (grid) => {
      client.setQueryData(gradeGridQueryKey(courseId), grid);
      return Promise.all([
        refreshEvaluations(client, courseId, { hasFreshGrid: true }),
        client.invalidateQueries({ queryKey: MARK_HISTORY_KEY }),
      ]);
    },
  });
}
