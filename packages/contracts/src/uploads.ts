/** Messages of any file upload (multipart/form-data, field « file »); areas may word the type refusal. */
export const UPLOAD_MESSAGES = {
  missingFile: "Joignez un fichier (envoi multipart/form-data, champ « file »).",
  emptyFile: "Le fichier est vide.",
  invalidType: "Type de fichier non accepté.",
  incomplete: "L'envoi du fichier est incomplet ou mal formé : veuillez réessayer.",
} as const;

/** A stored file whose bytes the integrity check found gone (`isMissing`), as the lists mark it. */
export const MISSING_FILE_MESSAGES = {
  label: "fichier manquant",
  hint: "Fichier manquant sur le serveur : demandez à l'apprenant de l'envoyer à nouveau.",
} as const;
