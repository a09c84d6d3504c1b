import { tz } from "@date-fns/tz";
import { addDays, format, startOfDay, startOfWeek, subDays } from "date-fns";

// The schools' days and weeks are Paris ones, whatever the server's zone (date-fns with @date-fns/tz,
// as in the web app's lib/dates.ts), clock changes included.
const inParis = { in: tz("Europe/Paris") };

/** Today's midnight in Europe/Paris, or that of `daysBefore` days earlier. */
export function parisDayStart(now: Date, daysBefore = 0): Date {
  return new Date(startOfDay(subDays(now, daysBefore, inParis), inParis).getTime());
}

/** Today in Paris: from midnight to the next midnight (excluded). */
export function parisToday(now: Date): { start: Date; end: Date } {
  const start = startOfDay(now, inParis);
  return { start: new Date(start.getTime()), end: new Date(addDays(start, 1, inParis).getTime()) };
}

/** `yyyy-MM-dd` of an instant in Europe/Paris. */
export const parisDay = (instant: Date): string => format(instant, "yyyy-MM-dd", inParis);

export interface ParisWeek {
  /** Monday 00:00 in Paris. */
  start: Date;
  /** The next Monday 00:00 in Paris (excluded). */
  end: Date;
  /** Monday and Sunday as `yyyy-MM-dd` (the days a list filter takes). */
  firstDay: string;
  lastDay: string;
}

/** The Paris week (Monday to Sunday) holding `now`. */
export function parisWeek(now: Date): ParisWeek {
  const start = startOfWeek(now, { ...inParis, weekStartsOn: 1 });
  const end = addDays(start, 7, inParis);
  return {
    start: new Date(start.getTime()),
    end: new Date(end.getTime()),
    firstDay: parisDay(start),
    lastDay: parisDay(subDays(end, 1, inParis)),
  };
}

/**
 * The dates an export's file name carries, as Paris days: its period's first and last day
 * (« 2026-12-07_2026-12-13 », a single day alone), from its first day to the day it was made when the
 * period has no end, else the day it was made.
 */
export function fileDays(
  period: { first?: Date | undefined; last?: Date | undefined },
  madeAt: Date,
): string {
  const first = period.first ? parisDay(period.first) : undefined;
  const last = period.last ? parisDay(period.last) : undefined;
  if (first && last) return first === last ? first : `${first}_${last}`;
  if (first) return `${first}_${parisDay(madeAt)}`;
  if (last) return `jusqu-au-${last}`;
  return parisDay(madeAt);
}
