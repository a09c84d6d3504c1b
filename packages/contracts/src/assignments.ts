import { z } from "zod";
import { isoDateTimeSchema, pageOf, pageQuerySchema, signedMediaQuerySchema, text } from "./common.ts";
import { recordIdSchema, sortSchema } from "./school.ts";

// Boîtes de dépôt: a teacher opens a box on a course, students hand in files, the teacher reviews,
// grades and downloads them (one file, one student's, or the whole box as a zip).

/** The kinds of files a box may accept; the server checks each file's bytes against them. */
export const ASSIGNMENT_FILE_KINDS = ["pdf", "image", "office", "text", "zip"] as const;
export const assignmentFileKindSchema = z.enum(ASSIGNMENT_FILE_KINDS);
export type AssignmentFileKind = z.infer<typeof assignmentFileKindSchema>;

export const FILE_KIND_LABELS: Record<AssignmentFileKind, string> = {
  pdf: "PDF",
  image: "Images (PNG, JPEG, WebP)",
  office: "Documents Office (docx, xlsx, pptx, odt…)",
  text: "Texte brut",
  zip: "Archive ZIP",
};

/** Limits of a box: at most 1 GB per file and 20 files per student. */
export const ASSIGNMENT_LIMITS = { maxFileMb: 1024, maxFiles: 20, titleMax: 200, instructionsMax: 50_000 };

/** Where a student stands in a box. */
export const SUBMISSION_STATES = ["submitted", "late", "missing", "graded"] as const;
export const submissionStateSchema = z.enum(SUBMISSION_STATES);
export type SubmissionState = z.infer<typeof submissionStateSchema>;

export const SUBMISSION_STATE_LABELS: Record<SubmissionState, string> = {
  submitted: "Rendu",
  late: "Rendu en retard",
  missing: "Non rendu",
  graded: "Corrigé",
};

/** The spec's messages (section 8) and the box rules' French refusals. */
export const ASSIGNMENT_MESSAGES = {
  uploadError: "Error on upload",
  downloadError: "Error on download file",
  removeError: "Error on remove file",
  invalidType: (kinds: readonly AssignmentFileKind[]) =>
    `Type de fichier non accepté : ce dépôt accepte ${kinds.map((kind) => FILE_KIND_LABELS[kind]).join(", ")}.`,
  tooLarge: (maxMb: number) => `Le fichier dépasse la taille maximale de ${maxMb} Mo de ce dépôt.`,
  /** A box's per-file limit above the server's own (UPLOAD_MAX_MB). */
  maxFileAboveServer: (serverMb: number) =>
    `La taille maximale d'un fichier ne peut pas dépasser ${serverMb} Mo, la limite de ce serveur.`,
  tooManyFiles: (max: number) =>
    `Ce dépôt accepte au plus ${max} fichier${max > 1 ? "s" : ""} par apprenant.`,
  notOpen: "Ce dépôt n'est pas encore ouvert.",
  closed: "La date limite est passée : ce dépôt n'accepte plus de rendu.",
  archived: "Ce dépôt est archivé : il ne peut plus être modifié.",
  dueBeforeOpen: "La date limite doit être après la date d'ouverture.",
  evaluationNotInCourse: "Cette évaluation n'appartient pas au cours du dépôt.",
  slotNotInCourse: "Cette séance n'appartient pas au cours du dépôt.",
  studentNotEnrolled: "Cet apprenant ne suit pas le cours de ce dépôt.",
  gradeOutOfScale: (scale: number) => `La note doit être comprise entre 0 et ${scale}.`,
} as const;

const instant = isoDateTimeSchema;

const boxFields = {
  title: text().trim().min(1, { error: "Le titre est obligatoire." }).max(ASSIGNMENT_LIMITS.titleMax),
  /** Rich text (HTML), sanitised by the server. */
  instructions: text().max(ASSIGNMENT_LIMITS.instructionsMax),
  slotId: recordIdSchema.nullable(),
  evaluationId: recordIdSchema.nullable(),
  opensAt: instant,
  dueAt: instant,
  allowLate: z.boolean(),
  acceptedKinds: z
    .array(assignmentFileKindSchema)
    .min(1, { error: "Choisissez au moins un type de fichier." }),
  maxFileMb: z.number().int().min(1).max(ASSIGNMENT_LIMITS.maxFileMb),
  maxFiles: z.number().int().min(1).max(ASSIGNMENT_LIMITS.maxFiles),
};

export const createAssignmentBodySchema = z.object({ courseId: recordIdSchema, ...boxFields });
export type CreateAssignmentBody = z.infer<typeof createAssignmentBodySchema>;
export const updateAssignmentBodySchema = z.object(boxFields).partial();
export type UpdateAssignmentBody = z.infer<typeof updateAssignmentBodySchema>;

export const assignmentListQuerySchema = pageQuerySchema.extend({
  courseId: recordIdSchema.optional(),
  archived: z.enum(["true", "false"]).optional(),
});
export type AssignmentListQuery = z.infer<typeof assignmentListQuerySchema>;

const counts = z.object({
  enrolled: z.number().int(),
  submitted: z.number().int(),
  late: z.number().int(),
  missing: z.number().int(),
  graded: z.number().int(),
});

export const assignmentSummarySchema = z.object({
  id: text(),
  courseId: text(),
  courseTitle: text(),
  title: text(),
  opensAt: text(),
  dueAt: text(),
  /** The student's own due date (an extension moves it); the box's for staff. */
  myDueAt: text(),
  allowLate: z.boolean(),
  archived: z.boolean(),
  /** Staff: the counts; null for a student. */
  counts: counts.nullable(),
  /** Student: their state; null for staff. */
  state: submissionStateSchema.nullable(),
});
export type AssignmentSummary = z.infer<typeof assignmentSummarySchema>;
export const assignmentPageSchema = pageOf(assignmentSummarySchema);

export const assignmentFileSchema = z.object({
  id: text(),
  name: text(),
  size: z.number().int(),
  contentType: text(),
  uploadedAt: text(),
  /** The integrity check found its bytes gone from the store (« fichier manquant »): ask for it again. */
  isMissing: z.boolean(),
});
export type AssignmentFile = z.infer<typeof assignmentFileSchema>;

export const feedbackSchema = z.object({
  comment: text().nullable(),
  grade: z.number().nullable(),
  file: assignmentFileSchema.nullable(),
  gradedAt: text().nullable(),
});

export const submissionSchema = z.object({
  studentId: text(),
  studentNumber: text(),
  firstname: text(),
  lastname: text(),
  /** The student was deleted while records named them: their hand-in stays, named « (archivé) ». */
  isArchived: z.boolean(),
  state: submissionStateSchema,
  submittedAt: text().nullable(),
  dueAt: text(),
  extended: z.boolean(),
  files: z.array(assignmentFileSchema),
  feedback: feedbackSchema,
});
export type Submission = z.infer<typeof submissionSchema>;

/** The slot (séance) a box is tied to, as the box page shows it. */
export const assignmentSlotSchema = z.object({
  id: text(),
  startsAt: text(),
  endsAt: text(),
  room: text().nullable(),
});

export const assignmentDetailSchema = assignmentSummarySchema.extend({
  instructions: text(),
  slotId: text().nullable(),
  slot: assignmentSlotSchema.nullable(),
  evaluationId: text().nullable(),
  evaluationScale: z.number().nullable(),
  acceptedKinds: z.array(assignmentFileKindSchema),
  maxFileMb: z.number().int(),
  maxFiles: z.number().int(),
  /** Staff may change the box (it is not archived). */
  canEdit: z.boolean(),
  /** A student may hand in a file now (late, if the box allows it). */
  canSubmit: z.boolean(),
  /** A student may replace or remove their files now (before the due date). */
  canRemoveFiles: z.boolean(),
  /** Student: their submission; null for staff. */
  mine: submissionSchema.nullable(),
});
export type AssignmentDetail = z.infer<typeof assignmentDetailSchema>;

/** The submissions list's filters: handed in (late or not, graded or not), handed in late, nothing handed in. */
export const HAND_IN_FILTERS = ["handedIn", "late", "missing"] as const;
export type HandInFilter = (typeof HAND_IN_FILTERS)[number];
export const HAND_IN_FILTER_LABELS: Record<HandInFilter, string> = {
  handedIn: "Rendu",
  late: "En retard",
  missing: "Non rendu",
};
export const SUBMISSION_SORT_FIELDS = ["submittedAt", "lastname"] as const;
/** Newest hand-in on top, those who handed nothing in last. */
export const DEFAULT_SUBMISSION_SORT = "-submittedAt";

export const submissionListQuerySchema = pageQuerySchema.extend({
  state: submissionStateSchema.optional(),
  handIn: z.enum(HAND_IN_FILTERS, { error: "Filtre attendu : handedIn, late ou missing" }).optional(),
  sort: sortSchema(SUBMISSION_SORT_FIELDS).optional(),
});
export type SubmissionListQuery = z.infer<typeof submissionListQuerySchema>;
export const submissionPageSchema = pageOf(submissionSchema).extend({
  /** Each filter's count, over the search but whatever the filter chosen. */
  counts: z.object({
    all: z.number().int(),
    handedIn: z.number().int(),
    late: z.number().int(),
    missing: z.number().int(),
  }),
});
export type SubmissionPage = z.infer<typeof submissionPageSchema>;

export const assignmentIdParamSchema = z.object({ id: recordIdSchema });
export const assignmentFileParamSchema = z.object({ id: recordIdSchema, fileId: recordIdSchema });
export const assignmentStudentParamSchema = z.object({ id: recordIdSchema, studentId: recordIdSchema });

/** A client's id of one upload: a retried upload with the same id is not stored twice. */
export const uploadQuerySchema = z.object({
  uploadId: text()
    .regex(/^[A-Za-z0-9-]{8,64}$/, { error: "Identifiant d'envoi invalide" })
    .optional(),
  /** The file this upload replaces (removed once the new one is stored). */
  replaces: recordIdSchema.optional(),
});

export const extensionBodySchema = z.object({ dueAt: instant });
export const feedbackBodySchema = z.object({
  comment: text().trim().max(5000).nullable(),
  grade: z.number().finite().min(0).max(1000).nullable(),
});
export type FeedbackBody = z.infer<typeof feedbackBodySchema>;

/**
 * What a download link is for: the whole box (staff), one student's files (staff), one file (staff,
 * or the student it belongs to).
 */
export const downloadLinkBodySchema = z.discriminatedUnion("scope", [
  z.object({ scope: z.literal("box") }),
  z.object({ scope: z.literal("student"), studentId: recordIdSchema }),
  z.object({ scope: z.literal("file"), fileId: recordIdSchema }),
]);
export type DownloadLinkBody = z.infer<typeof downloadLinkBodySchema>;
/** A short-lived signed link the browser's own download manager follows (no token, no blob in memory). */
export const downloadLinkSchema = z.object({ url: text() });

/** The signed link's query: what, for which session, until when, and the signature. */
export const signedDownloadQuerySchema = signedMediaQuerySchema.extend({
  scope: z.enum(["box", "student", "file"]),
  target: recordIdSchema.optional(),
  /** The person the link is signed for. */
  u: recordIdSchema,
});
