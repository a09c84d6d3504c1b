import type { HeartbeatBody } from "@campus/contracts/content";
import { CONTENT_ENDPOINTS } from "@campus/contracts/content.endpoints";
import { endpointUrl } from "@campus/contracts/endpoint";
import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { call } from "../../../lib/api-client.ts";
import { downloadFile } from "../../../lib/download.ts";
import { CONTENT_KEY } from "./chapters.ts";

export function sendHeartbeat(body: HeartbeatBody) {
  return call(CONTENT_ENDPOINTS.recordHeartbeat, { body });
}

/** The signed-in user's timer document. */
export function useMyTime({ isEnabled = true } = {}) {
  return useQuery({
    queryKey: [...CONTENT_KEY, "time", "me"],
    queryFn: ({ signal }) => call(CONTENT_ENDPOINTS.getMyTime, { signal }),
    enabled: isEnabled,
  });
}

export function useCourseTime(courseId: string, page: number, pageSize: number) {
  return useQuery({
    queryKey: [...CONTENT_KEY, "time", courseId, page, pageSize],
    queryFn: ({ signal }) =>
      call(CONTENT_ENDPOINTS.listCourseTime, { params: { id: courseId }, query: { page, pageSize }, signal }),
    placeholderData: keepPreviousData,
  });
}

export function downloadCourseTime(courseId: string) {
  return downloadFile(endpointUrl(CONTENT_ENDPOINTS.exportCourseTime, { id: courseId }), {
    fallbackName: "temps-de-connexion.xlsx",
  });
}
