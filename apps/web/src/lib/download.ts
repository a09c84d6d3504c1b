import { ApiError, errorFromResponse } from "./api-client.ts";
import { filenameFromDisposition } from "./content-disposition.ts";
import { getToken } from "./storage.ts";

type QueryValue = string | number | boolean | undefined;

/**
 * Downloads a file from an authenticated API URL: fetched with the session token, then saved
 * under the name of its `Content-Disposition` (else `fallbackName`). Throws an ApiError on
 * failure; callers show the toast `Error on download file`.
 */
export async function downloadFile(
  path: string,
  options: { query?: Record<string, QueryValue>; fallbackName?: string } = {},
): Promise<void> {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(options.query ?? {})) {
    if (value !== undefined && value !== "") params.set(key, String(value));
  }
  const search = params.toString();
  const headers = new Headers();
  const token = getToken();
  if (token) headers.set("Authorization", `Bearer ${token}`);

  let response: Response;
  try {
    response = await fetch(search ? `${path}?${search}` : path, { headers });
  } catch {
    throw new ApiError({ status: 0, code: "NETWORK", message: "Error on download file" });
  }
  if (!response.ok) throw await errorFromResponse(response);

  const blob = await response.blob();
  const name =
    filenameFromDisposition(response.headers.get("Content-Disposition")) ??
    options.fallbackName ??
    path.split("/").pop() ??
    "fichier";
  const url = URL.createObjectURL(blob);
  const link = document.createElement("a");
  link.href = url;
  link.download = name;
  link.style.display = "none";
  document.body.append(link);
  link.click();
  link.remove();
  // Let the browser start the download before the URL goes away.
  window.setTimeout(() => URL.revokeObjectURL(url), 1000);
}

/**
 * Hands a same-origin link to the browser's own download manager (an anchor with `download`): the
 * file streams to disk, never into the page's memory, and the page stays where it is. For links
 * that need no token (signed by the server).
 */
export function startBrowserDownload(url: string): void {
  const link = document.createElement("a");
  link.href = url;
  link.download = "";
  link.rel = "noopener";
  link.style.display = "none";
  document.body.append(link);
  link.click();
  link.remove();
}
