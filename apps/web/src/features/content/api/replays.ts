import type { SaveReplayBody } from "@campus/contracts/content";
import { CONTENT_ENDPOINTS } from "@campus/contracts/content.endpoints";
import { endpointUrl } from "@campus/contracts/endpoint";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { call } from "../../../lib/api-client.ts";
import { getToken } from "../../../lib/storage.ts";
import { CONTENT_KEY } from "./chapters.ts";

const replaysKey = (courseId: string) => [...CONTENT_KEY, "replays", courseId] as const;

export function useReplays(courseId: string) {
  return useQuery({
    queryKey: replaysKey(courseId),
    queryFn: ({ signal }) => call(CONTENT_ENDPOINTS.listReplays, { params: { id: courseId }, signal }),
    enabled: courseId !== "",
  });
}

export function useSaveReplay(courseId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id: string | null; body: SaveReplayBody }) =>
      id
        ? call(CONTENT_ENDPOINTS.updateReplay, { params: { id }, body })
        : call(CONTENT_ENDPOINTS.createReplay, { params: { id: courseId }, body }),
    onSuccess: () => client.invalidateQueries({ queryKey: replaysKey(courseId) }),
  });
}

export function useDeleteReplay(courseId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => call(CONTENT_ENDPOINTS.deleteReplay, { params: { id } }),
    onSuccess: () => client.invalidateQueries({ queryKey: replaysKey(courseId) }),
  });
}

/** Uploads a replay's video with its progress (XMLHttpRequest: fetch reports no upload progress). */
export function uploadReplayVideo(
  replayId: string,
  file: File,
  onProgress: (ratio: number) => void,
): Promise<void> {
  return new Promise((resolve, reject) => {
    const request = new XMLHttpRequest();
    const endpoint = CONTENT_ENDPOINTS.uploadReplayVideo;
    request.open(endpoint.method, endpointUrl(endpoint, { id: replayId }));
    const token = getToken();
    if (token) request.setRequestHeader("Authorization", `Bearer ${token}`);
    request.upload.onprogress = (event) => {
      if (event.lengthComputable) onProgress(event.loaded / event.total);
    };
    request.onload = () => (request.status < 300 ? resolve() : reject(new Error(String(request.status))));
    request.onerror = () => reject(new Error("network"));
    const body = new FormData();
    body.append("file", file);
    request.send(body);
  });
}

export function useInvalidateReplays(courseId: string) {
  const client = useQueryClient();
  return () => client.invalidateQueries({ queryKey: replaysKey(courseId) });
}
