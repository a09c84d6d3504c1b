import { type SQL, sql } from "drizzle-orm";
import { monday, type Seeding, type Step } from "./seeding.ts";

/** Half-hours of a room's week in the grid: 8:00 to 18:00, Monday to Friday. */
const HALF_HOURS = 100;

/**
 * The slots, in weeks from `-weeksBack` to `weeksAhead - 1` (0 is this one), past weeks held.
 * weekly: course g once a week, day g % 5, hour 8 + (g / 5) % 8, 90 minutes, room g % 200.
 * grid: courses / weeks slots a week (each course meets once over the window), 30 minutes each,
 * filling every room's half-hours from Monday 8:00, all rooms at one time before the next half-hour.
 * Slot j of the window is course (j % groups) × coursesPerStudent + (j / groups) % coursesPerStudent:
 * neighbours in time belong to different groups, so no student has two slots at once.
 */
export function slotStep({ id, courses: c, teachers: t, groups, shape, uid }: Seeding): Step {
  const { weeksBack: back, weeksAhead: ahead, coursesPerStudent: k } = shape;
  const status = sql`case when w < 0 then 'held' else 'validated' end`;
  const row = (slot: SQL, course: SQL, minutes: number, room: SQL) =>
    sql`${uid("slot", slot)}, ${id}, ${uid("course", course)}, ${uid("teacher", sql`(${course}) % ${t}`)},
      at, at + ${`${minutes} minutes`}::interval, 'Salle ' || (${room}), 'presentiel', ${status}`;
  const insert = sql`insert into slots (id, company_id, course_id, teacher_id, starts_at, ends_at, room, mode, status)`;
  if (shape.slots === "weekly") {
    return [
      "slots (weekly)",
      sql`${insert}
        select ${row(sql`g * ${back + ahead} + w + ${back}`, sql`g`, 90, sql`g % 200`)}
        from generate_series(0, ${c - 1}) g, generate_series(${-back}::int, ${ahead - 1}) w,
          lateral (select ${monday(sql`w`)} + (g % 5) * interval '1 day' + (8 + (g / 5) % 8) * interval '1 hour' as at) s`,
    ];
  }
  const perWeek = Math.max(1, Math.round(c / (back + ahead)));
  const rooms = Math.ceil(perWeek / HALF_HOURS);
  return [
    `slots (grid: ${perWeek} a week in ${rooms} rooms)`,
    sql`${insert}
      select ${row(sql`j`, sql`(j % ${groups}) * ${k} + (j / ${groups}) % ${k}`, 30, sql`i % ${rooms}`)}
      from generate_series(${-back}::int, ${ahead - 1}) w, generate_series(0, ${perWeek - 1}) i,
        lateral (select (w + ${back}) * ${perWeek} + i as j, i / ${rooms} as q) n,
        lateral (select ${monday(sql`w`)} + (q / 20) * interval '1 day' + interval '8 hours' + (q % 20) * interval '30 minutes' as at) s`,
  ];
}
