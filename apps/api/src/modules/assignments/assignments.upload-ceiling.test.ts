import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { assignmentBoxes } from "../../db/schema/index.ts";
import {
  type AssignmentApp,
  boxBody,
  createBox,
  handIn,
  PROF,
  pdfOf,
  STUDENT,
  startAssignmentApp,
  T0,
} from "../../test/fixtures/assignments.ts";

// Issue 41: a box's per-file limit overrode UPLOAD_MAX_MB (a 21 MB hand-in accepted on a 20 MB server).
// The server's limit is the ceiling of every box's, checked when the teacher sets it and at each upload.

const MB = 1024 * 1024;
let t: AssignmentApp;

beforeAll(async () => {
  t = await startAssignmentApp({ UPLOAD_MAX_MB: "2" });
  t.clock.set(T0.toISOString());
});
afterAll(() => t.close());

describe("the server's upload limit as the ceiling of a box's", () => {
  it("refuses a box whose per-file limit is above the server's, on creation and on edit, in French", async () => {
    const created = await t.as(PROF).post("/api/assignments", boxBody(t.fixture.courseId, { maxFileMb: 3 }));
    expect(created.statusCode).toBe(400);
    expect(created.json().error).toMatchObject({
      field: "maxFileMb",
      message: "La taille maximale d'un fichier ne peut pas dépasser 2 Mo, la limite de ce serveur.",
    });
    const boxId = await createBox(t, { maxFileMb: 2 });
    const edited = await t.as(PROF).patch(`/api/assignments/${boxId}`, { maxFileMb: 1024 });
    expect(edited.statusCode).toBe(400);
    expect(edited.json().error.field).toBe("maxFileMb");
    expect((await t.as(PROF).get(`/api/assignments/${boxId}`)).json().maxFileMb).toBe(2);
  });

  it("refuses a file above the server's limit in a box that allows more (set before the limit was lowered)", async () => {
    const boxId = await createBox(t, { maxFileMb: 1 });
    await t.database.db
      .update(assignmentBoxes)
      .set({ maxFileBytes: 5 * MB })
      .where(eq(assignmentBoxes.id, boxId));
    const token = await t.signIn(STUDENT);
    const tooLarge = await handIn(t.app, token, boxId, "gros.pdf", pdfOf(2 * MB + 100_000));
    expect(tooLarge.statusCode).toBe(413);
    expect(tooLarge.json().error.message).toBe("Le fichier dépasse la taille maximale de 2 Mo de ce dépôt.");
    const fits = await handIn(t.app, token, boxId, "juste.pdf", pdfOf(1.5 * MB));
    expect(fits.statusCode).toBe(201);
  });
});
