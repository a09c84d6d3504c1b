// Times travel as ISO UTC instants and are shown, typed and filtered in the schools' zone, whatever
// the browser's zone (a teacher abroad still sees and plans the Paris timetable). Formatting uses the
// browser's Intl only, so that the pages showing dates do not ship date-fns (see lib/date-math.ts).
export const APP_TIME_ZONE = "Europe/Paris";

interface WallClock {
  year: string;
  month: string;
  day: string;
  hour: string;
  minute: string;
}

/**
 * A formatter in the schools' zone, built on its first use: building one with a time zone takes tens
 * of milliseconds on a slow phone (its zone data loads), which a page that shows no date never pays.
 */
function parisFormat(options: Intl.DateTimeFormatOptions): () => Intl.DateTimeFormat {
  let format: Intl.DateTimeFormat | undefined;
  return () => {
    format ??= new Intl.DateTimeFormat("fr-FR", { timeZone: APP_TIME_ZONE, ...options });
    return format;
  };
}

const wallClockFormat = parisFormat({
  year: "numeric",
  month: "2-digit",
  day: "2-digit",
  hour: "2-digit",
  minute: "2-digit",
  hourCycle: "h23",
});
const longDayFormat = parisFormat({ weekday: "long", day: "numeric", month: "long", year: "numeric" });
const WEEKDAYS = ["dimanche", "lundi", "mardi", "mercredi", "jeudi", "vendredi", "samedi"];
const MONTHS = [
  "janvier",
  "février",
  "mars",
  "avril",
  "mai",
  "juin",
  "juillet",
  "août",
  "septembre",
  "octobre",
  "novembre",
  "décembre",
];

function toDate(iso: string | null | undefined): Date | null {
  if (!iso) return null;
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? null : date;
}

/** Intl's Paris wall clock of an instant, for the years outside the summer-time rule below. */
function intlWallClock(date: Date): WallClock {
  const clock: WallClock = { year: "", month: "", day: "", hour: "", minute: "" };
  for (const part of wallClockFormat().formatToParts(date)) {
    if (part.type in clock) clock[part.type as keyof WallClock] = part.value;
  }
  return clock;
}

/** 01:00 UTC on the last Sunday of a month (0-based), when the European Union changes its clocks. */
function lastSundayAtOne(year: number, month: number): number {
  const lastDay = new Date(Date.UTC(year, month + 1, 0));
  return Date.UTC(year, month, lastDay.getUTCDate() - lastDay.getUTCDay(), 1);
}

const pad2 = (value: number) => String(value).padStart(2, "0");

/**
 * The Paris wall clock of an instant, two digits a part (four for the year). From 1996 to 2099 it is
 * computed from the European Union's rule (UTC+1, UTC+2 from the last Sunday of March to the last
 * Sunday of October, at 01:00 UTC), as Intl's zone data has it (dates.test.ts compares the two hour by
 * hour, so a change of the rule in the zone data fails that test): Intl's formatter costs a phone about
 * 80 ms to build (zone and calendar data), inside the render of a page's first date.
 */
/** The years whose Paris clock is computed from the rule below rather than read from Intl. */
function followsSummerTimeRule(date: Date): boolean {
  const year = date.getUTCFullYear();
  return year >= 1996 && year <= 2099;
}

function wallClock(date: Date): WallClock {
  const time = date.getTime();
  const year = date.getUTCFullYear();
  if (!followsSummerTimeRule(date)) return intlWallClock(date);
  const isSummer = time >= lastSundayAtOne(year, 2) && time < lastSundayAtOne(year, 9);
  const paris = new Date(time + (isSummer ? 2 : 1) * 3_600_000);
  return {
    year: String(paris.getUTCFullYear()),
    month: pad2(paris.getUTCMonth() + 1),
    day: pad2(paris.getUTCDate()),
    hour: pad2(paris.getUTCHours()),
    minute: pad2(paris.getUTCMinutes()),
  };
}

function formatIn(iso: string | null | undefined, render: (clock: WallClock) => string): string {
  const date = toDate(iso);
  return date ? render(wallClock(date)) : "—";
}

const day = (c: WallClock) => `${c.day}/${c.month}/${c.year}`;
const time = (c: WallClock) => `${c.hour}:${c.minute}`;
const isoDay = (c: WallClock) => `${c.year}-${c.month}-${c.day}`;

/** `dd/MM/yyyy`; "—" when missing or invalid. */
export const formatDate = (iso: string | null | undefined) => formatIn(iso, day);

/** `dd/MM/yyyy HH:mm`; "—" when missing or invalid. */
export const formatDateTime = (iso: string | null | undefined) =>
  formatIn(iso, (clock) => `${day(clock)} ${time(clock)}`);

/** `HH:mm` in Paris; "—" when missing or invalid. */
export const formatTime = (iso: string | null | undefined) => formatIn(iso, time);

/** `HH:mm – HH:mm`. */
export const formatTimeRange = (startsAt: string, endsAt: string) =>
  `${formatIn(startsAt, time)} – ${formatIn(endsAt, time)}`;

/**
 * "lundi 23 novembre 2026", written from the wall clock in the years it computes (French names, as
 * Intl's: dates.test.ts compares them day by day), for the same reason: Intl's formatter costs a phone
 * about 50 ms to build, in the render of the teacher's home.
 */
export function formatLongDay(iso: string): string {
  const date = toDate(iso);
  if (!date) return "—";
  if (!followsSummerTimeRule(date)) return longDayFormat().format(date);
  const clock = wallClock(date);
  const [y, m, d] = [Number(clock.year), Number(clock.month), Number(clock.day)];
  const weekday = WEEKDAYS[new Date(Date.UTC(y, m - 1, d)).getUTCDay()];
  return `${weekday} ${d} ${MONTHS[m - 1]} ${y}`;
}

/** A calendar day `yyyy-MM-dd` (no time zone: shown as is) as `dd/MM/yyyy`; "—" when missing. */
export function formatDay(value: string | null | undefined): string {
  const match = value ? /^(\d{4})-(\d{2})-(\d{2})$/.exec(value) : null;
  return match ? `${match[3]}/${match[2]}/${match[1]}` : "—";
}

/** The value of a date input for an instant: `yyyy-MM-dd`. */
export const toDateInput = (iso: string) => formatIn(iso, isoDay);

/** The value of a time input for an instant: `HH:mm`. */
export const toTimeInput = (iso: string) => formatIn(iso, time);

/** Today as the value of a date input. */
export const todayInput = (now: Date = new Date()) => isoDay(wallClock(now));

/** A message's time: `HH:mm` today, `dd/MM/yyyy HH:mm` before (Paris). */
export function formatMessageTime(iso: string, now: Date = new Date()): string {
  const date = toDate(iso);
  if (!date) return "—";
  const clock = wallClock(date);
  return isoDay(clock) === isoDay(wallClock(now)) ? time(clock) : `${day(clock)} ${time(clock)}`;
}
