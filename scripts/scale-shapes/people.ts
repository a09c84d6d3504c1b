import { sql } from "drizzle-orm";
import type { Seeding, Step } from "./seeding.ts";

/** The company, its accounts, teachers, students, courses and enrolments. */
export function peopleSteps({
  id,
  name,
  students: n,
  teachers: t,
  courses: c,
  groups,
  shape,
  uid,
  passwordHash,
}: Seeding): Step[] {
  const k = shape.coursesPerStudent;
  return [
    [
      "company",
      sql`insert into companies (id, full_name, features, style) values (${id}, ${name},
        '{"whitelist": true, "writtenCourses": true, "cohorts": false, "enrolments": false, "programmes": false}',
        '{"light": {"primary": "#1F4E9C", "secondary": "#B83280"}, "dark": {"primary": "#8AB4F8", "secondary": "#F687B3"}}')`,
    ],
    [
      "instance",
      sql`insert into instances (company_id, id, name) values (${id}, 'principal', 'Site principal')`,
    ],
    [
      "reference data",
      sql`with p as (insert into programmes (id, company_id, code, name) values (${uid("programme", sql`0`)}, ${id}, 'BTS', 'BTS SIO') returning id),
        l as (insert into levels (id, company_id, label, position) values (${uid("level", sql`0`)}, ${id}, '1re année', 1) returning id),
        pl as (insert into programme_levels (company_id, programme_id, level_id) select ${id}, p.id, l.id from p, l)
        insert into cohorts (id, company_id, programme_id, name) select ${uid("cohort", sql`0`)}, ${id}, p.id, '2026-2027' from p`,
    ],
    [
      "accounts",
      sql`insert into users (id, company_id, email, password_hash, firstname, lastname, display_name, roles)
        select ${uid("admin-user", sql`0`)}, ${id}, ${`admin@${id}.example`}, ${passwordHash}, 'Alice', 'Admin', 'Alice Admin', array['admin']
        union all
        select ${uid("teacher-user", sql`g`)}, ${id}, 'prof' || g || ${`@${id}.example`}, ${passwordHash}, 'Prof', 'Numéro ' || g, 'Prof Numéro ' || g, array['teacher']
        from generate_series(0, ${t - 1}) g
        union all
        select ${uid("student-user", sql`g`)}, ${id}, 'apprenant' || g || ${`@${id}.example`}, ${passwordHash}, 'Apprenant', 'Numéro ' || g, 'Apprenant Numéro ' || g, array['student']
        from generate_series(0, ${n - 1}) g`,
    ],
    [
      "teachers",
      sql`insert into teachers (id, company_id, user_id, firstname, lastname, email, search_text)
        select ${uid("teacher", sql`g`)}, ${id}, ${uid("teacher-user", sql`g`)}, 'Prof', 'Numéro ' || g, 'prof' || g || ${`@${id}.example`}, 'prof numero ' || g
        from generate_series(0, ${t - 1}) g`,
    ],
    [
      "students",
      sql`insert into students (id, company_id, user_id, student_number, firstname, lastname, email, programme_id, level_id, cohort_id, search_text)
        select ${uid("student", sql`g`)}, ${id}, ${uid("student-user", sql`g`)}, 'N' || lpad(g::text, 6, '0'), 'Apprenant', 'Numéro ' || g,
          'apprenant' || g || ${`@${id}.example`}, ${uid("programme", sql`0`)}, ${uid("level", sql`0`)}, ${uid("cohort", sql`0`)}, 'apprenant numero ' || g
        from generate_series(0, ${n - 1}) g`,
    ],
    [
      "courses",
      sql`insert into courses (id, company_id, title, programme_id, level_id, cohort_id, planned_hours)
        select ${uid("course", sql`g`)}, ${id}, 'Cours ' || g, ${uid("programme", sql`0`)}, ${uid("level", sql`0`)}, ${uid("cohort", sql`0`)}, 40
        from generate_series(0, ${c - 1}) g`,
    ],
    [
      "course teachers",
      sql`insert into course_teachers (company_id, course_id, teacher_id)
        select ${id}, ${uid("course", sql`g`)}, ${uid("teacher", sql`g % ${t}`)} from generate_series(0, ${c - 1}) g`,
    ],
    [
      "enrolments",
      sql`insert into enrolments (company_id, course_id, student_id)
        select ${id}, ${uid("course", sql`(s % ${groups}) * ${k} + j`)}, ${uid("student", sql`s`)}
        from generate_series(0, ${n - 1}) s, generate_series(0, ${k - 1}) j`,
    ],
    [
      "whitelist",
      sql`insert into whitelist_entries (company_id, student_id) select ${id}, ${uid("student", sql`g`)} from generate_series(0, ${n - 1}) g`,
    ],
    [
      "audit",
      sql`insert into audit_log (company_id, actor_id, action, entity, entity_id, created_at)
        select ${id}, ${uid("admin-user", sql`0`)}, 'update', 'student', ${uid("student", sql`g`)}::text, now() - g * interval '1 minute'
        from generate_series(0, ${Math.round(n / 2) - 1}) g`,
    ],
  ];
}
