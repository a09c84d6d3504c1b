import { z } from "zod";
import { httpUrl, isoDateTimeSchema, pageOf, pageQuerySchema, text } from "./common.ts";
import { recordIdSchema } from "./school.ts";

// Course content: written chapters (cours écrits), replays, and the time counters.

export const CHAPTER_STATUSES = ["draft", "published"] as const;
export const chapterStatusSchema = z.enum(CHAPTER_STATUSES);
export type ChapterStatus = z.infer<typeof chapterStatusSchema>;
export const CHAPTER_STATUS_LABELS: Record<ChapterStatus, string> = {
  draft: "Brouillon",
  published: "Publié",
};

/** The largest chapter body accepted, in characters of HTML (a 200-page chapter is about 1 MB). */
export const CHAPTER_MAX_CHARS = 1_500_000;
/** Chapters per course. */
export const CHAPTERS_PER_COURSE_MAX = 200;
/** Versions kept per chapter: older ones are dropped as new saves come. */
export const CHAPTER_VERSIONS_KEPT = 50;
/** An image in a chapter. */
export const CONTENT_IMAGE_MAX_BYTES = 5 * 1024 * 1024;
export const CONTENT_IMAGE_TYPES = ["image/png", "image/jpeg", "image/webp", "image/gif"] as const;
/** An uploaded replay video. */
export const REPLAY_VIDEO_MAX_BYTES = 1 * 1024 * 1024 * 1024;
export const REPLAY_VIDEO_TYPES = ["video/mp4", "video/webm", "video/quicktime", "video/ogg"] as const;

/** The heartbeat's period: the server never counts more than this per heartbeat. */
export const HEARTBEAT_SECONDS = 30;
/** Without input for this long, the person is idle and the heartbeat stops. */
export const IDLE_AFTER_MS = 60_000;

export const CONTENT_MESSAGES = {
  featureOff: "Les cours écrits ne sont pas activés pour votre établissement.",
  replaySaved: "Sauvegarde du replay réussie",
  replaySaveFailed: "Sauvegarde du replay échouée",
  replayDeleted: "Suppression du replay réussie",
  replayDeleteFailed: "Suppression du replay échouée",
  saved: "Sauvegarde réussie",
  saveFailed: "Sauvegarde échouée",
  saving: "Enregistrement…",
  invalidImage: "Image non acceptée : envoyez un PNG, un JPEG, un WebP ou un GIF.",
  invalidVideo: "Vidéo non acceptée : envoyez un MP4, un WebM, un MOV ou un OGG.",
  replayNeedsVideo: "Indiquez un lien vidéo ou envoyez une vidéo.",
  orderMismatch: "L'ordre envoyé ne correspond pas aux chapitres du cours.",
  tooManyChapters: `Un cours compte au plus ${CHAPTERS_PER_COURSE_MAX} chapitres.`,
  slotNotOfCourse: "Cette séance n'appartient pas à ce cours.",
} as const;

const title = text().trim().min(1, { error: "Le titre est obligatoire." }).max(200);
const body = text().max(CHAPTER_MAX_CHARS, { error: "Le chapitre est trop long." });

export const contentIdParamSchema = z.object({ id: recordIdSchema });
export const versionParamSchema = z.object({ id: recordIdSchema, versionId: recordIdSchema });

export const chapterSummarySchema = z.object({
  id: text(),
  courseId: text(),
  title: text(),
  status: chapterStatusSchema,
  position: z.number().int(),
  version: z.number().int(),
  updatedAt: text(),
  /** The caller (a student) marked it read. */
  isRead: z.boolean(),
});
export type ChapterSummary = z.infer<typeof chapterSummarySchema>;

export const chapterSchema = chapterSummarySchema.extend({ body: text(), canEdit: z.boolean() });
export type Chapter = z.infer<typeof chapterSchema>;

export const chapterListSchema = z.object({ items: z.array(chapterSummarySchema), canEdit: z.boolean() });
export type ChapterList = z.infer<typeof chapterListSchema>;

export const createChapterBodySchema = z.object({
  title,
  body: body.default(""),
  status: chapterStatusSchema.default("draft"),
});
export type CreateChapterBody = z.input<typeof createChapterBodySchema>;

export const updateChapterBodySchema = z.object({
  title: title.optional(),
  body: body.optional(),
  status: chapterStatusSchema.optional(),
});
export type UpdateChapterBody = z.infer<typeof updateChapterBodySchema>;

export const chapterOrderBodySchema = z.object({
  ids: z.array(recordIdSchema).min(1).max(CHAPTERS_PER_COURSE_MAX),
});

export const chapterVersionSchema = z.object({
  id: text(),
  version: z.number().int(),
  title: text(),
  savedAt: text(),
  savedBy: text().nullable(),
});
export type ChapterVersion = z.infer<typeof chapterVersionSchema>;
export const chapterVersionListSchema = z.object({ items: z.array(chapterVersionSchema) });
export const chapterVersionDetailSchema = chapterVersionSchema.extend({ body: text() });

export const chapterReadBodySchema = z.object({ read: z.boolean() });

/** Course support: the caller's courses with their published chapters and the reading progress. */
export const supportCourseSchema = z.object({
  course: z.object({ id: text(), title: text(), thematicTitle: text() }),
  chapters: z.array(chapterSummarySchema),
  readCount: z.number().int(),
});
export const supportSchema = z.object({ items: z.array(supportCourseSchema) });
export type SupportCourse = z.infer<typeof supportCourseSchema>;

export const contentImageSchema = z.object({ id: text(), url: text() });

// Replays.

export const VIDEO_PROVIDERS = ["youtube", "vimeo", "peertube", "link", "upload"] as const;
export type VideoProvider = (typeof VIDEO_PROVIDERS)[number];

const videoUrl = httpUrl({ protocol: /^https$/, error: "Lien vidéo invalide (https uniquement)." }).max(500);

export const replaySchema = z.object({
  id: text(),
  courseId: text(),
  slotId: text().nullable(),
  title: text(),
  videoUrl: text().nullable(),
  /** Where the player may frame it (youtube-nocookie, Vimeo, an allowed PeerTube), or null: link out. */
  embedUrl: text().nullable(),
  provider: z.enum(VIDEO_PROVIDERS),
  file: z.object({ name: text(), size: z.number().int(), contentType: text(), url: text() }).nullable(),
  createdAt: text(),
  updatedAt: text(),
});
export type Replay = z.infer<typeof replaySchema>;
export const replayListSchema = z.object({ items: z.array(replaySchema), canEdit: z.boolean() });
export type ReplayList = z.infer<typeof replayListSchema>;

export const saveReplayBodySchema = z.object({
  title,
  videoUrl: videoUrl.nullable().default(null),
  slotId: recordIdSchema.nullable().default(null),
});
export type SaveReplayBody = z.input<typeof saveReplayBodySchema>;

// Time counters.

export const HEARTBEAT_ACTIVITIES = ["page", "replay", "live"] as const;
export const heartbeatBodySchema = z.object({
  courseId: recordIdSchema.nullable().default(null),
  activity: z.enum(HEARTBEAT_ACTIVITIES).default("page"),
});
export type HeartbeatBody = z.input<typeof heartbeatBodySchema>;

export const courseTimeSchema = z.object({
  course: z.object({ id: text(), title: text() }),
  seconds: z.number().int(),
  replaySeconds: z.number().int(),
  liveSeconds: z.number().int(),
  /** The course's planned hours, in seconds: the advised time (timeAdvised). */
  advisedSeconds: z.number().int(),
});
export type CourseTime = z.infer<typeof courseTimeSchema>;

/** The timer document of the signed-in user. */
export const myTimeSchema = z.object({
  siteSeconds: z.number().int(),
  courses: z.array(courseTimeSchema),
});
export type MyTime = z.infer<typeof myTimeSchema>;

export const studentTimeSchema = z.object({
  studentId: text(),
  name: text(),
  email: text(),
  seconds: z.number().int(),
  replaySeconds: z.number().int(),
  liveSeconds: z.number().int(),
  lastSeenAt: text().nullable(),
});
export type StudentTime = z.infer<typeof studentTimeSchema>;
export const courseTimeQuerySchema = pageQuerySchema.pick({ page: true, pageSize: true }).extend({
  from: isoDateTimeSchema.optional(),
  to: isoDateTimeSchema.optional(),
});
export const studentTimePageSchema = pageOf(studentTimeSchema).extend({ advisedSeconds: z.number().int() });
export type StudentTimePage = z.infer<typeof studentTimePageSchema>;
