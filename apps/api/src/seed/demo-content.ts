import { and, eq, inArray, sql } from "drizzle-orm";
import type { Db } from "../db/client.ts";
import {
  chapters,
  chapterVersions,
  courses,
  courseTeachers,
  enrolments,
  replays,
  students,
  teachers,
  users,
} from "../db/schema/index.ts";
import { sanitizeRichText } from "../platform/rich-text.ts";

// Written chapters (published and draft) and a replay for horizon's demo courses: those its demo
// teacher gives and its demo student follows. Idempotent: a course that has chapters is left alone.

const CHAPTERS = [
  {
    title: "Introduction et objectifs",
    status: "published",
    body: `<h2>Objectifs du cours</h2><p>À la fin de ce module, vous saurez <strong>analyser un besoin</strong>, proposer une solution et la présenter.</p><ul><li>Comprendre le vocabulaire du domaine</li><li>Appliquer la méthode vue en séance</li><li>Évaluer votre travail avec la grille fournie</li></ul><blockquote><p>Conseil : lisez chaque chapitre avant la séance correspondante.</p></blockquote>`,
  },
  {
    title: "Méthode et exemples",
    status: "published",
    body: `<h2>La méthode en quatre étapes</h2><ol><li><p>Observer</p></li><li><p>Questionner</p></li><li><p>Formaliser</p></li><li><p>Restituer</p></li></ol><table><tbody><tr><th><p>Étape</p></th><th><p>Livrable</p></th></tr><tr><td><p>Observer</p></td><td><p>Notes de terrain</p></td></tr><tr><td><p>Formaliser</p></td><td><p>Schéma de synthèse</p></td></tr></tbody></table><pre><code>Exemple : synthèse = constat + cause + proposition</code></pre><p>Ressource complémentaire : <a href="https://fr.wikipedia.org/wiki/M%C3%A9thodologie">méthodologie</a>.</p>`,
  },
  {
    title: "Exercices d'application (brouillon)",
    status: "draft",
    body: "<p>Exercices en cours de rédaction.</p>",
  },
] as const;

export async function seedContent(db: Db): Promise<void> {
  const accountIds = (email: string) => db.select({ id: users.id }).from(users).where(eq(users.email, email));
  const taught = db
    .select({ id: courseTeachers.courseId })
    .from(courseTeachers)
    .innerJoin(teachers, eq(teachers.id, courseTeachers.teacherId))
    .where(inArray(teachers.userId, accountIds("prof@horizon.example")));
  const followed = db
    .select({ id: enrolments.courseId })
    .from(enrolments)
    .innerJoin(students, eq(students.id, enrolments.studentId))
    .where(inArray(students.userId, accountIds("apprenant@horizon.example")));
  const targets = await db
    .select({ id: courses.id, title: courses.title })
    .from(courses)
    .where(
      and(
        eq(courses.companyId, "horizon"),
        inArray(courses.id, taught),
        inArray(courses.id, followed),
        sql`not exists (select 1 from ${chapters} where ${chapters.courseId} = ${courses.id})`,
      ),
    )
    .orderBy(courses.title)
    .limit(2);
  const bodies = await Promise.all(CHAPTERS.map((chapter) => sanitizeRichText(chapter.body)));
  for (const course of targets) {
    const rows = await db
      .insert(chapters)
      .values(
        CHAPTERS.map((chapter, index) => ({
          companyId: "horizon",
          courseId: course.id,
          position: index + 1,
          title: chapter.title,
          body: bodies[index] ?? "",
          status: chapter.status,
        })),
      )
      .returning();
    await db.insert(chapterVersions).values(
      rows.map((row) => ({
        companyId: "horizon",
        chapterId: row.id,
        version: 1,
        title: row.title,
        body: row.body,
      })),
    );
    await db.insert(replays).values({
      companyId: "horizon",
      courseId: course.id,
      title: `Replay : ${course.title}, séance 1`,
      videoUrl: "https://www.youtube.com/watch?v=aqz-KE-bpKQ",
    });
  }
}
