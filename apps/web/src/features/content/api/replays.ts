import { replayListSchema, replaySchema, type SaveReplayBody } from "@campus/contracts/content";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { apiClient, noContent } from "../../../lib/api-client.ts";
import { getToken } from "../../../lib/storage.ts";
import { CONTENT_KEY } from "./chapters.ts";

const enc = encodeURIComponent;
const replaysKey = (courseId: string) => [...CONTENT_KEY, "replays", courseId] as const;

export function useReplays(courseId: string) {
  return useQuery({
    queryKey: replaysKey(courseId),
    queryFn: ({ signal }) =>
      apiClient.get(replayListSchema, `/api/courses/${enc(courseId)}/replays`, { signal }),
    enabled: courseId !== "",
  });
}

export function useSaveReplay(courseId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id: string | null; body: SaveReplayBody }) =>
      id
        ? apiClient.put(replaySchema, `/api/replays/${enc(id)}`, body)
        : apiClient.post(replaySchema, `/api/courses/${enc(courseId)}/replays`, body),
    onSuccess: () => client.invalidateQueries({ queryKey: replaysKey(courseId) }),
  });
}

export function useDeleteReplay(courseId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => apiClient.delete(noContent, `/api/replays/${enc(id)}`),
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
    request.open("POST", `/api/replays/${enc(replayId)}/video`);
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
