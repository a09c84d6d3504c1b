import { CHAPTER_STATUSES } from "@campus/contracts/content";
import { check, date, index, integer, pgTable, primaryKey, text, unique, uuid } from "drizzle-orm/pg-core";
import { isOneOf } from "./checks.ts";
import { timestampTz } from "./columns.ts";
import { courses } from "./school.ts";
import { slots } from "./teaching.ts";
import { companyId, companyKey, companyRowKey, createdAt, editStamps, sameCompanyRef } from "./tenancy.ts";
import { users } from "./users.ts";

/** A written chapter (cours écrit) of a course: sanitised HTML, draft or published, in order. */
export const chapters = pgTable(
  "chapters",
  {
    ...companyRowKey(),
    courseId: uuid("course_id").notNull(),
    position: integer("position").notNull(),
    title: text("title").notNull(),
    /** Sanitised HTML (platform/rich-text.ts), never stored raw. */
    body: text("body").notNull().default(""),
    /** draft | published */
    status: text("status").notNull().default("draft"),
    /** Bumped by every save; the matching row of chapter_versions holds that text. */
    version: integer("version").notNull().default(1),
    ...editStamps(),
  },
  (t) => [
    index("chapters_course_position").on(t.companyId, t.courseId, t.position),
    companyKey("chapters", t),
    sameCompanyRef("chapters_course_fk", t, t.courseId, courses).onDelete("cascade"),
    check("chapters_status_check", isOneOf(t.status, CHAPTER_STATUSES)),
  ],
);

/** One saved state of a chapter, kept for its history (the most recent CHAPTER_VERSIONS_KEPT). */
export const chapterVersions = pgTable(
  "chapter_versions",
  {
    ...companyRowKey(),
    chapterId: uuid("chapter_id").notNull(),
    version: integer("version").notNull(),
    title: text("title").notNull(),
    body: text("body").notNull(),
    savedBy: uuid("saved_by"),
    savedAt: timestampTz("saved_at").notNull().defaultNow(),
  },
  (t) => [
    unique("chapter_versions_chapter_version").on(t.chapterId, t.version),
    sameCompanyRef("chapter_versions_chapter_fk", t, t.chapterId, chapters).onDelete("cascade"),
  ],
);

/** A student marked a chapter read. */
export const chapterReads = pgTable(
  "chapter_reads",
  {
    chapterId: uuid("chapter_id").notNull(),
    userId: uuid("user_id").notNull(),
    companyId: companyId(),
    readAt: timestampTz("read_at").notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.chapterId, t.userId] }),
    index("chapter_reads_user").on(t.userId),
    sameCompanyRef("chapter_reads_user_fk", t, t.userId, users).onDelete("cascade"),
    sameCompanyRef("chapter_reads_chapter_fk", t, t.chapterId, chapters).onDelete("cascade"),
  ],
);

/** An image put in a chapter, in the blob store, served to whoever may read the course. */
export const contentImages = pgTable(
  "content_images",
  {
    ...companyRowKey(),
    courseId: uuid("course_id").notNull(),
    blobKey: text("blob_key").notNull(),
    size: integer("size").notNull(),
    contentType: text("content_type").notNull(),
    uploadedBy: uuid("uploaded_by"),
    createdAt: createdAt(),
  },
  (t) => [
    index("content_images_course").on(t.companyId, t.courseId),
    sameCompanyRef("content_images_course_fk", t, t.courseId, courses).onDelete("cascade"),
  ],
);

/** A replay of a course (optionally of one slot): a video link, or an uploaded video. */
export const replays = pgTable(
  "replays",
  {
    ...companyRowKey(),
    courseId: uuid("course_id").notNull(),
    slotId: uuid("slot_id"),
    title: text("title").notNull(),
    videoUrl: text("video_url"),
    blobKey: text("blob_key"),
    fileName: text("file_name"),
    fileSize: integer("file_size"),
    contentType: text("content_type"),
    ...editStamps(),
  },
  (t) => [
    index("replays_course_created").on(t.companyId, t.courseId, t.createdAt),
    companyKey("replays", t),
    sameCompanyRef("replays_course_fk", t, t.courseId, courses).onDelete("cascade"),
    sameCompanyRef("replays_slot_fk", t, t.slotId, slots).onDelete("set null"),
  ],
);

/**
 * Time counted by the heartbeat: one row per user, day and scope ('' = the whole site, else a
 * course id), upserted by each heartbeat; never a row per heartbeat.
 */
export const timeCounters = pgTable(
  "time_counters",
  {
    userId: uuid("user_id").notNull(),
    day: date("day").notNull(),
    /** '' for time on the site, else the course's id. */
    scope: text("scope").notNull(),
    companyId: companyId(),
    courseId: uuid("course_id"),
    seconds: integer("seconds").notNull().default(0),
    replaySeconds: integer("replay_seconds").notNull().default(0),
    liveSeconds: integer("live_seconds").notNull().default(0),
    lastBeatAt: timestampTz("last_beat_at").notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.day, t.scope] }),
    index("time_counters_company_course").on(t.companyId, t.courseId),
    sameCompanyRef("time_counters_user_fk", t, t.userId, users).onDelete("cascade"),
    sameCompanyRef("time_counters_course_fk", t, t.courseId, courses).onDelete("cascade"),
  ],
);
