import { formatNumber } from "./format-number.ts";

// French elision before a word starting with a vowel sound: « de Élodie » → « d'Élodie ».
// A leading h is left alone: it may be aspirated (« de Hugo » and « d'Hugo » are both heard).
const STARTS_WITH_VOWEL = /^[aeiouyàâäéèêëîïôöùûüœæ]/i;

/** The particle as written before `word`: « de » / « que » and a space, or « d' » / « qu' ». */
export function particleBefore(particle: "de" | "que", word: string): string {
  if (!STARTS_WITH_VOWEL.test(word.trim())) return `${particle} `;
  return particle === "de" ? "d'" : "qu'";
}

/** « de Paul », « d'Élodie ». */
export const de = (word: string): string => `${particleBefore("de", word)}${word.trim()}`;

/** The word agreeing with a count: singular for 0 and 1, as French has it. */
export function agree(count: number, singular: string, pluralForm = `${singular}s`): string {
  return count > 1 ? pluralForm : singular;
}

/** « 1 rendu », « 3 rendus », « 1 200 absences »: the count in French digits and the word agreeing with it. */
export function plural(count: number, singular: string, pluralForm = `${singular}s`): string {
  return `${formatNumber(count)} ${agree(count, singular, pluralForm)}`;
}

/** A list's count with its noun, and « plus de 1 000 … » when the server counted only up to its cap. */
export function pluralOfList(
  list: { total: number; isTotalCapped?: boolean | undefined },
  singular: string,
  pluralForm = `${singular}s`,
): string {
  return list.isTotalCapped
    ? `plus de ${plural(list.total, pluralForm, pluralForm)}`
    : plural(list.total, singular, pluralForm);
}
