import type {
  AssignmentListQuery,
  CreateAssignmentBody,
  DownloadLinkBody,
  FeedbackBody,
  SubmissionListQuery,
  UpdateAssignmentBody,
} from "@campus/contracts/assignments";
import { ASSIGNMENTS_ENDPOINTS } from "@campus/contracts/assignments.endpoints";
import { endpointUrl } from "@campus/contracts/endpoint";
import { keepPreviousData, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { call } from "../../../lib/api-client.ts";
import { downloadFile, startBrowserDownload } from "../../../lib/download.ts";

export const ASSIGNMENTS_KEY = ["assignments"] as const;

export function useAssignments(query: Partial<AssignmentListQuery>) {
  return useQuery({
    queryKey: [...ASSIGNMENTS_KEY, "list", query],
    queryFn: ({ signal }) => call(ASSIGNMENTS_ENDPOINTS.listBoxes, { query, signal }),
    placeholderData: keepPreviousData,
  });
}

export const assignmentKey = (id: string) => [...ASSIGNMENTS_KEY, "detail", id] as const;

export function useAssignment(id: string) {
  return useQuery({
    queryKey: assignmentKey(id),
    queryFn: ({ signal }) => call(ASSIGNMENTS_ENDPOINTS.getBox, { params: { id }, signal }),
  });
}

export function useSubmissions(id: string, query: Partial<SubmissionListQuery>, isEnabled: boolean) {
  return useQuery({
    queryKey: [...ASSIGNMENTS_KEY, "submissions", id, query],
    queryFn: ({ signal }) => call(ASSIGNMENTS_ENDPOINTS.listSubmissions, { params: { id }, query, signal }),
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
        ? call(ASSIGNMENTS_ENDPOINTS.updateBox, { params: { id }, body })
        : // Without an id, the dialog sends a new box's body, with its course.
          call(ASSIGNMENTS_ENDPOINTS.createBox, { body: body as CreateAssignmentBody }),
    onSuccess: refresh,
  });
}

export function useArchiveAssignment(id: string) {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: () => call(ASSIGNMENTS_ENDPOINTS.archiveBox, { params: { id } }),
    onSuccess: refresh,
  });
}

export function useSaveFeedback(id: string) {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: ({ studentId, body }: { studentId: string; body: FeedbackBody }) =>
      call(ASSIGNMENTS_ENDPOINTS.saveFeedback, { params: { id, studentId }, body }),
    onSuccess: refresh,
  });
}

export function useExtension(id: string) {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: ({ studentId, dueAt }: { studentId: string; dueAt: string | null }) =>
      dueAt
        ? call(ASSIGNMENTS_ENDPOINTS.setExtension, { params: { id, studentId }, body: { dueAt } })
        : call(ASSIGNMENTS_ENDPOINTS.removeExtension, { params: { id, studentId } }),
    onSuccess: refresh,
  });
}

export function useRemoveFile(id: string) {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: (fileId: string) => call(ASSIGNMENTS_ENDPOINTS.removeHandedIn, { params: { id, fileId } }),
    onSuccess: refresh,
  });
}

/**
 * Downloads one file, one student's files or the whole box (zip): the server checks the rights and
 * answers a signed link valid a few minutes, which the browser's download manager then follows
 * (streamed to disk, not held in the page).
 */
export async function downloadFromBox(id: string, target: DownloadLinkBody): Promise<void> {
  const { url } = await call(ASSIGNMENTS_ENDPOINTS.createDownloadLink, { params: { id }, body: target });
  startBrowserDownload(url);
}

/** The list of submissions as a spreadsheet (built by the server, small: fetched, then saved). */
export const exportSubmissions = (id: string) =>
  downloadFile(endpointUrl(ASSIGNMENTS_ENDPOINTS.exportSubmissions, { id }), { fallbackName: "rendus.xlsx" });

/** The inline viewer's source (fetched with the token). */
export const fileUrl = (id: string, fileId: string) =>
  endpointUrl(ASSIGNMENTS_ENDPOINTS.openBoxFile, { id, fileId });
export const feedbackFileUrl = (id: string, studentId: string) =>
  endpointUrl(ASSIGNMENTS_ENDPOINTS.addFeedbackFile, { id, studentId });
export const handInUrl = (id: string) => endpointUrl(ASSIGNMENTS_ENDPOINTS.handIn, { id });
