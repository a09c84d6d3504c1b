import { TZDate, tz } from "@date-fns/tz";
import { addDays, format, formatDistanceStrict, isValid, parse, startOfDay, startOfWeek } from "date-fns";
import { fr } from "date-fns/locale/fr";

// Times travel as ISO UTC instants and are shown, typed and filtered in the schools' zone, whatever
// the browser's zone (a teacher abroad still sees and plans the Paris timetable).
export const APP_TIME_ZONE = "Europe/Paris";
const inParis = { in: tz(APP_TIME_ZONE), locale: fr };

function toDate(iso: string | null | undefined): Date | null {
  if (!iso) return null;
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? null : date;
}

function formatIn(iso: string | null | undefined, pattern: string): string {
  const date = toDate(iso);
  return date ? format(date, pattern, inParis) : "—";
}

/** `dd/MM/yyyy`; "—" when missing or invalid. */
export const formatDate = (iso: string | null | undefined) => formatIn(iso, "dd/MM/yyyy");

/** `dd/MM/yyyy HH:mm`; "—" when missing or invalid. */
export const formatDateTime = (iso: string | null | undefined) => formatIn(iso, "dd/MM/yyyy HH:mm");

/** `HH:mm – HH:mm`. */
export const formatTimeRange = (startsAt: string, endsAt: string) =>
  `${formatIn(startsAt, "HH:mm")} – ${formatIn(endsAt, "HH:mm")}`;

/** "lundi 23 novembre 2026". */
export const formatLongDay = (iso: string) => formatIn(iso, "EEEE d MMMM yyyy");

/** A calendar day `yyyy-MM-dd` (no time zone: shown as is) as `dd/MM/yyyy`; "—" when missing. */
export function formatDay(day: string | null | undefined): string {
  const match = day ? /^(\d{4})-(\d{2})-(\d{2})$/.exec(day) : null;
  return match ? `${match[3]}/${match[2]}/${match[1]}` : "—";
}

/** The value of an `<input type="date">` for an instant: `yyyy-MM-dd`. */
export const toDateInput = (iso: string) => formatIn(iso, "yyyy-MM-dd");

/** The value of an `<input type="time">` for an instant: `HH:mm`. */
export const toTimeInput = (iso: string) => formatIn(iso, "HH:mm");

/** Today as the value of an `<input type="date">`. */
export const todayInput = (now: Date = new Date()) => format(now, "yyyy-MM-dd", inParis);

/** The instant of a date input and a time input (Paris wall-clock time), as ISO UTC; null when incomplete. */
export function toInstant(date: string, time: string): string | null {
  const parsed = parse(`${date} ${time}`, "yyyy-MM-dd HH:mm", TZDate.tz(APP_TIME_ZONE), inParis);
  return isValid(parsed) ? new Date(parsed.getTime()).toISOString() : null;
}

/**
 * A day typed the French way, `12/03/2031`, `12/3/2031` or `12/03` (this year), as `yyyy-MM-dd`;
 * undefined when the text is not a day.
 */
export function typedDay(text: string, now: Date = new Date()): string | undefined {
  const value = text.trim();
  for (const pattern of ["d/M/yyyy", "d/M"]) {
    const parsed = parse(value, pattern, now, { locale: fr });
    if (isValid(parsed) && /^\d{1,2}\/\d{1,2}(\/\d{4})?$/.test(value)) return format(parsed, "yyyy-MM-dd");
  }
  return undefined;
}

/** The start of a `yyyy-MM-dd` day in Paris, as ISO UTC; undefined when empty or invalid. */
export function dayStartInstant(date: string): string | undefined {
  if (!date) return undefined;
  const parsed = parse(date, "yyyy-MM-dd", TZDate.tz(APP_TIME_ZONE), inParis);
  return isValid(parsed) ? new Date(startOfDay(parsed, inParis).getTime()).toISOString() : undefined;
}

/** The end of a `yyyy-MM-dd` day (the next day's start), as ISO UTC, so that the day is included. */
export function dayEndInstant(date: string): string | undefined {
  const start = dayStartInstant(date);
  return start ? new Date(addDays(new Date(start), 1, inParis).getTime()).toISOString() : undefined;
}

/** Today, the start of the week (Monday) and of the next week in Paris, for "today / this week" lists. */
export function currentWeek(now: Date = new Date()) {
  const todayStart = startOfDay(now, inParis);
  const weekStart = startOfWeek(now, { ...inParis, weekStartsOn: 1 });
  return {
    todayStart: new Date(todayStart.getTime()),
    tomorrowStart: new Date(addDays(todayStart, 1, inParis).getTime()),
    weekStart: new Date(weekStart.getTime()),
    nextWeekStart: new Date(addDays(weekStart, 7, inParis).getTime()),
  };
}

/** "il y a 5 minutes", "il y a 2 jours" (date-fns' strict distance in French); "" when missing or invalid. */
export function formatRelative(iso: string | null | undefined, now: Date = new Date()): string {
  const date = toDate(iso);
  if (!date) return "";
  // A clock a few seconds ahead of the server's would say "dans 3 secondes" for a message just sent.
  const past = date.getTime() > now.getTime() ? now : date;
  if (now.getTime() - past.getTime() < 45_000) return "à l'instant";
  return formatDistanceStrict(past, now, { locale: fr, addSuffix: true });
}

/** A message's time: `HH:mm` today, `dd/MM/yyyy HH:mm` before (Paris). */
export function formatMessageTime(iso: string, now: Date = new Date()): string {
  const date = toDate(iso);
  if (!date) return "—";
  const sameDay = format(date, "yyyy-MM-dd", inParis) === format(now, "yyyy-MM-dd", inParis);
  return format(date, sameDay ? "HH:mm" : "dd/MM/yyyy HH:mm", inParis);
}
