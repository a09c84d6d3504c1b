import { z } from "zod";
import { text } from "./common.ts";
import { MESSAGES } from "./messages.ts";
import { INVALID_EMAIL_MESSAGE, WEAK_PASSWORD_MESSAGE } from "./sign-in.ts";

/** Every error the API may answer, with its HTTP status and default message. */
export const ERROR_CODES = {
  VALIDATION: { status: 400, message: "Veuillez vérifier les paramètres." },
  INVALID_EMAIL: { status: 400, message: INVALID_EMAIL_MESSAGE },
  WEAK_PASSWORD: { status: 400, message: WEAK_PASSWORD_MESSAGE },
  PASSWORD_POLICY: { status: 400, message: MESSAGES.passwordPolicy },
  USER_NOT_FOUND: { status: 401, message: "There is no user corresponding to the email address." },
  WRONG_PASSWORD: { status: 401, message: "Wrong password" },
  /** No token, an unknown token, an expired or revoked one. */
  UNAUTHENTICATED: { status: 401, message: "Vous devez être connecté." },
  USER_DISABLED: {
    status: 403,
    message: "The user corresponding to the given credential has been disabled.",
  },
  /** A student of a company with the whitelist on, neither presentiel nor listed. */
  NOT_WHITELISTED: {
    status: 403,
    message:
      "Votre compte n'est pas encore autorisé par votre établissement (whitelist). Contactez votre administration.",
  },
  /**
   * The caller's password was set by an administrator (new account, reset): they must choose their own
   * (POST /api/profile/password) before any other route but signing out and reading their profile.
   */
  PASSWORD_CHANGE_REQUIRED: {
    status: 403,
    message: "Vous devez choisir un nouveau mot de passe avant de continuer.",
  },
  /** A feature the caller's company turned off (e.g. written courses): 404, as for something absent. */
  FEATURE_OFF: { status: 404, message: "Cette fonctionnalité n'est pas activée pour votre établissement." },
  FORBIDDEN: { status: 403, message: "Vous n'avez pas accès à cette ressource." },
  NOT_FOUND: { status: 404, message: "Ressource introuvable." },
  /** A webhook's address: not https, or a private, loopback or link-local host (no SSRF). */
  WEBHOOK_URL_REFUSED: {
    status: 400,
    message: "Cette adresse ne peut pas recevoir de webhooks : https et une adresse publique sont exigés.",
  },
  /** A file whose record exists but whose bytes are gone from the store (a restore without files, a bucket rule). */
  FILE_MISSING: {
    status: 404,
    message:
      "Fichier introuvable : il n'est plus sur le serveur. Demandez à la personne qui l'a déposé de l'envoyer à nouveau.",
  },
  EMAIL_IN_USE: { status: 409, message: "There already exists an account with the given email address." },
  CONFLICT: { status: 409, message: "Cette opération entre en conflit avec des données existantes." },
  SLOT_CONFLICT: { status: 409, message: "Ce créneau chevauche un autre créneau." },
  /** A withdrawal from a course of a student who does not follow it (any more): nothing is withdrawn. */
  NOT_ENROLLED: { status: 409, message: "Cet apprenant ne suit pas ce cours." },
  TOO_LARGE: { status: 413, message: "Le fichier est trop volumineux." },
  TOO_MANY_ATTEMPTS: {
    status: 429,
    message: "Trop de tentatives de connexion. Veuillez réessayer dans une minute.",
  },
  /** More messages than MESSAGES_PER_MINUTE (contracts/chat) in the last minute. */
  TOO_MANY_MESSAGES: { status: 429, message: "Vous envoyez trop de messages. Réessayez dans une minute." },
  /** A self-registered account whose e-mail is not verified yet (the 6-digit code). */
  EMAIL_NOT_VERIFIED: {
    status: 403,
    message: "Votre adresse e-mail n'est pas encore vérifiée : saisissez le code reçu par e-mail.",
  },
  /** Registration with an e-mail that no student record of the company holds. */
  NO_STUDENT_RECORD: {
    status: 400,
    message: "Aucune fiche apprenant de votre établissement ne correspond à cette adresse e-mail.",
  },
  /** A wrong, spent or expired verification code (or one past its tries). */
  INVALID_CODE: { status: 400, message: "Code invalide ou expiré. Demandez un nouveau code." },
  /** A live verification code that had its tries (VERIFY_CODE_MAX_TRIES): a new code must be asked. */
  CODE_LOCKED: {
    status: 429,
    message: "Trop d'essais avec ce code : il est bloqué. Demandez un nouveau code.",
  },
  /** An account past VERIFY_TRIES_PER_DAY wrong codes in 24 hours: no code is checked until then. */
  VERIFY_LOCKED: {
    status: 429,
    message:
      "Trop de codes erronés pour cette adresse e-mail : la vérification est bloquée pendant 24 heures. Contactez votre établissement si besoin.",
  },
  /** A sign-in or reset link already used, expired or unknown. */
  INVALID_LINK: {
    status: 400,
    message: "Ce lien n'est plus valide : il a déjà servi ou il a expiré. Demandez-en un nouveau.",
  },
  /** Too many e-mails asked (codes, links, resets) for one address in the last minute. */
  TOO_MANY_REQUESTS: { status: 429, message: "Trop de demandes. Veuillez réessayer dans une minute." },
  INTERNAL: { status: 500, message: "Something went wrong" },
  /** An uploaded file whose bytes are neither of the accepted types. */
  INVALID_FILE: {
    status: 400,
    message: "Fichier non reconnu : importez un fichier CSV (texte UTF-8) ou Excel (.xlsx).",
  },
  /** A file whose bytes are not of a type the place accepts. */
  UNSUPPORTED_FILE_TYPE: { status: 415, message: "Type de fichier non accepté." },
  /** An upload whose body ended before the end of its file: nothing is done with it. */
  INCOMPLETE_UPLOAD: {
    status: 400,
    message: "L'envoi du fichier a été interrompu avant sa fin : rien n'a été importé. Renvoyez le fichier.",
  },
  /** A single sign-on issuer whose discovery document could not be read. */
  SSO_ISSUER_UNREACHABLE: {
    status: 400,
    message:
      "Le fournisseur d'identité ne répond pas à cette adresse : son document de découverte (/.well-known/openid-configuration) est introuvable ou illisible.",
  },
  /** A single sign-on issuer over plain HTTP. */
  SSO_ISSUER_NOT_HTTPS: { status: 400, message: "L'adresse du fournisseur doit commencer par https://." },
  /** A first single sign-on setting saved without its client secret. */
  SSO_SECRET_REQUIRED: { status: 400, message: "Le secret client est obligatoire." },
} as const satisfies Record<string, { status: number; message: string }>;

export type ErrorCode = keyof typeof ERROR_CODES;

export const errorBodySchema = z.object({
  error: z.object({
    code: text(),
    message: text(),
    field: text().optional(),
    details: z.array(z.object({ field: text(), message: text() })).optional(),
  }),
});
export type ErrorBody = z.infer<typeof errorBodySchema>;
