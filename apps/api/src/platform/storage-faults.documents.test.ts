import { describe, expect, it } from "vitest";
import { type Scenario, useScenarioApp } from "../test/scenario-app.ts";
import { download, PROF, type ScenarioApp } from "../test/storage-scenario.ts";
import { readZip } from "../test/zip-reader.ts";

// Every route that answers a file built from the database (PDFs, spreadsheets, the calendar feed,
// the web manifest), against a database cut before it reads or after its first reads: a 500 of the
// catalogue before any byte, or a download the client sees cut, never a document that looks whole
// but is not; and whole again once the database is back.

let t: ScenarioApp;
let scenario: Scenario;

useScenarioApp((started) => ({ t, scenario } = started));

const ADMIN = "admin@ata.example";
interface Document {
  route: string;
  path: string;
  as?: string;
}

async function documents(): Promise<Document[]> {
  const { courseId, slotId } = t.fixture;
  const week = "from=2031-03-03T00:00:00.000Z&to=2031-03-10T00:00:00.000Z";
  const feed = await t.fetch("/api/calendar/feed", { as: PROF, method: "POST" });
  const feedUrl = new URL(((await feed.json()) as { url: string }).url);
  return [
    { route: "GET /api/slots/:id/attendance-sheet.pdf", path: `/api/slots/${slotId}/attendance-sheet.pdf` },
    { route: "GET /api/absences/export.xlsx", path: "/api/absences/export.xlsx", as: ADMIN },
    { route: "GET /api/assignments/:id/export", path: `/api/assignments/${scenario.boxId}/export` },
    { route: "GET /api/calendar/export/pdf", path: `/api/calendar/export/pdf?${week}` },
    { route: "GET /api/calendar/export/xlsx", path: `/api/calendar/export/xlsx?${week}` },
    { route: "GET /api/calendar/:file (flux iCalendar)", path: feedUrl.pathname, as: "" },
    { route: "GET /api/courses/:id/time/export", path: `/api/courses/${courseId}/time/export` },
    { route: "GET /api/history/export.xlsx", path: "/api/history/export.xlsx", as: ADMIN },
    { route: "GET /api/imports/:kind/sample", path: "/api/imports/students/sample?format=xlsx", as: ADMIN },
    { route: "GET /api/students/export?format=pdf", path: "/api/students/export?format=pdf", as: ADMIN },
    { route: "GET /api/students/export?format=xlsx", path: "/api/students/export?format=xlsx", as: ADMIN },
    {
      route: "GET /api/courses/:id/students/export?format=pdf",
      path: `/api/courses/${courseId}/students/export?format=pdf`,
    },
    {
      route: "GET /api/courses/:id/students/export?format=xlsx",
      path: `/api/courses/${courseId}/students/export?format=xlsx`,
    },
    {
      route: "GET /api/branding/:companyId/manifest.webmanifest",
      path: "/api/branding/ata/manifest.webmanifest",
      as: "",
    },
  ];
}

/** Whether the body is a whole document of its type: a cut one fails to parse or misses its end. */
async function isWhole(contentType: string, body: Buffer): Promise<boolean> {
  const text = () => body.toString("utf8");
  if (contentType.startsWith("application/pdf"))
    return body.subarray(0, 5).toString() === "%PDF-" && body.subarray(-8).toString().includes("%%EOF");
  if (contentType.includes("spreadsheetml"))
    return readZip(body).then(
      (entries) => entries.has("xl/workbook.xml"),
      () => false,
    );
  if (contentType.startsWith("text/calendar")) return text().trimEnd().endsWith("END:VCALENDAR");
  if (contentType.includes("json")) {
    try {
      JSON.parse(text());
      return true;
    } catch {
      return false;
    }
  }
  throw new Error(`type de document non prévu : ${contentType}`);
}

/** The answer with a database cut after `afterQueries` queries: a status, or « coupé » (the client saw it cut). */
async function cutAnswer(document: Document, afterQueries: number) {
  await t.db.cut({ afterQueries });
  try {
    return await download(t, document.path, { as: document.as ?? PROF });
  } catch {
    return "coupé" as const;
  } finally {
    t.db.restore();
  }
}

describe("files built from the database", () => {
  it("database cut before or while reading: a 500 or a cut download, never a document that looks whole but is not", async () => {
    const seen: Record<string, (number | string)[]> = {};
    for (const document of await documents()) {
      const healthy = await download(t, document.path, { as: document.as ?? PROF });
      expect(healthy.status, document.route).toBe(200);
      const contentType = healthy.headers.get("content-type") ?? "";
      expect(await isWhole(contentType, healthy.body), document.route).toBe(true);
      const answers: (number | string)[] = [];
      // At once, then after the session's and the first reads.
      for (const afterQueries of [0, 1, 2, 3, 5]) {
        const answer = await cutAnswer(document, afterQueries);
        if (answer === "coupé") {
          answers.push(answer);
          continue;
        }
        answers.push(answer.status);
        if (answer.status === 200) {
          const label = `${document.route} after ${afterQueries}`;
          expect(await isWhole(contentType, answer.body), label).toBe(true);
          expect(answer.body.length, label).toBeGreaterThan(0);
        } else {
          const label = `${document.route} after ${afterQueries}: ${answer.body.subarray(0, 200).toString()}`;
          expect(answer.status, label).toBe(500);
          expect(JSON.parse(answer.body.toString()).error.code, label).toBe("INTERNAL");
        }
      }
      seen[document.route] = answers;
      const again = await download(t, document.path, { as: document.as ?? PROF });
      expect(await isWhole(contentType, again.body), document.route).toBe(true);
    }
    console.info(JSON.stringify(seen));
    // Each reads the database (the caller's session at least): cut at once, the catalogue's 500.
    for (const [route, answers] of Object.entries(seen)) expect(answers[0], route).toBe(500);
  }, 180_000);
});
