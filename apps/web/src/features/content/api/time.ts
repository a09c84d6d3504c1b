import { type HeartbeatBody, myTimeSchema, studentTimePageSchema } from "@campus/contracts/content";
import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { apiClient, noContent } from "../../../lib/api-client.ts";
import { downloadFile } from "../../../lib/download.ts";
import { CONTENT_KEY } from "./chapters.ts";

const enc = encodeURIComponent;

export function sendHeartbeat(body: HeartbeatBody) {
  return apiClient.post(noContent, "/api/time/heartbeat", body);
}

/** The signed-in user's timer document. */
export function useMyTime({ isEnabled = true } = {}) {
  return useQuery({
    queryKey: [...CONTENT_KEY, "time", "me"],
    queryFn: ({ signal }) => apiClient.get(myTimeSchema, "/api/time/me", { signal }),
    enabled: isEnabled,
  });
}

export function useCourseTime(courseId: string, page: number, pageSize: number) {
  return useQuery({
    queryKey: [...CONTENT_KEY, "time", courseId, page, pageSize],
    queryFn: ({ signal }) =>
      apiClient.get(studentTimePageSchema, `/api/courses/${enc(courseId)}/time`, {
        signal,
        query: { page: String(page), pageSize: String(pageSize) },
      }),
    placeholderData: keepPreviousData,
  });
}

export function downloadCourseTime(courseId: string) {
  return downloadFile(`/api/courses/${enc(courseId)}/time/export`, {
    fallbackName: "temps-de-connexion.xlsx",
  });
}
