import { type SQL, sql } from "drizzle-orm";
import type { Shape } from "./shapes.ts";

/** One company of a shape being seeded: its head counts, and how its rows' ids are made. */
export interface Seeding {
  id: string;
  name: string;
  students: number;
  teachers: number;
  courses: number;
  shape: Shape;
  /** Students of group h take courses h × coursesPerStudent … (h + 1) × coursesPerStudent - 1. */
  groups: number;
  /** A row's id: md5 of company, kind and number, with the version-4 digits set (the API's uuid checks want one). */
  uid: (kind: string, expression: SQL) => SQL;
  passwordHash: string;
}

/** A step of the seed: its label and its one INSERT … SELECT. */
export type Step = [label: string, query: SQL];

/** The big company and its twin a hundred times smaller, scaled by `factor` (a quick try: 0.02). */
export function companiesOf(shape: Shape, factor: number, passwordHash: string): Seeding[] {
  const k = shape.coursesPerStudent;
  return [
    { id: "grand", name: "Groupe Grand Campus", scale: factor },
    { id: "petit", name: "Petit Campus", scale: factor / 100 },
  ].map(({ id, name, scale }) => {
    const courses = Math.max(k, Math.round((shape.courses * scale) / k) * k);
    return {
      id,
      name,
      students: Math.round(shape.students * scale),
      teachers: Math.max(1, Math.round(shape.teachers * scale)),
      courses,
      shape,
      groups: courses / k,
      uid: (kind, expression) =>
        sql`overlay(overlay(md5(${`${id}-${kind}-`} || (${expression})::text) placing '4' from 13) placing '8' from 17)::uuid`,
      passwordHash,
    };
  });
}

/** Monday 00:00 in Paris, `weeks` weeks from this one, as a timestamptz expression. */
export const monday = (weeks: SQL | number) =>
  sql`(date_trunc('week', now() at time zone 'Europe/Paris') + (${weeks}) * interval '7 days') at time zone 'Europe/Paris'`;

/** A pseudo-random non-negative integer from a row's ids: which marks are absences, which hand-ins graded. */
export const hashOf = (...columns: SQL[]) =>
  sql`(hashtext(${sql.join(
    columns.map((column) => sql`${column}::text`),
    sql` || `,
  )}) & 2147483647)`;
