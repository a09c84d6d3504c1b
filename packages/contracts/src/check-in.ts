import { z } from "zod";
import { text } from "./common.ts";
import { recordIdSchema } from "./school.ts";

/** The code's letters: no 0/O, 1/I, so that a code read on a projector is typed right. */
export const CHECK_IN_CODE_ALPHABET = "ABCDEFGHJKLMNPQRSTUVWXYZ23456789";
export const CHECK_IN_CODE_LENGTH = 6;
/** A code is shown this long; the previous one is still accepted, so a photo is useless after twice that. */
export const CHECK_IN_WINDOW_SECONDS = 15;
/** Check-in opens this many minutes before the start unless the company says otherwise. */
export const CHECK_IN_OPENS_DEFAULT_MINUTES = 15;
/** Bounds of a signature image, checked on the server from the PNG's bytes. */
export const SIGNATURE_LIMITS = { maxBytes: 100_000, maxWidth: 1600, maxHeight: 800 } as const;

/**
 * Where a signature was drawn: the student's phone after the projector's code, the teacher's screen for a
 * student, the teacher's own, or the student from a distance (a distance or hybrid slot, while it runs).
 */
export const SIGNATURE_VIAS = ["phone", "teacher-screen", "teacher", "remote"] as const;
export type SignatureVia = (typeof SIGNATURE_VIAS)[number];

export const CHECK_IN_MESSAGES = {
  codeFormat: `Le code compte ${CHECK_IN_CODE_LENGTH} caractères (lettres et chiffres).`,
  wrongCode: "Ce code ne correspond à aucune séance ouverte. Vérifiez le code affiché.",
  expiredCode: "Ce code a expiré : saisissez le code affiché maintenant.",
  otherSlot: "Ce code est celui d'une autre séance.",
  noOpenSlot: "Aucune de vos séances n'est ouverte à l'émargement en ce moment.",
  notOpenYet: "L'émargement de cette séance n'est pas encore ouvert.",
  closed: "L'émargement de cette séance est clos.",
  slotNotHeld: "L'émargement se fait sur une séance validée ou réalisée.",
  alreadySigned: "Vous avez déjà émargé pour cette séance.",
  studentAlreadySigned: "Cet apprenant a déjà émargé pour cette séance.",
  teacherAlreadySigned: "La feuille de cette séance est déjà signée par le professeur.",
  teacherSignsAfterStart: "La feuille se signe une fois la séance commencée.",
  ticketExpired: "Le délai pour signer est dépassé : saisissez à nouveau le code affiché.",
  ticketInvalid: "Cette demande d'émargement n'est pas valide : saisissez à nouveau le code affiché.",
  tooManyAttempts: "Trop d'essais : attendez une minute avant de saisir un nouveau code.",
  tooManyRemoteAttempts: "Trop d'essais : attendez une minute avant de réessayer.",
  notEnrolled: "Cet apprenant n'est pas inscrit à ce cours.",
  signatureInvalid: "La signature n'est pas une image PNG valide.",
  signatureTooLarge: "La signature est trop grande.",
  signatureEmpty: "Signez dans le cadre avant de valider.",
  onSiteSlot: "Cette séance a lieu en présentiel : émargez avec le code affiché par votre professeur.",
  remoteNotStarted: "Cette séance n'a pas encore commencé : vous pourrez émarger dès son début.",
} as const;

/** A signature drawn on the pad: a PNG as a data URL (its bytes are checked by the server). */
export const signatureImageSchema = text()
  .max(Math.ceil((SIGNATURE_LIMITS.maxBytes * 4) / 3) + 40, CHECK_IN_MESSAGES.signatureTooLarge)
  .startsWith("data:image/png;base64,", CHECK_IN_MESSAGES.signatureInvalid);

export const checkInCodeSchema = text()
  .trim()
  .toUpperCase()
  .length(CHECK_IN_CODE_LENGTH, CHECK_IN_MESSAGES.codeFormat)
  .regex(new RegExp(`^[${CHECK_IN_CODE_ALPHABET}]+$`), CHECK_IN_MESSAGES.codeFormat);

/** Whether check-in is open: `upcoming` before its opening, `closed` after the slot's end. */
export const CHECK_IN_STATES = ["upcoming", "open", "closed", "unavailable"] as const;
export const checkInStateSchema = z.enum(CHECK_IN_STATES);
export type CheckInState = z.infer<typeof checkInStateSchema>;

/** The projector's screen: the current code (while open) and how long it stays. */
export const checkInDisplaySchema = z.object({
  slotId: text(),
  state: checkInStateSchema,
  /** Null unless check-in is open. */
  code: text().nullable(),
  /** When the code changes. */
  codeExpiresAt: text().nullable(),
  serverTime: text(),
  opensAt: text(),
  closesAt: text(),
  /** The teacher's signature of the sheet, once given. */
  teacherSignature: z.object({ name: text(), signedAt: text() }).nullable(),
});
export type CheckInDisplay = z.infer<typeof checkInDisplaySchema>;

/** A student's code: from the QR code's link (with its slot) or typed (the slot is found). */
export const verifyCheckInBodySchema = z.object({
  code: checkInCodeSchema,
  slotId: recordIdSchema.optional(),
});
export type VerifyCheckInBody = z.infer<typeof verifyCheckInBodySchema>;

/** A good code: the slot and a ticket to send with the signature, valid a few minutes, once. */
export const checkInTicketSchema = z.object({
  ticket: text(),
  slot: z.object({ id: text(), courseTitle: text(), startsAt: text(), endsAt: text() }),
  expiresAt: text(),
});
export type CheckInTicket = z.infer<typeof checkInTicketSchema>;

export const checkInBodySchema = z.object({
  ticket: text().min(1).max(1000),
  signature: signatureImageSchema,
});
export type CheckInBody = z.infer<typeof checkInBodySchema>;

/** The student's mark once signed. */
export const checkInResultSchema = z.object({
  slotId: text(),
  status: z.enum(["present", "late"]),
  lateMinutes: z.number().int().nullable(),
  signedAt: text(),
});
export type CheckInResult = z.infer<typeof checkInResultSchema>;

/** « Faire signer ici »: a student signs on the teacher's screen. */
export const onSiteSignatureBodySchema = z.object({
  studentId: recordIdSchema,
  signature: signatureImageSchema,
});
export type OnSiteSignatureBody = z.infer<typeof onSiteSignatureBodySchema>;

/** A student's signature from a distance: the slot is in the address, no code. */
export const remoteSignatureBodySchema = z.object({ signature: signatureImageSchema });
export type RemoteSignatureBody = z.infer<typeof remoteSignatureBodySchema>;

export const teacherSignatureBodySchema = z.object({ signature: signatureImageSchema });
export type TeacherSignatureBody = z.infer<typeof teacherSignatureBodySchema>;

/** Where the half-day sheet splits a Paris day by default: noon, in minutes after midnight. */
export const HALF_DAY_SPLIT_DEFAULT_MINUTES = 12 * 60;

export const CHECK_IN_SETTINGS_MESSAGES = {
  splitFormat: "Heure attendue au format HH:MM.",
  splitRange: "Choisissez une heure entre 09:00 et 17:00.",
  opensRange: "Indiquez un nombre de minutes entre 0 et 240.",
} as const;

/** `HH:MM` of minutes after midnight, and back. */
export const minutesToClock = (minutes: number) =>
  `${String(Math.floor(minutes / 60)).padStart(2, "0")}:${String(minutes % 60).padStart(2, "0")}`;
export const clockToMinutes = (clock: string) => Number(clock.slice(0, 2)) * 60 + Number(clock.slice(3, 5));

const splitClockSchema = z
  .string()
  .regex(/^([01]\d|2[0-3]):[0-5]\d$/, { error: CHECK_IN_SETTINGS_MESSAGES.splitFormat })
  .refine((value) => value >= "09:00" && value <= "17:00", { error: CHECK_IN_SETTINGS_MESSAGES.splitRange });

export const checkInSettingsSchema = z.object({
  /** Minutes before the start when check-in opens (it closes at the end). */
  opensMinutesBefore: z
    .number({ error: CHECK_IN_SETTINGS_MESSAGES.opensRange })
    .int({ error: CHECK_IN_SETTINGS_MESSAGES.opensRange })
    .min(0, { error: CHECK_IN_SETTINGS_MESSAGES.opensRange })
    .max(240, { error: CHECK_IN_SETTINGS_MESSAGES.opensRange }),
  /** Where the half-day sheet splits a day (Paris time, `HH:MM`): the morning ends there. */
  halfDaySplitsAt: splitClockSchema,
});
export type CheckInSettings = z.infer<typeof checkInSettingsSchema>;

/** A change of the settings: either or both. */
export const updateCheckInSettingsBodySchema = checkInSettingsSchema.partial();
export type UpdateCheckInSettingsBody = z.infer<typeof updateCheckInSettingsBodySchema>;
