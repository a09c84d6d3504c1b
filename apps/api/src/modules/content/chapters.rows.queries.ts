import type { Chapter, ChapterSummary } from "@campus/contracts/content";
import { getTableColumns } from "drizzle-orm";
import { chapters } from "../../db/schema/index.ts";

export type ChapterRow = typeof chapters.$inferSelect;
/** A chapter without its text (up to about 1 MB): what lists, checks and saves need. */
export type ChapterMeta = Omit<ChapterRow, "body">;

const { body: _body, ...metaColumns } = getTableColumns(chapters);
/** The columns of ChapterMeta, for `select(chapterMetaColumns)` and `returning(chapterMetaColumns)`. */
export const chapterMetaColumns = metaColumns;

export function toChapterSummary(row: ChapterMeta, isRead: boolean): ChapterSummary {
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
