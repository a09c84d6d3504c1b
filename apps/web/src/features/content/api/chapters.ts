import type { Chapter, ChapterList, CreateChapterBody, UpdateChapterBody } from "@campus/contracts/content";
import { CONTENT_ENDPOINTS } from "@campus/contracts/content.endpoints";
import { type QueryClient, queryOptions, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { call } from "../../../lib/api-client.ts";

export const CONTENT_KEY = ["content"] as const;

export const chaptersQueryKey = (courseId: string) => [...CONTENT_KEY, "chapters", courseId] as const;
export const chapterQueryKey = (id: string) => [...CONTENT_KEY, "chapter", id] as const;
const SUPPORT_KEY = [...CONTENT_KEY, "support"] as const;

export const chaptersQueryOptions = (courseId: string) =>
  queryOptions({
    queryKey: chaptersQueryKey(courseId),
    queryFn: ({ signal }) => call(CONTENT_ENDPOINTS.listChapters, { params: { id: courseId }, signal }),
  });

/** A course's chapters in order (students: the published ones). */
export function useChapters(courseId: string, { isEnabled = true } = {}) {
  return useQuery({ ...chaptersQueryOptions(courseId), enabled: isEnabled && courseId !== "" });
}

const chapterQueryOptions = (id: string) =>
  queryOptions({
    queryKey: chapterQueryKey(id),
    queryFn: ({ signal }) => call(CONTENT_ENDPOINTS.getChapter, { params: { id }, signal }),
  });

/** One chapter with its text. */
export function useChapter(id: string | null) {
  return useQuery({ ...chapterQueryOptions(id ?? ""), enabled: id !== null && id !== "" });
}

const supportQueryOptions = queryOptions({
  queryKey: SUPPORT_KEY,
  queryFn: ({ signal }) => call(CONTENT_ENDPOINTS.getCourseSupport, { signal }),
});

/** Support de cours écrits: the caller's courses with their published chapters and progress. */
export function useCourseSupport() {
  return useQuery(supportQueryOptions);
}

/**
 * Starts Support de cours écrits' requests (the list, and the chapter in the address) as soon as
 * its route is entered, alongside the session check and the page's files, rather than after them.
 */
export function prefetchCourseSupport(client: QueryClient, search: URLSearchParams): void {
  void client.prefetchQuery(supportQueryOptions);
  const chapter = search.get("chapter");
  if (chapter) void client.prefetchQuery(chapterQueryOptions(chapter));
}

export function useCreateChapter(courseId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: CreateChapterBody) =>
      call(CONTENT_ENDPOINTS.createChapter, { params: { id: courseId }, body }),
    onSuccess: () => client.invalidateQueries({ queryKey: chaptersQueryKey(courseId) }),
  });
}

/**
 * Saves a chapter (autosave, publish). The server answers without the text (the editor has it): the
 * cached chapter takes the new title, status and version, and is read again when next shown.
 */
export function useUpdateChapter(id: string, courseId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: UpdateChapterBody) => call(CONTENT_ENDPOINTS.updateChapter, { params: { id }, body }),
    onSuccess: (summary) => {
      client.setQueryData<Chapter>(chapterQueryKey(id), (chapter) => chapter && { ...chapter, ...summary });
      void client.invalidateQueries({ queryKey: chapterQueryKey(id), refetchType: "none" });
      void client.invalidateQueries({ queryKey: chaptersQueryKey(courseId) });
      void client.invalidateQueries({ queryKey: [...CONTENT_KEY, "versions", id] });
    },
  });
}

export function useDeleteChapter(courseId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => call(CONTENT_ENDPOINTS.deleteChapter, { params: { id } }),
    onSuccess: () => client.invalidateQueries({ queryKey: chaptersQueryKey(courseId) }),
  });
}

/** Puts the chapters in a new order, shown at once and rolled back if the server refuses. */
export function useReorderChapters(courseId: string) {
  const client = useQueryClient();
  const key = chaptersQueryKey(courseId);
  return useMutation({
    mutationFn: (ids: string[]) =>
      call(CONTENT_ENDPOINTS.reorderChapters, { params: { id: courseId }, body: { ids } }),
    onMutate: async (ids) => {
      await client.cancelQueries({ queryKey: key });
      const previous = client.getQueryData<ChapterList>(key);
      if (previous) {
        const byId = new Map(previous.items.map((item) => [item.id, item]));
        const items = ids.flatMap((id) => byId.get(id) ?? []);
        client.setQueryData<ChapterList>(key, { ...previous, items });
      }
      return { previous };
    },
    onError: (_error, _ids, context) => {
      if (context?.previous) client.setQueryData(key, context.previous);
    },
    onSuccess: (list) => client.setQueryData(key, list),
  });
}

export function useMarkChapterRead(id: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (read: boolean) =>
      call(CONTENT_ENDPOINTS.markChapterRead, { params: { id }, body: { read } }),
    onSuccess: () => client.invalidateQueries({ queryKey: CONTENT_KEY }),
  });
}

export function useChapterVersions(id: string, { isEnabled = true } = {}) {
  return useQuery({
    queryKey: [...CONTENT_KEY, "versions", id],
    queryFn: ({ signal }) => call(CONTENT_ENDPOINTS.listChapterVersions, { params: { id }, signal }),
    enabled: isEnabled,
  });
}

export function useRestoreChapterVersion(id: string, courseId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (versionId: string) =>
      call(CONTENT_ENDPOINTS.restoreChapterVersion, { params: { id, versionId } }),
    onSuccess: (chapter) => {
      client.setQueryData(chapterQueryKey(id), chapter);
      void client.invalidateQueries({ queryKey: chaptersQueryKey(courseId) });
      void client.invalidateQueries({ queryKey: [...CONTENT_KEY, "versions", id] });
    },
  });
}

/** Uploads an image for a course's chapters; resolves with its (signed) URL. */
export async function uploadChapterImage(courseId: string, file: File): Promise<string> {
  const body = new FormData();
  body.append("file", file);
  const image = await call(CONTENT_ENDPOINTS.addContentImage, { params: { id: courseId }, body });
  return image.url;
}
