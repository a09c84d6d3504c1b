import { addDays, format, isValid, parse, startOfDay, startOfWeek } from "date-fns";
import { fr } from "date-fns/locale/fr";

// Slots travel as ISO UTC instants and show in the browser's time, which is Europe/Paris for the
// schools using the app (and in the browser tests). Date and time inputs are read the same way.

const toDate = (iso: string) => new Date(iso);

/** `dd/MM/yyyy`. */
export function formatSlotDate(iso: string): string {
  return format(toDate(iso), "dd/MM/yyyy", { locale: fr });
}

/** `HH:mm – HH:mm`. */
export function formatSlotTimes(startsAt: string, endsAt: string): string {
  return `${format(toDate(startsAt), "HH:mm")} – ${format(toDate(endsAt), "HH:mm")}`;
}

/** `dd/MM/yyyy HH:mm`. */
export function formatSlotDateTime(iso: string): string {
  return format(toDate(iso), "dd/MM/yyyy HH:mm", { locale: fr });
}

/** "lundi 23 novembre 2026". */
export function formatSlotDay(iso: string): string {
  return format(toDate(iso), "EEEE d MMMM yyyy", { locale: fr });
}

/** The value of an `<input type="date">` for an instant: `yyyy-MM-dd`. */
export function toDateInput(iso: string): string {
  return format(toDate(iso), "yyyy-MM-dd");
}

/** The value of an `<input type="time">` for an instant: `HH:mm`. */
export function toTimeInput(iso: string): string {
  return format(toDate(iso), "HH:mm");
}

/** The instant of a date input and a time input, as ISO UTC; null when either is incomplete. */
export function toInstant(date: string, time: string): string | null {
  const parsed = parse(`${date} ${time}`, "yyyy-MM-dd HH:mm", new Date());
  return isValid(parsed) ? parsed.toISOString() : null;
}

/** The start of a `yyyy-MM-dd` day, as ISO UTC; undefined when empty or invalid. */
export function dayStartInstant(date: string): string | undefined {
  if (!date) return undefined;
  const parsed = parse(date, "yyyy-MM-dd", new Date());
  return isValid(parsed) ? startOfDay(parsed).toISOString() : undefined;
}

/** The end of a `yyyy-MM-dd` day (the next day's start), as ISO UTC, so that the day is included. */
export function dayEndInstant(date: string): string | undefined {
  const start = dayStartInstant(date);
  return start ? addDays(new Date(start), 1).toISOString() : undefined;
}

/** Today, the start of the week (Monday) and of the next week, for "today / this week" lists. */
export function currentWeek(now: Date = new Date()) {
  const weekStart = startOfWeek(now, { weekStartsOn: 1 });
  return {
    todayStart: startOfDay(now),
    tomorrowStart: addDays(startOfDay(now), 1),
    weekStart,
    nextWeekStart: addDays(weekStart, 7),
  };
}

/** "1,2 Mo", "340 ko". */
export function formatFileSize(bytes: number): string {
  if (bytes < 1024) return `${bytes} o`;
  if (bytes < 1024 * 1024) return `${Math.round(bytes / 1024).toLocaleString("fr-FR")} ko`;
  return `${(bytes / (1024 * 1024)).toLocaleString("fr-FR", { maximumFractionDigits: 1 })} Mo`;
}

/** Where a slot is held: "Salle 201" (the word added when the room lacks it), else "Distanciel". */
export function slotPlace(slot: { room: string | null; mode: string }): string {
  if (slot.room) return /^salle\b/i.test(slot.room) ? slot.room : `Salle ${slot.room}`;
  return slot.mode === "distanciel" ? "Distanciel" : "Salle non précisée";
}
