import { createHash } from "node:crypto";
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from "node:zlib";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../test/harness.ts";

// A small built web app of its own: index.html, a hashed script with its .br and .gz copies, an icon.
const dist = mkdtempSync(path.join(tmpdir(), "web-assets-"));
const script = `export const greeting = ${JSON.stringify("Bonjour ".repeat(400))};\n`;
const bootScript = 'globalThis.__campusEarly = { asked: "/api/auth/me" };\n';
let t: TestApp;
beforeAll(async () => {
  mkdirSync(path.join(dist, "assets"));
  writeFileSync(
    path.join(dist, "index.html"),
    '<!doctype html><html><head><script src="/app-boot.js"></script><title>Campus</title></head><body><div id="root"></div></body></html>',
  );
  writeFileSync(path.join(dist, "app-boot.js"), bootScript);
  writeFileSync(path.join(dist, "login.html"), '<!doctype html><div id="root" class="sign-in"></div>');
  writeFileSync(path.join(dist, "assets/app-Ab12Cd34.js"), script);
  writeFileSync(path.join(dist, "assets/app-Ab12Cd34.js.br"), brotliCompressSync(script));
  writeFileSync(path.join(dist, "assets/app-Ab12Cd34.js.gz"), gzipSync(script));
  writeFileSync(path.join(dist, "manifest.webmanifest"), JSON.stringify({ name: "Campus" }));
  mkdirSync(path.join(dist, ".vite"));
  writeFileSync(
    path.join(dist, ".vite/route-preloads.json"),
    JSON.stringify({
      "/dashboard/entreprises": ["assets/layout-1.js", "assets/companies-2.js"],
      "/dashboard/students/:id": ["assets/layout-1.js", "assets/student-3.js"],
      "/dashboard/:companyAdmin/:uid": ["assets/layout-1.js", "assets/admin-4.js"],
      "/dashboard/teachers/:uid": ["assets/layout-1.js", "assets/teacher-5.js"],
      "/accessibilite": [],
    }),
  );
  t = await createTestApp({ WEB_DIST: dist }, { seed: "none" });
});
afterAll(async () => {
  await t.close();
  rmSync(dist, { recursive: true, force: true });
});

const asset = "/assets/app-Ab12Cd34.js";

describe("static assets", () => {
  it("are sent precompressed with brotli when the browser accepts it, and cached for a year", async () => {
    const response = await t.app.inject({ url: asset, headers: { "accept-encoding": "gzip, deflate, br" } });
    expect(response.statusCode).toBe(200);
    expect(response.headers["content-encoding"]).toBe("br");
    expect(response.headers["content-type"]).toMatch(/javascript/);
    expect(response.headers["cache-control"]).toBe("public, max-age=31536000, immutable");
    expect(brotliDecompressSync(response.rawPayload).toString()).toBe(script);
  });

  it("are sent gzip to a browser without brotli, and as they are to one asking for nothing", async () => {
    const gzip = await t.app.inject({ url: asset, headers: { "accept-encoding": "gzip" } });
    expect(gzip.headers["content-encoding"]).toBe("gzip");
    expect(gunzipSync(gzip.rawPayload).toString()).toBe(script);
    const plain = await t.app.inject({ url: asset, headers: { "accept-encoding": "identity" } });
    expect(plain.headers["content-encoding"]).toBeUndefined();
    expect(plain.body).toBe(script);
    expect(plain.headers["cache-control"]).toBe("public, max-age=31536000, immutable");
  });

  it("index.html and the unhashed files are revalidated at each visit", async () => {
    for (const url of ["/auth/login", "/dashboard/app"]) {
      const page = await t.app.inject({ url });
      expect(page.statusCode).toBe(200);
      expect(page.headers["content-type"]).toMatch(/text\/html/);
      expect(page.headers["cache-control"]).toBe("no-cache");
    }
    const manifest = await t.app.inject({ url: "/manifest.webmanifest" });
    expect(manifest.statusCode).toBe(200);
    expect(manifest.headers["cache-control"]).toBe("no-cache");
  });

  it("the root, a folder and a missing file answer index.html, whatever the encoding asked", async () => {
    for (const url of ["/", "/assets", "/assets/", "/assets/gone-Zz99Yy88.js"]) {
      for (const encoding of ["br, gzip", "identity"]) {
        const page = await t.app.inject({ url, headers: { "accept-encoding": encoding } });
        expect(page.statusCode, `${url} ${encoding}`).toBe(200);
        expect(page.headers["content-type"]).toMatch(/text\/html/);
        const body =
          page.headers["content-encoding"] === "br" ? brotliDecompressSync(page.rawPayload) : page.rawPayload;
        expect(body.toString(), `${url} ${encoding}`).toContain('<div id="root">');
      }
    }
  });

  it("the sign-in page is its own document (login.html), with or without a query", async () => {
    for (const url of ["/auth/login", "/auth/login?entreprise=horizon"]) {
      const page = await t.app.inject({ url });
      expect(page.statusCode, url).toBe(200);
      expect(page.headers["cache-control"]).toBe("no-cache");
      expect(page.body, url).toContain('class="sign-in"');
    }
    for (const url of ["/auth/register", "/auth/login/more", "/dashboard/app?from=/auth/login"]) {
      expect((await t.app.inject({ url })).body, url).not.toContain("sign-in");
    }
  });

  it("a page's document lists its route's chunks as modulepreload, static segments first", async () => {
    const preloads = async (url: string) =>
      [
        ...(await t.app.inject({ url })).body.matchAll(
          /<link rel="modulepreload" crossorigin href="([^"]+)">/g,
        ),
      ].map((match) => match[1]);
    expect(await preloads("/dashboard/entreprises?page=2")).toEqual([
      "/assets/layout-1.js",
      "/assets/companies-2.js",
    ]);
    expect(await preloads("/dashboard/students/42")).toEqual(["/assets/layout-1.js", "/assets/student-3.js"]);
    expect(await preloads("/dashboard/teachers/7")).toEqual(["/assets/layout-1.js", "/assets/teacher-5.js"]);
    expect(await preloads("/dashboard/horizon-admin/7")).toEqual([
      "/assets/layout-1.js",
      "/assets/admin-4.js",
    ]);
    for (const url of ["/accessibilite", "/dashboard/students", "/nowhere/at/all", "/auth/login"]) {
      expect(await preloads(url), url).toEqual([]);
    }
    const { body } = await t.app.inject({ url: "/dashboard/entreprises" });
    expect(body.indexOf("<title>")).toBeLessThan(body.indexOf("modulepreload"));
    expect(body.lastIndexOf("modulepreload")).toBeLessThan(body.indexOf("</head>"));
  });

  it("a page not changed since the browser's copy answers 304 to its ETag", async () => {
    const first = await t.app.inject({ url: "/dashboard/students/42" });
    const etag = String(first.headers.etag);
    expect(etag).toMatch(/^"[\w-]+"$/);
    const again = await t.app.inject({ url: "/dashboard/students/42", headers: { "if-none-match": etag } });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe("");
    const other = await t.app.inject({ url: "/dashboard/entreprises", headers: { "if-none-match": etag } });
    expect(other.statusCode).toBe(200);
    expect(other.headers.etag).not.toBe(etag);
  });

  it("the app's boot script is inside its pages, allowed by its hash alone", async () => {
    const page = await t.app.inject({ url: "/dashboard/students/42" });
    expect(page.body).toContain(`<head><script>${bootScript}</script><title>`);
    expect(page.body).not.toContain('src="/app-boot.js"');
    const hash = createHash("sha256").update(bootScript).digest("base64");
    const scriptSrc = String(page.headers["content-security-policy"])
      .split(";")
      .find((d) => d.startsWith("script-src"));
    expect(scriptSrc).toBe(`script-src 'self' 'sha256-${hash}'`);
  });

  it("a page's form sent by the browser itself (a POST) is sent back to the page, not to an API error", async () => {
    const response = await t.app.inject({
      method: "POST",
      url: "/auth/login?entreprise=horizon",
      headers: { "content-type": "application/x-www-form-urlencoded" },
      payload: "email=a%40b.fr&password=secret",
    });
    expect(response.statusCode).toBe(303);
    expect(response.headers.location).toBe("/auth/login?entreprise=horizon");
    expect((await t.app.inject({ method: "POST", url: "/api/nothing-here" })).statusCode).toBe(404);
  });

  it("an unknown API path is a 404, never the web app", async () => {
    const response = await t.app.inject({ url: "/api/nothing-here" });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toMatchObject({ error: { code: "NOT_FOUND" } });
  });
});

describe("API answers", () => {
  it("over 1 KB are compressed as asked, and never cached", async () => {
    const plain = await t.app.inject({ url: "/api/docs/json" });
    expect(plain.headers["content-encoding"]).toBeUndefined();
    expect(plain.body.length).toBeGreaterThan(1024);
    const br = await t.app.inject({ url: "/api/docs/json", headers: { "accept-encoding": "br" } });
    expect(br.headers["content-encoding"]).toBe("br");
    expect(brotliDecompressSync(br.rawPayload).toString()).toBe(plain.body);
    const gzip = await t.app.inject({ url: "/api/docs/json", headers: { "accept-encoding": "gzip" } });
    expect(gzip.headers["content-encoding"]).toBe("gzip");
    expect(JSON.parse(gunzipSync(gzip.rawPayload).toString()).openapi).toMatch(/^3\./);
    expect(gzip.rawPayload.length).toBeLessThan(plain.body.length / 3);
  });

  it("under 1 KB go out as they are", async () => {
    const health = await t.app.inject({ url: "/api/health", headers: { "accept-encoding": "br, gzip" } });
    expect(health.statusCode).toBe(200);
    expect(health.headers["content-encoding"]).toBeUndefined();
    expect(health.headers["cache-control"]).toBe("no-store");
  });
});
