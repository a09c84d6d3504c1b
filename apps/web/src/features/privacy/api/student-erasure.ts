import { PRIVACY_ENDPOINTS } from "@campus/contracts/privacy.endpoints";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { STUDENTS_KEY } from "../../../entities/students/index.ts";
import { call } from "../../../lib/api-client.ts";

const erasureKey = (id: string) => ["privacy", "erasure", id] as const;

/** What erasing the student would delete and keep (read when the dialog opens). */
export function useErasurePreview(id: string, isEnabled: boolean) {
  return useQuery({
    queryKey: erasureKey(id),
    queryFn: ({ signal }) => call(PRIVACY_ENDPOINTS.previewStudentErasure, { params: { id }, signal }),
    enabled: isEnabled,
    staleTime: 0,
  });
}

/** Erases the student; their record, the lists and the preview are read again. */
export function useEraseStudent(id: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: () => call(PRIVACY_ENDPOINTS.eraseStudent, { params: { id }, body: { confirm: true } }),
    onSuccess: () =>
      Promise.all([
        client.invalidateQueries({ queryKey: STUDENTS_KEY }),
        client.invalidateQueries({ queryKey: erasureKey(id) }),
      ]),
  });
}
