import { z } from "zod";
import { ABSENCE_ALERT_KINDS } from "./absence-alert-rules.ts";
import { CALENDAR_MAX_DAYS } from "./calendar-limits.ts";
import { isoDateSchema, isoDateTimeSchema, text } from "./common.ts";
import { SLOT_CHANGES } from "./events.ts";
import { recordIdSchema } from "./school.ts";
import { slotSchema, slotStatusSchema } from "./slots.ts";

export { CALENDAR_MAX_DAYS };
/** A planning export covers at most this many days. */
export const EXPORT_MAX_DAYS = 186;
/** The feed holds the slots from this many days back to FEED_DAYS_AHEAD ahead. */
export const FEED_DAYS_BACK = 30;
export const FEED_DAYS_AHEAD = 180;

const room = text().trim().min(1).max(60);

/** The filters of the calendar (administrators: any; a teacher or a student: within their own slots). */
const calendarFilters = {
  teacherId: recordIdSchema.optional(),
  courseId: recordIdSchema.optional(),
  cohortId: recordIdSchema.optional(),
  room: room.optional(),
  status: slotStatusSchema.optional(),
};

export const calendarQuerySchema = z.object({
  from: isoDateTimeSchema,
  to: isoDateTimeSchema,
  ...calendarFilters,
});
export type CalendarQuery = z.infer<typeof calendarQuerySchema>;

/** A slot as the calendar shows it: what its modal needs, without the report or the file count. */
export const calendarEventSchema = slotSchema.omit({ report: true, fileCount: true });
export type CalendarEvent = z.infer<typeof calendarEventSchema>;
/**
 * The calendar's answer. An administrator's view of the whole company over more than
 * CALENDAR_UNFILTERED_MAX slots holds none of them but their count per Paris day (`overflow`): the
 * calendar then asks for a teacher, a course, a class or a room.
 */
export const calendarEventsSchema = z.object({
  items: z.array(calendarEventSchema),
  overflow: z
    .object({
      total: z.number().int(),
      days: z.array(z.object({ day: isoDateSchema, count: z.number().int() })),
    })
    .optional(),
});
export type CalendarEvents = z.infer<typeof calendarEventsSchema>;

export const EXPORT_FORMATS = ["pdf", "xlsx"] as const;
export const exportParamSchema = z.object({ format: z.enum(EXPORT_FORMATS) });
export type ExportFormat = z.infer<typeof exportParamSchema>["format"];

export const planningExportQuerySchema = z.object({
  from: isoDateTimeSchema,
  to: isoDateTimeSchema,
  title: text().trim().max(120).optional(),
  ...calendarFilters,
});
export type PlanningExportQuery = z.infer<typeof planningExportQuerySchema>;

/** The caller's calendar feed: whether one exists (its address is shown once, when created). */
export const calendarFeedSchema = z.object({
  isActive: z.boolean(),
  createdAt: text().nullable(),
  /** Only in the answer of the creation: `/api/calendar/<token>.ics`, absolute. */
  url: text().optional(),
});
export type CalendarFeed = z.infer<typeof calendarFeedSchema>;

export const feedParamSchema = z.object({ file: text().max(100) });

/** French messages of the calendar. */
export const CALENDAR_MESSAGES = {
  rangeTooLong: `Choisissez une période d'au plus ${CALENDAR_MAX_DAYS} jours.`,
  exportRangeTooLong: `Choisissez une période d'au plus ${EXPORT_MAX_DAYS} jours.`,
  rangeInverted: "La fin de la période doit être après son début.",
  teachersOnlyExport: "Seuls les professeurs et les administrateurs exportent le planning.",
} as const;

/** A persisted alert of a change of the user's timetable (the header's notification list). */
export const slotNotificationSchema = z.object({
  kind: z.literal("slot"),
  id: text(),
  slotId: text(),
  change: z.enum(SLOT_CHANGES),
  courseId: text(),
  courseTitle: text(),
  startsAt: text(),
  createdAt: text(),
  isRead: z.boolean(),
});

/** A student crossing an absence threshold, told to them (`studentName` null) or to an administrator. */
export const absenceNotificationSchema = z.object({
  kind: z.literal("absence"),
  id: text(),
  studentId: text(),
  alert: z.enum(ABSENCE_ALERT_KINDS),
  value: z.number().int(),
  studentName: text().nullable(),
  createdAt: text(),
  isRead: z.boolean(),
});

export const notificationSchema = z.discriminatedUnion("kind", [
  slotNotificationSchema,
  absenceNotificationSchema,
]);
export type Notification = z.infer<typeof notificationSchema>;

export const notificationListSchema = z.object({
  items: z.array(notificationSchema),
  unread: z.number().int(),
});
export type NotificationList = z.infer<typeof notificationListSchema>;

export const CHANGE_LABELS = {
  created: "Nouvelle séance",
  moved: "Séance déplacée",
  updated: "Séance modifiée",
  cancelled: "Séance annulée",
  status: "Statut de séance modifié",
  validated: "Séance validée",
} as const;
