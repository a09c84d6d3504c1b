import { ERROR_CODES } from "@campus/contracts/errors";
import { describe, expect, it } from "vitest";
import { type FaultyS3Proxy, type Scenario, useScenarioApp } from "../test/scenario-app.ts";
import {
  download,
  expectNoHalfWrittenFiles,
  FILES,
  PROF,
  type ScenarioApp,
  STUDENT,
  upload,
} from "../test/storage-scenario.ts";
import { readZip } from "../test/zip-reader.ts";
import { ZIP_README } from "./blob-zip.ts";

// The same routes on the S3 store, the S3-protocol server of the tests behind a proxy that fails on
// demand: the service answering 500, hanging (S3_TIMEOUT_SECONDS=1 ends the wait), cutting a body
// in the middle, an object deleted from the bucket, an upload refused.

let t: ScenarioApp;
let scenario: Scenario;
let proxy: FaultyS3Proxy;

useScenarioApp(
  (started) => {
    ({ t, scenario } = started);
    if (started.proxy) proxy = started.proxy;
  },
  { s3: true },
);

const rapportOnly = (request: { method?: string; url?: string }) =>
  // The SDK adds a query (`?x-id=GetObject`): the object's path is before it.
  request.method === "GET" && (request.url ?? "").split("?")[0]?.endsWith("rapport.pdf") === true;
const as = (route: { anonymous?: boolean }) => (route.anonymous ? {} : { as: PROF });
const assignmentFile = () => scenario.singleFiles.filter((route) => route.key === "rapport.pdf");

describe("S3 answering 500", () => {
  it("one file: 500 (after the SDK's retries), a zip: the file listed as unreadable", async () => {
    proxy.inject("error-500", rapportOnly);
    for (const route of assignmentFile()) expect((await download(t, route.path, as(route))).status).toBe(500);
    for (const route of scenario.zips) {
      const entries = await readZip((await download(t, route.path, as(route))).body);
      expect(entries.get(ZIP_README)?.toString(), route.route).toMatch(/fichier illisible : .*rapport\.pdf/);
    }
  });
});

describe("S3 not answering", () => {
  it("the request times out: one file 500, the zip goes on without it", async () => {
    proxy.inject("hang", rapportOnly);
    const route = assignmentFile()[0];
    if (!route) throw new Error("no route");
    const startedAt = performance.now();
    expect((await download(t, route.path, as(route))).status).toBe(500);
    expect(performance.now() - startedAt).toBeLessThan(15_000);
    const box = scenario.zips[0];
    if (!box) throw new Error("no zip");
    const entries = await readZip((await download(t, box.path, as(box))).body);
    expect(entries.get(ZIP_README)?.toString()).toMatch(/fichier illisible : .*rapport\.pdf/);
  }, 40_000);
});

describe("S3 cutting a body in the middle", () => {
  it("the client's download fails, for one file and for a zip", async () => {
    proxy.inject("cut-body", rapportOnly);
    for (const route of assignmentFile()) await expect(download(t, route.path, as(route))).rejects.toThrow();
    for (const route of scenario.zips) await expect(download(t, route.path, as(route))).rejects.toThrow();
  });
});

describe("an object deleted from the bucket", () => {
  it("one file: 404 FILE_MISSING; a zip lists it as missing", async () => {
    t.blobs.inject({ kind: "missing" }, (key) => key.endsWith("rapport.pdf"));
    for (const route of assignmentFile()) {
      const answer = await download(t, route.path, as(route));
      expect(answer.status).toBe(404);
      expect(JSON.parse(answer.body.toString()).error.message).toBe(ERROR_CODES.FILE_MISSING.message);
    }
    const box = scenario.zips[0];
    if (!box) throw new Error("no zip");
    const entries = await readZip((await download(t, box.path, as(box))).body);
    expect(entries.get(ZIP_README)?.toString()).toMatch(/fichier introuvable : .*rapport\.pdf/);
  });
});

describe("uploads to S3", () => {
  it("S3 refusing the upload: 500, and neither a row nor an object is kept", async () => {
    proxy.inject("error-500", (request) => request.method === "PUT" || request.method === "POST");
    const answer = await upload(
      t,
      STUDENT,
      `/api/assignments/${scenario.boxId}/files`,
      "refus.pdf",
      FILES.annexe,
    );
    expect(answer.status).toBe(500);
    proxy.heal();
    await expectNoHalfWrittenFiles(t);
  });

  it("the database cut once the object is stored: 500, and the object is removed", async () => {
    t.blobs.afterPut = () => t.db.cut();
    const answer = await upload(
      t,
      STUDENT,
      `/api/assignments/${scenario.boxId}/files`,
      "coupure.pdf",
      FILES.annexe,
    );
    expect(answer.status).toBe(500);
    t.db.restore();
    await expectNoHalfWrittenFiles(t);
  });
});
