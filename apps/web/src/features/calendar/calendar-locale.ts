import type { LocaleInput } from "@fullcalendar/react";
import frLocale from "@fullcalendar/react/locales/fr";

/** How the navigation's hints name a period, by FullCalendar's unit. */
const PERIOD: Record<string, { previous: string; next: string }> = {
  day: { previous: "Jour précédent", next: "Jour suivant" },
  week: { previous: "Semaine précédente", next: "Semaine suivante" },
  month: { previous: "Mois précédent", next: "Mois suivant" },
  year: { previous: "Année précédente", next: "Année suivante" },
};
const OTHER_PERIOD = { previous: "Période précédente", next: "Période suivante" };
const period = (unit: string) => PERIOD[unit] ?? OTHER_PERIOD;

/**
 * FullCalendar's French locale, completed: what it leaves out (the time grid's row « Timed », the hints
 * read by screen readers: « Previous week », « Go to … », « Show 2 more events ») would be read in English.
 */
export const CALENDAR_LOCALE: LocaleInput = {
  ...frLocale,
  prevYearText: "Année précédente",
  nextYearText: "Année suivante",
  timedText: "Horaires",
  closeHint: "Fermer",
  eventsHint: "Séances",
  // The button reads « Aujourd'hui »: its name says the same (WCAG 2.5.3).
  todayHint: "Aujourd'hui",
  prevHint: (_text: string, unit: string) => period(unit).previous,
  nextHint: (_text: string, unit: string) => period(unit).next,
  viewHint: "$0",
  viewChangeHint: "Changer de vue",
  navLinkHint: "Aller au $0",
  moreLinkHint: (count: number) => (count === 1 ? "Voir 1 autre séance" : `Voir ${count} autres séances`),
};
