import { toInstant } from "../../lib/date-math.ts";
import { toDateInput, toTimeInput } from "../../lib/dates.ts";

// FullCalendar runs in UTC and is given Paris wall-clock times ("UTC coercion", FullCalendar's
// documented way without a time zone plugin): 09:00 in Paris is shown at 09:00 whatever the
// browser's zone, and a date it hands back is read as Paris wall-clock.

/** An ISO instant as the Paris wall-clock time `yyyy-MM-ddTHH:mm:ss` (no offset). */
export const toParisWallClock = (iso: string) => `${toDateInput(iso)}T${toTimeInput(iso)}:00`;

/** A FullCalendar date's wall-clock day `yyyy-MM-dd` and time `HH:mm`. */
export function wallClockParts(date: Date): { date: string; time: string } {
  const iso = date.toISOString();
  return { date: iso.slice(0, 10), time: iso.slice(11, 16) };
}

/** A date of FullCalendar (its UTC fields are the Paris wall-clock) as the real instant, ISO UTC. */
export function fromParisWallClock(date: Date): string {
  const { date: day, time } = wallClockParts(date);
  return toInstant(day, time) ?? date.toISOString();
}
