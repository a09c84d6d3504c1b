import { errorFromResponse } from "../../../lib/api-client.ts";
import { getToken } from "../../../lib/storage.ts";

export interface UploadHandle {
  /** Resolves with the stored file's JSON, rejects with an ApiError (or an AbortError when cancelled). */
  done: Promise<unknown>;
  cancel: () => void;
}

/**
 * Sends one file as multipart with XMLHttpRequest, whose upload reports progress (fetch has none);
 * `cancel` aborts it. The `uploadId` lets the server recognise a retry of the same upload.
 */
export function uploadWithProgress(
  url: string,
  file: File,
  query: Record<string, string>,
  onProgress: (fraction: number) => void,
): UploadHandle {
  const xhr = new XMLHttpRequest();
  const search = new URLSearchParams(query).toString();
  const done = new Promise<unknown>((resolve, reject) => {
    xhr.open("POST", search ? `${url}?${search}` : url);
    const token = getToken();
    if (token) xhr.setRequestHeader("Authorization", `Bearer ${token}`);
    xhr.setRequestHeader("Accept", "application/json");
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable) onProgress(event.loaded / event.total);
    };
    xhr.onload = () => {
      const response = new Response(xhr.responseText, {
        status: xhr.status,
        headers: { "Content-Type": "application/json" },
      });
      if (xhr.status >= 200 && xhr.status < 300) {
        onProgress(1);
        resolve(response.json());
      } else {
        void errorFromResponse(response).then(reject);
      }
    };
    xhr.onerror = () => reject(new Error("Error on upload"));
    xhr.onabort = () => reject(new DOMException("Envoi annulé", "AbortError"));
    const body = new FormData();
    body.append("file", file, file.name);
    xhr.send(body);
  });
  return { done, cancel: () => xhr.abort() };
}
