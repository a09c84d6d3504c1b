import { TZDate, tz } from "@date-fns/tz";
import { addDays, formatDistanceStrict, isValid, parse, startOfDay, startOfWeek } from "date-fns";
import { fr } from "date-fns/locale/fr";
import { APP_TIME_ZONE } from "./dates.ts";

// Reading typed dates and reckoning days and weeks in the schools' zone, with date-fns (12 KB gzip):
// apart from lib/dates.ts, whose formatting (on nearly every page) needs only the browser's Intl.
const inParis = () => ({ in: tz(APP_TIME_ZONE), locale: fr });

/** The instant of a date input and a time input (Paris wall-clock time), as ISO UTC; null when incomplete. */
export function toInstant(date: string, time: string): string | null {
  const parsed = parse(`${date} ${time}`, "yyyy-MM-dd HH:mm", TZDate.tz(APP_TIME_ZONE), inParis());
  return isValid(parsed) ? new Date(parsed.getTime()).toISOString() : null;
}

/** The start of a `yyyy-MM-dd` day in Paris, as ISO UTC; undefined when empty or invalid. */
export function dayStartInstant(date: string): string | undefined {
  if (!date) return undefined;
  const parsed = parse(date, "yyyy-MM-dd", TZDate.tz(APP_TIME_ZONE), inParis());
  return isValid(parsed) ? new Date(startOfDay(parsed, inParis()).getTime()).toISOString() : undefined;
}

/** The end of a `yyyy-MM-dd` day (the next day's start), as ISO UTC, so that the day is included. */
export function dayEndInstant(date: string): string | undefined {
  const start = dayStartInstant(date);
  return start ? new Date(addDays(new Date(start), 1, inParis()).getTime()).toISOString() : undefined;
}

/** Today, the start of the week (Monday) and of the next week in Paris, for "today / this week" lists. */
export function currentWeek(now: Date = new Date()) {
  const options = inParis();
  const todayStart = startOfDay(now, options);
  const weekStart = startOfWeek(now, { ...options, weekStartsOn: 1 });
  return {
    todayStart: new Date(todayStart.getTime()),
    tomorrowStart: new Date(addDays(todayStart, 1, options).getTime()),
    weekStart: new Date(weekStart.getTime()),
    nextWeekStart: new Date(addDays(weekStart, 7, options).getTime()),
  };
}

/** Whether a slot runs at some time of today: it begins today, or began before midnight and still runs. */
export function isDuringToday(
  slot: { startsAt: string; endsAt: string },
  week: { todayStart: Date; tomorrowStart: Date },
): boolean {
  return (
    new Date(slot.startsAt).getTime() < week.tomorrowStart.getTime() &&
    new Date(slot.endsAt).getTime() > week.todayStart.getTime()
  );
}

/** "il y a 5 minutes", "il y a 2 jours" (date-fns' strict distance in French); "" when missing or invalid. */
export function formatRelative(iso: string | null | undefined, now: Date = new Date()): string {
  const date = iso ? new Date(iso) : null;
  if (!date || Number.isNaN(date.getTime())) return "";
  // A clock a few seconds ahead of the server's would say "dans 3 secondes" for a message just sent.
  const past = date.getTime() > now.getTime() ? now : date;
  if (now.getTime() - past.getTime() < 45_000) return "à l'instant";
  return formatDistanceStrict(past, now, { locale: fr, addSuffix: true });
}

/**
 * A day typed the French way, `12/03/2031`, `12/3/2031` or `12/03` (this year), as `yyyy-MM-dd`;
 * undefined when the text is not a day.
 */
export function typedDay(text: string, now: Date = new Date()): string | undefined {
  const value = text.trim();
  if (!/^\d{1,2}\/\d{1,2}(\/\d{4})?$/.test(value)) return undefined;
  for (const pattern of ["d/M/yyyy", "d/M"]) {
    const parsed = parse(value, pattern, now, { locale: fr });
    if (isValid(parsed))
      return `${parsed.getFullYear()}-${String(parsed.getMonth() + 1).padStart(2, "0")}-${String(parsed.getDate()).padStart(2, "0")}`;
  }
  return undefined;
}
