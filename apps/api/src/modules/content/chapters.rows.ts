import type { Chapter, ChapterSummary } from "@campus/contracts/content";
import type { chapters } from "../../db/schema/index.ts";

export type ChapterRow = typeof chapters.$inferSelect;

export function toChapterSummary(row: ChapterRow, isRead: boolean): ChapterSummary {
  return {
    id: row.id,
    courseId: row.courseId,
    title: row.title,
    status: row.status as ChapterSummary["status"],
    position: row.position,
    version: row.version,
    updatedAt: row.updatedAt.toISOString(),
    isRead,
  };
}

export function toChapter(row: ChapterRow, isRead: boolean, canEdit: boolean): Chapter {
  return { ...toChapterSummary(row, isRead), body: row.body, canEdit };
}
