import { describe, expect, it } from "vitest";
import {
  assignmentAppForTests,
  boxBody,
  createBox,
  handIn,
  hours,
  PROF,
  pdfOf,
  STUDENT,
  uploadId,
} from "../../test/fixtures/assignments.ts";

// The rules of the assignment boxes, on the local store: who sees and changes what, dates, archive, grading.
const t = assignmentAppForTests();

const token = (email: string) => t.signIn(email);
const detail = async (email: string, id: string) => (await t.as(email).get(`/api/assignments/${id}`)).json();

describe("assignment boxes", () => {
  it("a teacher creates a box on their course; instructions are sanitised; others get 404", async () => {
    const response = await t
      .as(PROF)
      .post(
        "/api/assignments",
        boxBody(t.fixture.courseId, { instructions: '<p onclick="x()">Lire</p><script>alert(1)</script>' }),
      );
    expect(response.statusCode).toBe(201);
    const box = response.json();
    expect(box.instructions).toBe("<p>Lire</p>");
    expect(box.counts).toEqual({ enrolled: 2, submitted: 0, late: 0, missing: 2, graded: 0 });
    expect((await t.as(t.fixture.otherTeacher.email).get(`/api/assignments/${box.id}`)).statusCode).toBe(404);
    expect((await t.as("prof@horizon.example").get(`/api/assignments/${box.id}`)).statusCode).toBe(404);
    expect((await t.as("apprenant@horizon.example").get(`/api/assignments/${box.id}`)).statusCode).toBe(404);
    expect((await t.as(t.fixture.outsider.email).get(`/api/assignments/${box.id}`)).statusCode).toBe(404);
    expect((await t.as(STUDENT).get(`/api/assignments/${box.id}`)).statusCode).toBe(200);
    // Another company's course, a student creating, an evaluation of another course.
    expect(
      (await t.as("prof@horizon.example").post("/api/assignments", boxBody(t.fixture.courseId))).statusCode,
    ).toBe(404);
    expect((await t.as(STUDENT).post("/api/assignments", boxBody(t.fixture.courseId))).statusCode).toBe(403);
    const wrongEval = await t
      .as("prof@horizon.example")
      .post("/api/assignments", boxBody(t.fixture.horizonCourseId, { evaluationId: t.fixture.evaluationId }));
    expect(wrongEval.statusCode).toBe(400);
    expect(
      (await t.as(PROF).post("/api/assignments", boxBody(t.fixture.courseId, { title: " " }))).statusCode,
    ).toBe(400);
    expect(
      (await t.as(PROF).post("/api/assignments", boxBody(t.fixture.courseId, { dueAt: hours(-2) })))
        .statusCode,
    ).toBe(400);
  });

  it("a student hands in, retries without duplicate, replaces and removes before the due date", async () => {
    const id = await createBox(t, { maxFiles: 2 });
    const me = await token(STUDENT);
    const upload = uploadId();
    const first = await handIn(t.app, me, id, "rapport.pdf", pdfOf(2000), `?uploadId=${upload}`);
    expect(first.statusCode).toBe(201);
    const again = await handIn(t.app, me, id, "rapport.pdf", pdfOf(2000), `?uploadId=${upload}`);
    expect(again.statusCode).toBe(200);
    expect(again.json().id).toBe(first.json().id);
    let mine = (await detail(STUDENT, id)).mine;
    expect(mine.files).toHaveLength(1);
    expect(mine.state).toBe("submitted");

    expect((await handIn(t.app, me, id, "annexe.pdf", pdfOf(100))).statusCode).toBe(201);
    const third = await handIn(t.app, me, id, "trop.pdf", pdfOf(100));
    expect(third.statusCode).toBe(409);
    expect(third.json().error.message).toMatch(/au plus 2 fichiers/);

    const replaced = await handIn(
      t.app,
      me,
      id,
      "rapport-v2.pdf",
      pdfOf(300),
      `?replaces=${first.json().id}`,
    );
    expect(replaced.statusCode).toBe(201);
    mine = (await detail(STUDENT, id)).mine;
    expect(mine.files.map((file: { name: string }) => file.name).sort()).toEqual([
      "annexe.pdf",
      "rapport-v2.pdf",
    ]);

    // The other student cannot read nor remove these files.
    const fileId = replaced.json().id;
    expect((await t.as(t.fixture.other.email).get(`/api/assignments/${id}/files/${fileId}`)).statusCode).toBe(
      404,
    );
    expect(
      (await t.as(t.fixture.other.email).delete(`/api/assignments/${id}/files/${fileId}`)).statusCode,
    ).toBe(404);
    const own = await t.as(STUDENT).get(`/api/assignments/${id}/files/${fileId}`);
    expect(own.statusCode).toBe(200);
    expect(own.rawPayload.length).toBe(300);
    expect((await t.as(PROF).get(`/api/assignments/${id}/files/${fileId}`)).statusCode).toBe(200);

    for (const file of mine.files) {
      expect((await t.as(STUDENT).delete(`/api/assignments/${id}/files/${file.id}`)).statusCode).toBe(204);
    }
    expect((await detail(STUDENT, id)).mine.state).toBe("missing");
  });

  it("after the due date: late when allowed (no removal), refused otherwise unless extended", async () => {
    const lateOk = await createBox(t, { title: "Tardif accepté" });
    const strict = await createBox(t, { title: "Strict", allowLate: false, dueAt: hours(2) });
    const me = await token(STUDENT);
    const early = await handIn(t.app, me, lateOk, "a.pdf", pdfOf(50));
    t.clock.set(hours(30));
    try {
      const late = await handIn(t.app, me, lateOk, "b.pdf", pdfOf(50));
      expect(late.statusCode).toBe(201);
      expect((await detail(STUDENT, lateOk)).mine.state).toBe("late");
      expect(
        (await t.as(STUDENT).delete(`/api/assignments/${lateOk}/files/${early.json().id}`)).statusCode,
      ).toBe(409);

      const refused = await handIn(t.app, me, strict, "c.pdf", pdfOf(50));
      expect(refused.statusCode).toBe(409);
      expect(refused.json().error.message).toMatch(/date limite est passée/);
      const extension = await t
        .as(PROF)
        .put(`/api/assignments/${strict}/extensions/${t.fixture.studentId}`, { dueAt: hours(48) });
      expect(extension.statusCode).toBe(200);
      expect(extension.json().extended).toBe(true);
      expect((await handIn(t.app, me, strict, "c.pdf", pdfOf(50))).statusCode).toBe(201);
      expect((await detail(STUDENT, strict)).mine.state).toBe("submitted");
      // The other student has no extension.
      expect(
        (await handIn(t.app, await token(t.fixture.other.email), strict, "c.pdf", pdfOf(50))).statusCode,
      ).toBe(409);

      const list = (await t.as(PROF).get(`/api/assignments?courseId=${t.fixture.courseId}&q=Tardif`)).json();
      expect(list.items[0].counts).toMatchObject({ late: 1, missing: 1 });
    } finally {
      t.clock.set(hours(0));
    }
  });

  it("the student's list is sorted by urgency and shows the state", async () => {
    const soon = await createBox(t, { title: "Urgent", dueAt: hours(1) });
    const list = (
      await t.as(t.fixture.other.email).get("/api/assignments?pageSize=50&archived=false")
    ).json();
    const titles = list.items.map((item: { title: string }) => item.title);
    expect(list.items[0].id).toBe(soon);
    expect(
      list.items.every((item: { state: string; counts: unknown }) => item.state && item.counts === null),
    ).toBe(true);
    expect(titles).toContain("Compte rendu");
    expect((await t.as(t.fixture.outsider.email).get("/api/assignments")).json().total).toBe(0);
  });

  it("grading writes the linked evaluation; the student sees the grade and the comment", async () => {
    const id = await createBox(t, { evaluationId: t.fixture.evaluationId });
    await handIn(t.app, await token(STUDENT), id, "copie.pdf", pdfOf(100));
    const graded = await t.as(PROF).put(`/api/assignments/${id}/students/${t.fixture.studentId}/feedback`, {
      comment: "Très bien",
      grade: 16.5,
    });
    expect(graded.statusCode).toBe(200);
    expect(graded.json().state).toBe("graded");
    const grid = (await t.as(PROF).get(`/api/evaluations/grid?courseId=${t.fixture.courseId}`)).json();
    expect(grid.grades).toContainEqual(
      expect.objectContaining({
        evaluationId: t.fixture.evaluationId,
        studentId: t.fixture.studentId,
        value: 16.5,
      }),
    );
    const mine = (await detail(STUDENT, id)).mine;
    expect(mine.state).toBe("graded");
    expect(mine.feedback).toMatchObject({ comment: "Très bien", grade: 16.5 });
    // A graded submission is closed to changes; a grade beyond the scale is refused.
    expect((await handIn(t.app, await token(STUDENT), id, "x.pdf", pdfOf(10))).statusCode).toBe(409);
    expect(
      (
        await t.as(PROF).put(`/api/assignments/${id}/students/${t.fixture.studentId}/feedback`, {
          comment: null,
          grade: 25,
        })
      ).statusCode,
    ).toBe(400);
    // Staff only; not a student outside the course.
    expect(
      (
        await t
          .as(STUDENT)
          .put(`/api/assignments/${id}/students/${t.fixture.studentId}/feedback`, { comment: "x", grade: 1 })
      ).statusCode,
    ).toBe(403);
    expect(
      (
        await t.as(PROF).put(`/api/assignments/${id}/students/${t.fixture.outsider.studentId}/feedback`, {
          comment: "x",
          grade: 1,
        })
      ).statusCode,
    ).toBe(404);
    const roster = (await t.as(PROF).get(`/api/assignments/${id}/submissions?state=missing`)).json();
    expect(roster.items.map((item: { studentId: string }) => item.studentId)).toEqual([
      t.fixture.other.studentId,
    ]);
    const xlsx = await t.as(PROF).get(`/api/assignments/${id}/export`);
    expect(xlsx.statusCode).toBe(200);
    expect(xlsx.headers["content-type"]).toContain("spreadsheetml");
    expect(xlsx.rawPayload.subarray(0, 2).toString()).toBe("PK");
  });

  it("an archived box is read-only but still readable", async () => {
    const id = await createBox(t, { title: "À archiver" });
    const kept = await handIn(t.app, await token(STUDENT), id, "a.pdf", pdfOf(50));
    expect((await t.as(t.fixture.otherTeacher.email).post(`/api/assignments/${id}/archive`)).statusCode).toBe(
      404,
    );
    const archived = await t.as(PROF).post(`/api/assignments/${id}/archive`);
    expect(archived.statusCode).toBe(200);
    expect(archived.json()).toMatchObject({ archived: true, canEdit: false });
    expect((await t.as(PROF).patch(`/api/assignments/${id}`, { title: "Nouveau" })).statusCode).toBe(409);
    expect((await handIn(t.app, await token(STUDENT), id, "b.pdf", pdfOf(50))).statusCode).toBe(409);
    expect((await t.as(STUDENT).delete(`/api/assignments/${id}/files/${kept.json().id}`)).statusCode).toBe(
      409,
    );
    expect(
      (
        await t
          .as(PROF)
          .put(`/api/assignments/${id}/students/${t.fixture.studentId}/feedback`, { comment: "x", grade: 1 })
      ).statusCode,
    ).toBe(409);
    expect((await detail(STUDENT, id)).canSubmit).toBe(false);
    expect((await t.as(PROF).get(`/api/assignments/${id}/zip`)).statusCode).toBe(200);
  });

  it("a teacher edits a box of their course only", async () => {
    const id = await createBox(t, { title: "Éditable" });
    const edited = await t.as(PROF).patch(`/api/assignments/${id}`, { title: "Modifié", maxFiles: 5 });
    expect(edited.statusCode).toBe(200);
    expect(edited.json()).toMatchObject({ title: "Modifié", maxFiles: 5 });
    expect(
      (await t.as("prof@horizon.example").patch(`/api/assignments/${id}`, { title: "x" })).statusCode,
    ).toBe(404);
    expect((await t.as(STUDENT).patch(`/api/assignments/${id}`, { title: "x" })).statusCode).toBe(403);
  });
});
