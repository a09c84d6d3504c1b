import { beforeAll, describe, expect, it } from "vitest";
import {
  assignmentAppForTests,
  boxBody,
  createBox,
  handIn,
  PROF,
  pdfOf,
  STUDENT,
  T0,
} from "../../test/fixtures/assignments.ts";
import { DOWNLOAD_LINK_VALIDITY_MS } from "./assignments.download-links.service.ts";

// Signed download links (the browser's download manager follows them without the token) and the
// slot a box may be tied to.
const t = assignmentAppForTests();

const linkOf = async (who: string | { token: string }, boxId: string, body: object) =>
  t.as(who).post(`/api/assignments/${boxId}/download-link`, body);
/** Follows a link without any token, as the browser's download manager does. */
const follow = (url: string) => t.as(null).get(url);

describe("signed download links", () => {
  let boxId = "";
  let fileId = "";
  const content = pdfOf(4000, 0x41);

  beforeAll(async () => {
    t.clock.set(T0.toISOString());
    boxId = await createBox(t, { title: "Liens signés" });
    const handed = await handIn(t.app, await t.signIn(STUDENT), boxId, "rapport élève.pdf", content);
    expect(handed.statusCode).toBe(201);
    fileId = handed.json().id;
  });

  it("the teacher's link streams the whole box as a zip, without a token", async () => {
    const link = await linkOf(PROF, boxId, { scope: "box" });
    expect(link.statusCode).toBe(200);
    const { url } = link.json<{ url: string }>();
    expect(url).toMatch(
      new RegExp(`^/api/assignments/${boxId}/download\\?scope=box&u=[0-9a-f-]{36}&exp=\\d+&sig=`),
    );
    const zip = await follow(url);
    expect(zip.statusCode).toBe(200);
    expect(zip.headers["content-type"]).toBe("application/zip");
    expect(zip.headers["content-disposition"]).toContain("attachment");
    expect(zip.rawPayload.subarray(0, 2).toString()).toBe("PK");
    expect(zip.rawPayload.includes(Buffer.from("rapport élève.pdf"))).toBe(true);
    // One student's files, and one file.
    const student = await linkOf(PROF, boxId, { scope: "student", studentId: t.fixture.studentId });
    expect((await follow(student.json().url)).rawPayload.subarray(0, 2).toString()).toBe("PK");
    const file = await follow((await linkOf(PROF, boxId, { scope: "file", fileId })).json().url);
    expect(file.statusCode).toBe(200);
    expect(file.rawPayload.equals(content)).toBe(true);
  });

  it("a student gets a link to their own file only", async () => {
    const mine = await linkOf(STUDENT, boxId, { scope: "file", fileId });
    expect(mine.statusCode).toBe(200);
    expect((await follow(mine.json().url)).rawPayload.equals(content)).toBe(true);
    expect((await linkOf(t.fixture.other.email, boxId, { scope: "file", fileId })).statusCode).toBe(404);
    expect((await linkOf(STUDENT, boxId, { scope: "box" })).statusCode).toBe(404);
    expect(
      (await linkOf(STUDENT, boxId, { scope: "student", studentId: t.fixture.studentId })).statusCode,
    ).toBe(404);
  });

  it("another company's teacher, another teacher and a stranger get 404", async () => {
    expect((await linkOf("prof@horizon.example", boxId, { scope: "box" })).statusCode).toBe(404);
    expect((await linkOf(t.fixture.otherTeacher.email, boxId, { scope: "box" })).statusCode).toBe(404);
    expect(
      (await t.as(null).post(`/api/assignments/${boxId}/download-link`, { scope: "box" })).statusCode,
    ).toBe(401);
    expect((await follow(`/api/assignments/${boxId}/download?scope=box`)).statusCode).toBe(400);
  });

  it("an altered or expired link answers 404; one signed for another person does not hold", async () => {
    const { url } = (await linkOf(PROF, boxId, { scope: "file", fileId })).json<{ url: string }>();
    const sig = new URL(url, "http://x").searchParams.get("sig") ?? "";
    const flipped = `${sig.slice(0, -1)}${sig.endsWith("A") ? "B" : "A"}`;
    expect((await follow(url.replace(`sig=${sig}`, `sig=${flipped}`))).statusCode).toBe(404);
    expect((await follow(url.replace(/exp=(\d+)/, (_, exp) => `exp=${Number(exp) + 1}`))).statusCode).toBe(
      404,
    );
    // The same signature for another scope or another person does not hold.
    expect((await follow(url.replace("scope=file", "scope=box"))).statusCode).toBe(404);
    const teacher = new URL(url, "http://x").searchParams.get("u") ?? "";
    const studentLink = (await linkOf(STUDENT, boxId, { scope: "file", fileId })).json<{ url: string }>().url;
    const student = new URL(studentLink, "http://x").searchParams.get("u") ?? "";
    expect(student).not.toBe(teacher);
    expect((await follow(url.replace(teacher, student))).statusCode).toBe(404);
    // Valid within its 5 minutes, dead after its rounded expiry (at most 10 minutes).
    t.clock.set(new Date(T0.getTime() + DOWNLOAD_LINK_VALIDITY_MS - 1000).toISOString());
    expect((await follow(url)).statusCode).toBe(200);
    t.clock.set(new Date(T0.getTime() + 2 * DOWNLOAD_LINK_VALIDITY_MS + 1000).toISOString());
    expect((await follow(url)).statusCode).toBe(404);
    t.clock.set(T0.toISOString());
  });
});

describe("a box tied to a slot", () => {
  it("takes a slot of its course only, and shows it to the teacher and the student", async () => {
    const { courseId, slotId, otherCourseSlotId, horizonSlotId } = t.fixture;
    const otherCourse = await t
      .as(PROF)
      .post("/api/assignments", boxBody(courseId, { slotId: otherCourseSlotId }));
    expect(otherCourse.statusCode).toBe(400);
    expect(otherCourse.json()).toMatchObject({
      error: { field: "slotId", message: "Cette séance n'appartient pas au cours du dépôt." },
    });
    // An administrator sees every slot of the company: the course check still refuses it.
    expect(
      (
        await t
          .as("admin@ata.example")
          .post("/api/assignments", boxBody(courseId, { slotId: otherCourseSlotId }))
      ).statusCode,
    ).toBe(400);
    const otherCompany = await t
      .as(PROF)
      .post("/api/assignments", boxBody(courseId, { slotId: horizonSlotId }));
    expect(otherCompany.statusCode).toBe(400);
    const created = await t.as(PROF).post("/api/assignments", boxBody(courseId, { slotId }));
    expect(created.statusCode).toBe(201);
    const box = created.json();
    expect(box.slot).toEqual({
      id: slotId,
      startsAt: "2031-03-04T08:00:00.000Z",
      endsAt: "2031-03-04T09:00:00.000Z",
      room: "B12",
    });
    expect((await t.as(STUDENT).get(`/api/assignments/${box.id}`)).json().slot?.id).toBe(slotId);
    // Moved to another course's slot: refused; untied: no slot.
    expect(
      (await t.as(PROF).patch(`/api/assignments/${box.id}`, { slotId: otherCourseSlotId })).statusCode,
    ).toBe(400);
    const untied = await t.as(PROF).patch(`/api/assignments/${box.id}`, { slotId: null });
    expect(untied.json()).toMatchObject({ slotId: null, slot: null });
    // Another company's teacher cannot reach the box, whatever the slot.
    expect(
      (await t.as("prof@horizon.example").patch(`/api/assignments/${box.id}`, { slotId: horizonSlotId }))
        .statusCode,
    ).toBe(404);
  });
});

// Last: the student's account is disabled, and every session of theirs ends.
describe("a disabled account's links", () => {
  it("names the person, never the session, and dies at once with a disabled account (issue 41)", async () => {
    const session = { token: await t.login(STUDENT) };
    const me = (await t.as(session).get("/api/auth/me")).json<{ id: string }>();
    t.clock.set(T0.toISOString());
    const boxId = await createBox(t, { title: "Lien d'un compte désactivé" });
    const handed = await handIn(t.app, session.token, boxId, "copie.pdf", pdfOf(2000, 0x42));
    const fileId = handed.json<{ id: string }>().id;
    const fresh = (await linkOf(session, boxId, { scope: "file", fileId })).json<{ url: string }>().url;
    expect(new URL(fresh, "http://x").searchParams.get("u")).toBe(me.id);
    expect(fresh).not.toMatch(/[?&]s=/);
    expect((await follow(fresh)).statusCode).toBe(200);
    expect((await t.as("admin@ata.example").post(`/api/users/${me.id}/disable`)).statusCode).toBe(200);
    expect((await follow(fresh)).statusCode).toBe(404);
    expect((await t.as("admin@ata.example").post(`/api/users/${me.id}/enable`)).statusCode).toBe(200);
    expect((await follow(fresh)).statusCode).toBe(200);
  });
});
