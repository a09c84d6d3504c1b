import { z } from "zod";
import { httpUrl, isoDateTimeSchema, pageOf, requiredTextField, text } from "./common.ts";
import type { Role } from "./roles.ts";
import { recordIdSchema } from "./school.ts";
import { SLOT_MODES, SLOT_STATUSES, type SlotStatus, STATUS_LABELS } from "./slot-labels.ts";

export {
  MODE_LABELS,
  SLOT_MODES,
  SLOT_STATUSES,
  type SlotMode,
  type SlotStatus,
  STATUS_LABELS,
} from "./slot-labels.ts";

export const slotStatusSchema = z.enum(SLOT_STATUSES);
export const slotModeSchema = z.enum(SLOT_MODES);

/**
 * Who may move a slot from one status to another: `admin` is an administrator
 * (superadmin, superadmincom, admin); `slotTeacher` the slot's teacher, or an administrator.
 * Moving to `held` also needs the slot to have started. Any other move is refused (409).
 */
export const SLOT_TRANSITIONS: readonly { from: SlotStatus; to: SlotStatus; by: "admin" | "slotTeacher" }[] =
  [
    { from: "proposed", to: "validated", by: "admin" },
    { from: "proposed", to: "cancelled", by: "admin" },
    { from: "validated", to: "cancelled", by: "admin" },
    { from: "validated", to: "held", by: "slotTeacher" },
  ];

/** French messages of the slot rules (shown as the error message). */
export const SLOT_MESSAGES = {
  teacherConflict: "Ce professeur a déjà une séance sur ce créneau.",
  learnerConflict: (count: number) =>
    count === 1
      ? "1 apprenant a déjà une séance sur ce créneau."
      : `${count} apprenants ont déjà une séance sur ce créneau.`,
  forceForbidden: "Seul un administrateur peut forcer une séance sur un créneau déjà occupé.",
  roomConflict: (room: string) => `La salle ${room} est déjà réservée sur ce créneau.`,
  endBeforeStart: "La fin de la séance doit être après son début.",
  tooLong: "Une séance dure au plus 12 heures.",
  illegalTransition: (from: SlotStatus, to: SlotStatus) =>
    `Une séance ${STATUS_LABELS[from]}e ne peut pas passer au statut ${STATUS_LABELS[to]}.`,
  notStarted: "La séance ne peut être marquée réalisée qu'une fois commencée.",
  transitionForbidden: "Vous n'êtes pas autorisé à effectuer ce changement de statut.",
  cancelledReadOnly: "Une séance annulée ne peut plus être modifiée.",
  heldTimesLocked: "Les horaires et la salle d'une séance réalisée ne peuvent plus être modifiés.",
  teacherNotOnCourse: "Ce professeur n'enseigne pas ce cours.",
  teacherOnlyOwn: "Un professeur ne peut proposer une séance que pour lui-même.",
  teacherProposesOnly: "Un professeur propose une séance : seul un administrateur peut la valider.",
  invalidFile:
    "Type de fichier non accepté : envoyez un PDF, une image PNG ou JPEG, un document Office (docx, xlsx, pptx, odt…) ou un texte UTF-8.",
  missingFile: "Joignez un fichier (envoi multipart/form-data, champ « file »).",
  emptyFile: "Le fichier est vide.",
} as const;

/** Who may book a slot over the learners' other slots, giving a reason (audited). */
export const SLOT_FORCE_ROLES: readonly Role[] = ["superadmincom", "admin"];
export const canForceSlot = (roles: readonly Role[]) => roles.some((role) => SLOT_FORCE_ROLES.includes(role));

/** The `field` of each `details` line of a learners' conflict: its message is a learner's name. */
export const LEARNER_CONFLICT_FIELD = "students";

/** Maximum size of a slot attachment. */
export const SLOT_FILE_MAX_BYTES = 20 * 1024 * 1024;

const room = text().trim().max(60);
const videoLink = httpUrl({ protocol: /^https?$/, error: "Lien de visio invalide (http ou https)" }).max(500);

/** An administrator books over the learners' other slots: why (required, kept in the audit log). */
export const slotForceSchema = z.object({ reason: requiredTextField("La raison", 500) });
export type SlotForce = z.infer<typeof slotForceSchema>;

export const slotCourseSchema = z.object({ id: text(), title: text(), thematicTitle: text() });
export const slotTeacherSchema = z.object({ id: text(), name: text() });

/** A créneau as lists, the timetable and the live banner show it. */
export const slotSchema = z.object({
  id: text(),
  course: slotCourseSchema,
  teacher: slotTeacherSchema.nullable(),
  /** ISO 8601, UTC. */
  startsAt: text(),
  endsAt: text(),
  room: text().nullable(),
  mode: slotModeSchema,
  videoLink: text().nullable(),
  status: slotStatusSchema,
  /** Contenu de la séance. */
  report: text(),
  /** Travail à faire. */
  homework: text(),
  fileCount: z.number().int(),
});
export type Slot = z.infer<typeof slotSchema>;
export const slotPageSchema = pageOf(slotSchema);

export const slotFileSchema = z.object({
  id: text(),
  name: text(),
  size: z.number().int(),
  contentType: text(),
  createdAt: text(),
});
export type SlotFile = z.infer<typeof slotFileSchema>;

/** How many of the course's enrolled students are marked, and how. */
export const attendanceCountsSchema = z.object({
  enrolled: z.number().int(),
  present: z.number().int(),
  absent: z.number().int(),
  late: z.number().int(),
  unmarked: z.number().int(),
});
export type AttendanceCounts = z.infer<typeof attendanceCountsSchema>;

/** One slot with its files and attendance counts (staff only); `canEdit` and `allowedStatuses` tell the UI what to offer. */
export const slotDetailSchema = slotSchema.extend({
  files: z.array(slotFileSchema),
  /** Null for a student: the class's attendance is the staff's business. */
  attendance: attendanceCountsSchema.nullable(),
  /** The caller may change the slot's fields, files and attendance (teacher of the course or admin). */
  canEdit: z.boolean(),
  /** The status moves the caller may make now. */
  allowedStatuses: z.array(slotStatusSchema),
  createdAt: text(),
  updatedAt: text(),
});
export type SlotDetail = z.infer<typeof slotDetailSchema>;

export const SLOT_PERIODS = ["upcoming", "past", "all"] as const;
export type SlotPeriod = (typeof SLOT_PERIODS)[number];
export const PERIOD_LABELS: Record<SlotPeriod, string> = {
  upcoming: "À venir",
  past: "Passées",
  all: "Toutes",
};

export const slotListQuerySchema = z.object({
  page: z.coerce.number().int().min(1).default(1),
  pageSize: z.coerce.number().int().min(1).max(200).default(25),
  courseId: recordIdSchema.optional(),
  teacherId: recordIdSchema.optional(),
  /** Slots ending after this instant. */
  from: isoDateTimeSchema.optional(),
  /** Slots starting before this instant. */
  to: isoDateTimeSchema.optional(),
  status: slotStatusSchema.optional(),
  /**
   * `upcoming`: proposals waiting for validation first, then the slots from today on (Europe/Paris);
   * `past`: the slots started before today; `all` (default): every slot.
   */
  period: z.enum(SLOT_PERIODS).default("all"),
  sort: z.enum(["startsAt", "-startsAt"]).default("startsAt"),
});
export type SlotListQuery = z.infer<typeof slotListQuerySchema>;

/** The caller's own timetable between two instants (default: 30 days back, 60 ahead; at most a year). */
export const slotMineQuerySchema = z.object({
  from: isoDateTimeSchema.optional(),
  to: isoDateTimeSchema.optional(),
  /** One course's slots only (a course page), among the caller's own. */
  courseId: recordIdSchema.optional(),
});
export type SlotMineQuery = z.infer<typeof slotMineQuerySchema>;
export const slotListSchema = z.object({ items: z.array(slotSchema) });
export type SlotList = z.infer<typeof slotListSchema>;

/** The running slot and the next one of the signed-in student (their enrolments) or teacher (their own). */
/** The slots running now (a student may have two at once; at most `LIVE_SLOTS_MAX`) and the next one. */
export const LIVE_SLOTS_MAX = 10;
export const liveSlotsSchema = z.object({
  live: z.array(slotSchema).max(LIVE_SLOTS_MAX),
  next: slotSchema.nullable(),
});
export type LiveSlots = z.infer<typeof liveSlotsSchema>;

export const createSlotBodySchema = z.object({
  courseId: recordIdSchema,
  /** A teacher proposes for themself (may be omitted); an administrator picks a teacher of the course, or none. */
  teacherId: recordIdSchema.nullable().optional(),
  startsAt: isoDateTimeSchema,
  endsAt: isoDateTimeSchema,
  room: room.nullable().default(null),
  mode: slotModeSchema.default("presentiel"),
  videoLink: videoLink.nullable().default(null),
  report: text().max(20_000).default(""),
  homework: text().max(20_000).default(""),
  /** Only an administrator may create a slot directly validated. */
  status: z.enum(["proposed", "validated"]).default("proposed"),
  force: slotForceSchema.optional(),
});
export type CreateSlotBody = z.infer<typeof createSlotBodySchema>;

export const updateSlotBodySchema = z.object({
  /** Administrators only. */
  teacherId: recordIdSchema.nullable().optional(),
  startsAt: isoDateTimeSchema.optional(),
  endsAt: isoDateTimeSchema.optional(),
  room: room.nullable().optional(),
  mode: slotModeSchema.optional(),
  videoLink: videoLink.nullable().optional(),
  report: text().max(20_000).optional(),
  homework: text().max(20_000).optional(),
  force: slotForceSchema.optional(),
});
export type UpdateSlotBody = z.infer<typeof updateSlotBodySchema>;

export const slotStatusBodySchema = z.object({ status: slotStatusSchema, force: slotForceSchema.optional() });
export type SlotStatusBody = z.infer<typeof slotStatusBodySchema>;

export const slotIdParamSchema = z.object({ id: recordIdSchema });
export const slotFileParamSchema = z.object({ id: recordIdSchema, fileId: recordIdSchema });
