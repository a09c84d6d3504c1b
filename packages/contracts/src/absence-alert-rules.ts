// Without zod: the bell, the e-mail digest and the administrators' home all word an absence alert.

/** What an absence alert watches: unexcused absences in a row, or the share of absences over 30 days. */
export const ABSENCE_ALERT_KINDS = ["consecutive", "percent"] as const;
export type AbsenceAlertKind = (typeof ABSENCE_ALERT_KINDS)[number];

/** A company's thresholds before it changes them (0 turns a threshold off). */
export const ABSENCE_ALERT_DEFAULTS = { consecutive: 3, percent: 20 } as const;
/** The percent threshold counts the slots marked over this many Paris days, today included. */
export const ABSENCE_ALERT_DAYS = 30;
/** Below this many marked slots over the period, the percent threshold says nothing (one absence out of one is not a trend). */
export const ABSENCE_ALERT_MIN_SLOTS = 5;
/** A student crossing the same threshold again within this many days is not notified again. */
export const ABSENCE_ALERT_QUIET_DAYS = 7;

/** The alert in French, about the student named, or to the student themselves (`name` null). */
export function absenceAlertText(kind: AbsenceAlertKind, value: number, name: string | null): string {
  if (kind === "consecutive") {
    const what = `${value} absence${value > 1 ? "s" : ""} consécutive${value > 1 ? "s" : ""} non justifiée${value > 1 ? "s" : ""}`;
    return name === null ? `Vous avez ${what}` : `${name} a ${what}`;
  }
  const what = `${value} % des séances des ${ABSENCE_ALERT_DAYS} derniers jours`;
  return name === null ? `Vous avez manqué ${what}` : `${name} a manqué ${what}`;
}

/** The thresholds in a sentence, for the home's card. */
export function absenceAlertRuleText(settings: { consecutive: number; percent: number }): string {
  const rules = [
    settings.consecutive > 0
      ? `${settings.consecutive} absence${settings.consecutive > 1 ? "s" : ""} consécutive${settings.consecutive > 1 ? "s" : ""} non justifiée${settings.consecutive > 1 ? "s" : ""}`
      : null,
    settings.percent > 0 ? `plus de ${settings.percent} % d'absences sur ${ABSENCE_ALERT_DAYS} jours` : null,
  ].filter((rule): rule is string => rule !== null);
  return rules.length === 0 ? "Alertes d'absence désactivées." : `Au moins ${rules.join(", ou ")}.`;
}
