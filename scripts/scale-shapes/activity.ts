import { sql } from "drizzle-orm";
import { hashOf, monday, type Seeding, type Step } from "./seeding.ts";

/**
 * What the school did with its courses, read from the rows already there (INSERT … SELECT over a join):
 * the roll calls of the last marked weeks (one mark in twelve an absence, one in three of those excused,
 * one in 29 late), an evaluation a course graded for all, a hand-in box a course due between ten days
 * ago and ten days ahead, handed in by all but one student in `skipHandIn`, one in four graded.
 */
export function activitySteps({ id, courses: c, shape, uid }: Seeding): Step[] {
  const mark = hashOf(sql`sl.id`, sql`e.student_id`);
  const handIn = hashOf(sql`b.id`, sql`e.student_id`);
  const ofCourse = (alias: string) =>
    sql`join enrolments e on e.company_id = ${sql.raw(alias)}.company_id and e.course_id = ${sql.raw(alias)}.course_id`;
  return [
    [
      "attendance",
      sql`insert into attendance (company_id, slot_id, student_id, status, excused)
        select ${id}, sl.id, e.student_id,
          case when h % 12 = 0 then 'absent' when h % 29 = 0 then 'late' else 'present' end, h % 36 = 0
        from slots sl ${ofCourse("sl")}, lateral (select ${mark} as h) x
        where sl.company_id = ${id} and sl.starts_at >= ${monday(-shape.markedWeeks)} and sl.starts_at < ${monday(0)}`,
    ],
    [
      "evaluations",
      sql`insert into evaluations (id, company_id, course_id, title, date, coefficient, scale, type)
        select ${uid("evaluation", sql`g`)}, ${id}, ${uid("course", sql`g`)}, 'Contrôle ' || g, current_date - 10, 1, 20, 'devoir'
        from generate_series(0, ${c - 1}) g`,
    ],
    [
      "grades",
      sql`insert into grades (company_id, evaluation_id, student_id, value)
        select ${id}, ev.id, e.student_id, (${hashOf(sql`ev.id`, sql`e.student_id`)} % 41) / 2.0
        from evaluations ev ${ofCourse("ev")} where ev.company_id = ${id}`,
    ],
    [
      "assignment boxes",
      sql`insert into assignment_boxes (id, company_id, course_id, title, opens_at, due_at, accepted_kinds, max_file_bytes, max_files)
        select ${uid("box", sql`g`)}, ${id}, ${uid("course", sql`g`)}, 'Dépôt ' || g, now() - interval '30 days',
          now() + ((g % 21) - 10) * interval '1 day', array['pdf'], 10485760, 1
        from generate_series(0, ${c - 1}) g`,
    ],
    [
      "hand-ins",
      sql`insert into assignment_submissions (company_id, box_id, student_id, submitted_at, grade, graded_at)
        select ${id}, b.id, e.student_id, now() - (h % 20) * interval '1 hour',
          case when h % 4 = 0 then (h % 21)::float end, case when h % 4 = 0 then now() end
        from assignment_boxes b ${ofCourse("b")}, lateral (select ${handIn} as h) x
        where b.company_id = ${id} ${shape.skipHandIn ? sql`and h % ${shape.skipHandIn} <> 0` : sql``}`,
    ],
  ];
}
