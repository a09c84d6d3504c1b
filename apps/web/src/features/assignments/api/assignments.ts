import {
  type AssignmentListQuery,
  assignmentDetailSchema,
  assignmentPageSchema,
  type CreateAssignmentBody,
  type DownloadLinkBody,
  downloadLinkSchema,
  type FeedbackBody,
  type SubmissionListQuery,
  submissionPageSchema,
  submissionSchema,
  type UpdateAssignmentBody,
} from "@campus/contracts/assignments";
import { keepPreviousData, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { apiClient, noContent } from "../../../lib/api-client.ts";
import { downloadFile, startBrowserDownload } from "../../../lib/download.ts";

export const ASSIGNMENTS_KEY = ["assignments"] as const;
const path = (id: string, rest = "") => `/api/assignments/${encodeURIComponent(id)}${rest}`;

export function useAssignments(query: Partial<AssignmentListQuery>) {
  return useQuery({
    queryKey: [...ASSIGNMENTS_KEY, "list", query],
    queryFn: ({ signal }) => apiClient.get(assignmentPageSchema, "/api/assignments", { query, signal }),
    placeholderData: keepPreviousData,
  });
}

export const assignmentKey = (id: string) => [...ASSIGNMENTS_KEY, "detail", id] as const;

export function useAssignment(id: string) {
  return useQuery({
    queryKey: assignmentKey(id),
    queryFn: ({ signal }) => apiClient.get(assignmentDetailSchema, path(id), { signal }),
  });
}

export function useSubmissions(id: string, query: Partial<SubmissionListQuery>, isEnabled: boolean) {
  return useQuery({
    queryKey: [...ASSIGNMENTS_KEY, "submissions", id, query],
    queryFn: ({ signal }) => apiClient.get(submissionPageSchema, path(id, "/submissions"), { query, signal }),
    placeholderData: keepPreviousData,
    enabled: isEnabled,
  });
}

/** Every assignment query refetches after a change. */
function useRefresh() {
  const client = useQueryClient();
  return () => client.invalidateQueries({ queryKey: ASSIGNMENTS_KEY });
}

export function useSaveAssignment(id?: string) {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: (body: CreateAssignmentBody | UpdateAssignmentBody) =>
      id
        ? apiClient.patch(assignmentDetailSchema, path(id), body)
        : apiClient.post(assignmentDetailSchema, "/api/assignments", body),
    onSuccess: refresh,
  });
}

export function useArchiveAssignment(id: string) {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: () => apiClient.post(assignmentDetailSchema, path(id, "/archive")),
    onSuccess: refresh,
  });
}

export function useSaveFeedback(id: string) {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: ({ studentId, body }: { studentId: string; body: FeedbackBody }) =>
      apiClient.put(submissionSchema, path(id, `/students/${encodeURIComponent(studentId)}/feedback`), body),
    onSuccess: refresh,
  });
}

export function useExtension(id: string) {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: ({ studentId, dueAt }: { studentId: string; dueAt: string | null }) =>
      dueAt
        ? apiClient.put(submissionSchema, path(id, `/extensions/${encodeURIComponent(studentId)}`), { dueAt })
        : apiClient.delete(submissionSchema, path(id, `/extensions/${encodeURIComponent(studentId)}`)),
    onSuccess: refresh,
  });
}

export function useRemoveFile(id: string) {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: (fileId: string) =>
      apiClient.delete(noContent, path(id, `/files/${encodeURIComponent(fileId)}`)),
    onSuccess: refresh,
  });
}

/**
 * Downloads one file, one student's files or the whole box (zip): the server checks the rights and
 * answers a signed link valid a few minutes, which the browser's download manager then follows
 * (streamed to disk, not held in the page).
 */
export async function downloadFromBox(id: string, target: DownloadLinkBody): Promise<void> {
  const { url } = await apiClient.post(downloadLinkSchema, path(id, "/download-link"), target);
  startBrowserDownload(url);
}

/** The list of submissions as a spreadsheet (built by the server, small: fetched, then saved). */
export const exportSubmissions = (id: string) =>
  downloadFile(path(id, "/export"), { fallbackName: "rendus.xlsx" });

/** The inline viewer's source (fetched with the token). */
export const fileUrl = (id: string, fileId: string) => path(id, `/files/${encodeURIComponent(fileId)}`);
export const feedbackFileUrl = (id: string, studentId: string) =>
  path(id, `/students/${encodeURIComponent(studentId)}/feedback-file`);
export const handInUrl = (id: string) => path(id, "/files");
