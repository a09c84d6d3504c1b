import { PRIVACY_ENDPOINTS } from "@campus/contracts/privacy.endpoints";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { STUDENTS_KEY } from "../../../entities/students/index.ts";
import { call } from "../../../lib/api-client.ts";

/** Whose personal data the dialog erases: a student (by their record) or a staff account (by its user id). */
export type ErasureTarget = { kind: "student"; id: string } | { kind: "account"; id: string };

const erasureKey = (target: ErasureTarget) => ["privacy", "erasure", target.kind, target.id] as const;

/** What erasing the person would delete and keep (read when the dialog opens). */
export function useErasurePreview(target: ErasureTarget) {
  return useQuery({
    queryKey: erasureKey(target),
    queryFn: ({ signal }) =>
      target.kind === "student"
        ? call(PRIVACY_ENDPOINTS.previewStudentErasure, { params: { id: target.id }, signal })
        : call(PRIVACY_ENDPOINTS.previewAccountErasure, { params: { userId: target.id }, signal }),
    staleTime: 0,
  });
}

/**
 * Erases the person. A student: their record and the lists are read again. A staff account: its name
 * shows on many screens (teachers, administrators, slots, messages), so every query shown is read again.
 */
export function useErase(target: ErasureTarget) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: () =>
      target.kind === "student"
        ? call(PRIVACY_ENDPOINTS.eraseStudent, { params: { id: target.id }, body: { confirm: true } })
        : call(PRIVACY_ENDPOINTS.eraseAccount, { params: { userId: target.id }, body: { confirm: true } }),
    onSuccess: () =>
      target.kind === "student"
        ? Promise.all([
            client.invalidateQueries({ queryKey: STUDENTS_KEY }),
            client.invalidateQueries({ queryKey: erasureKey(target) }),
          ])
        : client.invalidateQueries(),
  });
}
