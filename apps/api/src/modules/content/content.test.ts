import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import ExcelJS from "exceljs";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Db } from "../../db/client.ts";
import { FakeClock } from "../../platform/clock.ts";
import { demoAccounts } from "../../test/factories.ts";
import { createCourse } from "../../test/factories-courses.ts";
import { multipartFile } from "../../test/fixtures/teaching.ts";
import { createTestApp, type TestApp } from "../../test/harness.ts";

// Chapters, replays and time counters through the API: who may write, read and delete each, drafts,
// sanitising, the signed media links, the heartbeat's cap, and tenancy.

const clock = new FakeClock(new Date("2031-03-03T08:00:00.000Z"));
let t: TestApp<Awaited<ReturnType<typeof fixture>>>;
let dataDir: string;

async function fixture(db: Db) {
  const { teacherId, studentId } = await demoAccounts(db);
  const horizonCourse = await createCourse(db, {
    companyId: "horizon",
    title: "Rédaction web",
    teacherIds: [teacherId.horizon],
    studentIds: [studentId.horizon],
  });
  const otherHorizonCourse = await createCourse(db, { companyId: "horizon", title: "Autre cours" });
  const ataCourse = await createCourse(db, {
    companyId: "ata",
    title: "Cours ata",
    teacherIds: [teacherId.ata],
    studentIds: [studentId.ata],
  });
  return { horizonCourse, otherHorizonCourse, ataCourse };
}

const PNG = Buffer.from(
  "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==",
  "base64",
);
/** An MP4 header (ftyp box) then filler: enough for file-type to call it video/mp4. */
const MP4 = Buffer.concat([
  Buffer.from([0, 0, 0, 0x18]),
  Buffer.from("ftypmp42"),
  Buffer.from([0, 0, 0, 0]),
  Buffer.from("mp42isom"),
  Buffer.alloc(4000, 7),
]);

const prof = "prof@horizon.example";
const student = "apprenant@horizon.example";
const admin = "admin@horizon.example";

beforeAll(async () => {
  dataDir = await mkdtemp(path.join(tmpdir(), "campus-content-"));
  t = await createTestApp(
    { DATA_DIR: dataDir, PEERTUBE_HOSTS: "tube.example.org" },
    { seed: fixture, clock },
  );
});
afterAll(async () => {
  await t.close();
  await rm(dataDir, { recursive: true, force: true });
});

describe("chapters", () => {
  let draftId: string;
  let publishedId: string;

  it("lets the course's teacher write chapters, sanitised, in order; a student cannot write", async () => {
    const { horizonCourse } = t.fixture;
    const draft = await t.as(prof).post(`/api/courses/${horizonCourse}/chapters`, {
      title: "Introduction",
      body: '<h2>Bienvenue</h2><p onclick="x()">Texte<script>alert(1)</script></p><img src="x" onerror="alert(1)">',
    });
    expect(draft.statusCode).toBe(201);
    expect(draft.json().body).toBe("<h2>Bienvenue</h2><p>Texte</p>");
    expect(draft.json().status).toBe("draft");
    draftId = draft.json().id;
    const published = await t.as(admin).post(`/api/courses/${horizonCourse}/chapters`, {
      title: "Chapitre 2",
      body: "<p>Publié</p>",
      status: "published",
    });
    expect(published.json().position).toBe(2);
    publishedId = published.json().id;
    expect(
      (await t.as(student).post(`/api/courses/${horizonCourse}/chapters`, { title: "x" })).statusCode,
    ).toBe(403);
  });

  it("shows students the published chapters only", async () => {
    const { horizonCourse } = t.fixture;
    const list = await t.as(student).get(`/api/courses/${horizonCourse}/chapters`);
    expect(list.json().items.map((c: { id: string }) => c.id)).toEqual([publishedId]);
    expect(list.json().canEdit).toBe(false);
    expect((await t.as(student).get(`/api/chapters/${draftId}`)).statusCode).toBe(404);
    expect((await t.as(prof).get(`/api/courses/${horizonCourse}/chapters`)).json().items).toHaveLength(2);
  });

  it("keeps a version per save, and restores one", async () => {
    const saved = await t.as(prof).patch(`/api/chapters/${draftId}`, {
      body: "<p>Deuxième état<script>alert(1)</script></p>",
    });
    // The save answers the chapter without its text (the editor has it).
    expect(saved.json()).toMatchObject({ id: draftId, version: 2, status: "draft" });
    expect(saved.json()).not.toHaveProperty("body");
    const versions = await t.as(prof).get(`/api/chapters/${draftId}/versions`);
    expect(versions.json().items.map((v: { version: number }) => v.version)).toEqual([2, 1]);
    const latest = await t.as(prof).get(`/api/chapters/${draftId}/versions/${versions.json().items[0].id}`);
    expect(latest.json().body).toBe("<p>Deuxième état</p>");
    expect((await t.as(prof).get(`/api/chapters/${draftId}`)).json().body).toBe("<p>Deuxième état</p>");
    const first = versions.json().items[1].id;
    const restored = await t.as(prof).post(`/api/chapters/${draftId}/versions/${first}/restore`);
    expect(restored.json().body).toBe("<h2>Bienvenue</h2><p>Texte</p>");
    expect(restored.json().version).toBe(3);
    expect((await t.as(student).get(`/api/chapters/${draftId}/versions`)).statusCode).toBe(403);
  });

  it("reorders by the full list of ids only", async () => {
    const { horizonCourse } = t.fixture;
    const order = await t.as(prof).put(`/api/courses/${horizonCourse}/chapters/order`, {
      ids: [publishedId, draftId],
    });
    expect(order.json().items.map((c: { id: string }) => c.id)).toEqual([publishedId, draftId]);
    const partial = await t.as(prof).put(`/api/courses/${horizonCourse}/chapters/order`, { ids: [draftId] });
    expect(partial.statusCode).toBe(400);
  });

  it("tracks a student's reading in Support de cours écrits", async () => {
    expect((await t.as(student).put(`/api/chapters/${publishedId}/read`, { read: true })).statusCode).toBe(
      204,
    );
    const support = await t.as(student).get("/api/content/support");
    expect(support.json().items).toEqual([
      expect.objectContaining({
        readCount: 1,
        chapters: [expect.objectContaining({ id: publishedId, isRead: true })],
      }),
    ]);
    expect((await t.as(student).put(`/api/chapters/${draftId}/read`, { read: true })).statusCode).toBe(404);
  });

  it("answers 404 to another company and to a teacher of another course; FEATURE_OFF where written courses are off", async () => {
    const off = await t.as("admin@ata.example").get(`/api/chapters/${publishedId}`);
    expect(off.statusCode).toBe(404);
    expect(off.json().error.code).toBe("FEATURE_OFF");
    await t.database.db.execute(
      // ata has the flag off in the demo: turn it on to see the company wall itself.
      (await import("drizzle-orm"))
        .sql`update companies set features = features || '{"writtenCourses": true}' where id = 'ata'`,
    );
    expect((await t.as("admin@ata.example").get(`/api/chapters/${publishedId}`)).statusCode).toBe(404);
    expect((await t.as("admin@ata.example").delete(`/api/chapters/${publishedId}`)).statusCode).toBe(404);
    await t.database.db.execute(
      (await import("drizzle-orm"))
        .sql`update companies set features = features || '{"writtenCourses": false}' where id = 'ata'`,
    );
    const { otherHorizonCourse } = t.fixture;
    expect(
      (await t.as(prof).post(`/api/courses/${otherHorizonCourse}/chapters`, { title: "x" })).statusCode,
    ).toBe(404);
  });

  it("stores images by their bytes and serves them through signed links only", async () => {
    const { horizonCourse } = t.fixture;
    const refused = multipartFile("x.png", "<svg onload=alert(1)>", "image/png");
    const bad = await t.app.inject({
      method: "POST",
      url: `/api/courses/${horizonCourse}/content-images`,
      headers: { ...refused.headers, authorization: `Bearer ${await t.signIn(prof)}` },
      payload: refused.payload,
    });
    expect(bad.statusCode).toBe(400);
    const file = multipartFile("schema.png", PNG, "image/png");
    const up = await t.app.inject({
      method: "POST",
      url: `/api/courses/${horizonCourse}/content-images`,
      headers: { ...file.headers, authorization: `Bearer ${await t.signIn(prof)}` },
      payload: file.payload,
    });
    expect(up.statusCode).toBe(201);
    const { id, url } = up.json();
    expect((await t.app.inject({ url })).statusCode).toBe(200);
    expect((await t.app.inject({ url: `/api/content-images/${id}` })).statusCode).toBe(404);
    expect((await t.app.inject({ url: url.replace(/sig=.{4}/, "sig=AAAA") })).statusCode).toBe(404);
    // The editor sends the signed link back: stored plain, given signed to the reader.
    await t.as(prof).patch(`/api/chapters/${publishedId}`, { body: `<p><img src="${url}"></p>` });
    const read = await t.as(student).get(`/api/chapters/${publishedId}`);
    expect(read.json().body).toContain(`/api/content-images/${id}?exp=`);
    const [row] = (
      await t.database.db.execute(
        (
          await import("drizzle-orm")
        ).sql`select body from chapters where id = ${publishedId}`,
      )
    ).rows as { body: string }[];
    expect(row?.body).toBe(`<p><img src="/api/content-images/${id}" /></p>`);
  });
});

describe("replays", () => {
  it("embeds known providers privately, links others, and lets students list them", async () => {
    const { horizonCourse } = t.fixture;
    const add = (videoUrl: string) =>
      t.as(prof).post(`/api/courses/${horizonCourse}/replays`, { title: "Séance 1", videoUrl });
    const youtube = await add("https://www.youtube.com/watch?v=dQw4w9WgXcQ");
    expect(youtube.statusCode).toBe(201);
    expect(youtube.json().embedUrl).toBe("https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ");
    expect((await add("https://vimeo.com/76979871")).json().embedUrl).toBe(
      "https://player.vimeo.com/video/76979871?dnt=1",
    );
    expect((await add("https://tube.example.org/w/abcdef123")).json().embedUrl).toBe(
      "https://tube.example.org/videos/embed/abcdef123",
    );
    const other = await add("https://other-tube.example/w/abcdef123");
    expect(other.json()).toMatchObject({ provider: "link", embedUrl: null });
    expect((await add("javascript:alert(1)")).statusCode).toBe(400);
    const list = await t.as(student).get(`/api/courses/${horizonCourse}/replays`);
    expect(list.json().items).toHaveLength(4);
    expect((await t.as(student).delete(`/api/replays/${other.json().id}`)).statusCode).toBe(403);
    expect((await t.as("admin@ata.example").delete(`/api/replays/${other.json().id}`)).statusCode).toBe(404);
    expect((await t.as("admin@ata.example").get(`/api/courses/${horizonCourse}/replays`)).statusCode).toBe(
      404,
    );
    expect((await t.as(prof).delete(`/api/replays/${other.json().id}`)).statusCode).toBe(204);
  });

  it("streams an uploaded video with ranges", async () => {
    const { horizonCourse } = t.fixture;
    const replay = await t.as(prof).post(`/api/courses/${horizonCourse}/replays`, { title: "Vidéo" });
    const file = multipartFile("cours.mp4", MP4, "video/mp4");
    const up = await t.app.inject({
      method: "POST",
      url: `/api/replays/${replay.json().id}/video`,
      headers: { ...file.headers, authorization: `Bearer ${await t.signIn(prof)}` },
      payload: file.payload,
    });
    expect(up.statusCode).toBe(200);
    expect(up.json().provider).toBe("upload");
    const ranged = await t.app.inject({ url: up.json().file.url, headers: { range: "bytes=4-11" } });
    expect(ranged.statusCode).toBe(206);
    expect(ranged.headers["accept-ranges"]).toBe("bytes");
    expect(ranged.headers["content-range"]).toBe(`bytes 4-11/${MP4.length}`);
    expect(ranged.body).toBe("ftypmp42");
  });

  it("allows exactly the embed players in the CSP frame-src", async () => {
    const response = await t.app.inject({ url: "/api/health" });
    const frameSrc = /frame-src ([^;]+)/.exec(String(response.headers["content-security-policy"]))?.[1];
    expect(frameSrc?.split(" ").sort()).toEqual(
      ["https://player.vimeo.com", "https://tube.example.org", "https://www.youtube-nocookie.com"].sort(),
    );
  });
});

describe("time counters", () => {
  it("caps each heartbeat at the interval, counts the course, and exports the record", async () => {
    const { horizonCourse, otherHorizonCourse } = t.fixture;
    const beat = (activity = "page", courseId: string | null = horizonCourse) =>
      t.as(student).post("/api/time/heartbeat", { courseId, activity });
    expect((await beat()).statusCode).toBe(204);
    // A burst of heartbeats at the same instant adds nothing.
    for (let i = 0; i < 5; i++) await beat();
    clock.advance(10_000);
    await beat("replay");
    clock.advance(3_600_000);
    await beat("live");
    // A course the student does not follow is not counted.
    await beat("page", otherHorizonCourse);
    const me = await t.as(student).get("/api/time/me");
    expect(me.json().siteSeconds).toBe(30 + 10 + 30);
    const course = me.json().courses.find((c: { course: { id: string } }) => c.course.id === horizonCourse);
    expect(course).toMatchObject({ seconds: 70, replaySeconds: 10, liveSeconds: 30 });
    expect(
      me.json().courses.some((c: { course: { id: string } }) => c.course.id === otherHorizonCourse),
    ).toBe(false);

    const staff = await t.as(prof).get(`/api/courses/${horizonCourse}/time`);
    expect(staff.json().items).toEqual([
      expect.objectContaining({ seconds: 70, replaySeconds: 10, liveSeconds: 30 }),
    ]);
    expect((await t.as(student).get(`/api/courses/${horizonCourse}/time`)).statusCode).toBe(403);
    expect((await t.as("admin@ata.example").get(`/api/courses/${horizonCourse}/time`)).statusCode).toBe(404);

    const xlsx = await t.as(prof).get(`/api/courses/${horizonCourse}/time/export`);
    expect(xlsx.statusCode).toBe(200);
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(xlsx.rawPayload as unknown as ArrayBuffer);
    const values = workbook.worksheets[0]?.getSheetValues().flat().map(String) ?? [];
    expect(values).toContain("70");
  });
});
