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

/**
 * The hours the week and day views show: 07:00 to 21:00, widened to whole hours around the slots of the
 * period (a slot at 06:30, at 22:00 or across midnight must be seen, not cut off the grid).
 */
export function visibleHours(slots: readonly { startsAt: string; endsAt: string }[]): {
  slotMinTime: string;
  slotMaxTime: string;
} {
  let first = 7;
  let last = 21;
  for (const slot of slots) {
    const start = toParisWallClock(slot.startsAt);
    const end = toParisWallClock(slot.endsAt);
    const crossesMidnight = end.slice(0, 10) !== start.slice(0, 10);
    first = Math.min(first, crossesMidnight ? 0 : Number(start.slice(11, 13)));
    const endHour = Number(end.slice(11, 13)) + (end.slice(14, 16) === "00" ? 0 : 1);
    last = Math.max(last, crossesMidnight ? 24 : endHour);
  }
  const hour = (h: number) => `${String(h).padStart(2, "0")}:00:00`;
  return { slotMinTime: hour(first), slotMaxTime: hour(last) };
}
