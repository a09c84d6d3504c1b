import type { GradeGrid, SaveGradesBody } from "@campus/contracts/evaluations";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiRequest } from "../../../lib/api-client.ts";
import { gradeGridQueryKey } from "./grade-grid.ts";
import { EVALUATIONS_KEY } from "./slot-evaluations.ts";

export function saveGrades(body: SaveGradesBody) {
  return apiRequest<GradeGrid>("/api/evaluations/grades", { method: "PUT", body });
}

/** Saves grades of a course (a number sets one, null removes it); the grids and statistics refetch. */
export function useSaveGrades(courseId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: saveGrades,
    onSuccess: (grid) => {
      client.setQueryData(gradeGridQueryKey(courseId), grid);
      return Promise.all([
        client.invalidateQueries({ queryKey: EVALUATIONS_KEY }),
        client.invalidateQueries({ queryKey: ["grades"] }),
      ]);
    },
  });
}
