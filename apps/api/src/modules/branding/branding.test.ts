import { rm } from "node:fs/promises";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { demoAccounts } from "../../test/factories.ts";
import { bearer, createTestApp, type TestApp } from "../../test/harness.ts";

/** The logos land in this data directory's files folder. */
const DATA_DIR = `/tmp/branding-test-${process.pid}`;
let t: TestApp;
let direction: Record<string, string>;

function multipart(filename: string, content: Buffer | string) {
  const boundary = "----logo-boundary";
  const payload = Buffer.concat([
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${filename}"\r\nContent-Type: application/octet-stream\r\n\r\n`,
    ),
    Buffer.isBuffer(content) ? content : Buffer.from(content),
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  return { payload, headers: { "content-type": `multipart/form-data; boundary=${boundary}` } };
}

const upload = (file: ReturnType<typeof multipart>, headers = direction) =>
  t.app.inject({
    method: "POST",
    url: "/api/company/logo",
    payload: file.payload,
    headers: { ...headers, ...file.headers },
  });

const VALID_STYLE = {
  light: { primary: "#1B4F8A", secondary: "#6B2C91" },
  dark: { primary: "#8CC4FF", secondary: "#D6B4F0" },
};

beforeAll(async () => {
  t = await createTestApp({ DATA_DIR }, { seed: demoAccounts });
  direction = bearer(await t.login("direction@horizon.example"));
});
afterAll(async () => {
  await t.close();
  await rm(DATA_DIR, { recursive: true, force: true });
});

describe("company style", () => {
  it("saves both palettes for superadmincom; the company's users and its login page see them", async () => {
    const saved = await t.app.inject({
      method: "PUT",
      url: "/api/company/branding",
      headers: direction,
      payload: { style: VALID_STYLE, openRegistration: true },
    });
    expect(saved.statusCode).toBe(200);
    expect(saved.json()).toMatchObject({ id: "horizon", style: VALID_STYLE, openRegistration: true });
    const me = await t.as("admin@horizon.example").get("/api/auth/me");
    expect(me.json().company.style).toEqual(VALID_STYLE);
    const publicBranding = await t.as(null).get("/api/branding/horizon");
    expect(publicBranding.json().style).toEqual(VALID_STYLE);
    const other = await t.as("admin@ata.example").get("/api/auth/me");
    expect(other.json().company.style).not.toEqual(VALID_STYLE);
  });

  it("refuses colours failing WCAG AA in either mode, with a French message", async () => {
    const response = await t.app.inject({
      method: "PUT",
      url: "/api/company/branding",
      headers: direction,
      payload: {
        style: { light: { primary: "#FFFF00" }, dark: { primary: "#1B1B1B" } },
        openRegistration: false,
      },
    });
    expect(response.statusCode).toBe(400);
    const error = response.json().error;
    expect(error.field).toBe("style.light.primary");
    expect(error.message).toMatch(/n'est pas assez contrastée en mode clair/);
    expect(error.details.map((d: { field: string }) => d.field)).toEqual([
      "style.light.primary",
      "style.dark.primary",
    ]);
  });

  it("is for superadmin and superadmincom only", async () => {
    const body = { style: VALID_STYLE, openRegistration: false };
    expect((await t.as("admin@horizon.example").put("/api/company/branding", body)).statusCode).toBe(403);
    expect((await t.as(null).put("/api/company/branding", body)).statusCode).toBe(401);
  });
});

describe("company logo", () => {
  it("resizes a raster logo to a PNG of at most 512 px, served publicly", async () => {
    const big = await sharp({ create: { width: 1600, height: 800, channels: 3, background: "#1B4F8A" } })
      .jpeg()
      .toBuffer();
    const response = await upload(multipart("logo.jpg", big));
    expect(response.statusCode).toBe(200);
    const logoUrl = response.json().logoUrl as string;
    expect(logoUrl).toMatch(/^\/api\/branding\/horizon\/logo\/\d+-[\w-]{8}-logo\.png$/);
    const served = await t.app.inject({ method: "GET", url: logoUrl });
    expect(served.statusCode).toBe(200);
    expect(served.headers["content-type"]).toBe("image/png");
    // Its address changes with each upload: browsers keep it (the API's `no-store` is only a default).
    expect(served.headers["cache-control"]).toBe("public, max-age=31536000, immutable");
    const meta = await sharp(served.rawPayload).metadata();
    expect([meta.format, meta.width, meta.height]).toEqual(["png", 512, 256]);
    expect((await t.as("apprenant@horizon.example").get("/api/auth/me")).json().company.logoUrl).toBe(
      logoUrl,
    );
  });

  it("keeps a clean SVG through the allow-list and refuses one with script", async () => {
    const svg =
      '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 10 10"><rect width="10" height="10" fill="#123456"/><a href="https://x.example"><circle r="2"/></a></svg>';
    const saved = await upload(multipart("logo.svg", svg));
    expect(saved.statusCode).toBe(200);
    const served = await t.app.inject({ method: "GET", url: saved.json().logoUrl });
    expect(served.headers["content-type"]).toBe("image/svg+xml");
    expect(served.headers["content-security-policy"]).toContain("default-src 'none'");
    expect(served.body).toContain('viewBox="0 0 10 10"');
    expect(served.body).not.toContain("href");

    for (const hostile of [
      '<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>',
      '<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"><rect/></svg>',
      '<svg xmlns="http://www.w3.org/2000/svg"><a href="javascript:alert(1)"><rect/></a></svg>',
    ]) {
      const refused = await upload(multipart("logo.svg", hostile));
      expect(refused.statusCode).toBe(400);
      expect(refused.json().error.message).toBe("Ce logo SVG contient du script : il est refusé.");
    }
  });

  it("checks the bytes, not the name, and bounds the size", async () => {
    const fake = await upload(multipart("logo.png", "not an image at all"));
    expect(fake.json().error).toMatchObject({ code: "INVALID_FILE", field: "file" });
    const pdf = await upload(multipart("logo.png", Buffer.from("%PDF-1.4\n%âãÏÓ\n1 0 obj<<>>endobj\n")));
    expect(pdf.statusCode).toBe(400);
    const huge = await upload(multipart("logo.png", Buffer.alloc(2 * 1024 * 1024 + 10, 1)));
    expect(huge.statusCode).toBe(413);
    const admin = bearer(await t.login("admin@horizon.example"));
    expect((await upload(multipart("logo.svg", "<svg/>"), admin)).statusCode).toBe(403);
  });

  it("another company's missing logo file answers 404", async () => {
    expect((await t.as(null).get("/api/branding/ata/logo/1234567890123-logo.png")).statusCode).toBe(404);
    expect((await t.as(null).get("/api/branding/ata/logo/..%2F..%2Fsecret")).statusCode).toBe(404);
  });
});

describe("web app manifest", () => {
  it("gives each company its own installed app: name, colour and logo, for anyone", async () => {
    const response = await t.as(null).get("/api/branding/horizon/manifest.webmanifest");
    expect(response.statusCode).toBe(200);
    expect(response.headers["content-type"]).toContain("application/manifest+json");
    const manifest = response.json();
    const branding = (await t.as(null).get("/api/branding/horizon")).json();
    expect(manifest).toMatchObject({
      id: "/?entreprise=horizon",
      start_url: "/?entreprise=horizon",
      name: branding.fullName,
      theme_color: branding.style.light.primary ?? "#2065D1",
      display: "standalone",
      lang: "fr",
    });
    const sources = manifest.icons.map((icon: { src: string }) => icon.src);
    expect(sources).toContain("/icons/icon-512.png");
    // The logo the tests above uploaded comes first.
    expect(sources[0]).toBe(branding.logoUrl);
    expect(sources[0]).toMatch(/^\/api\/branding\/horizon\/logo\//);
    const ata = (await t.as(null).get("/api/branding/ata/manifest.webmanifest")).json();
    expect(ata.id).toBe("/?entreprise=ata");
    expect(ata.name).not.toBe(manifest.name);
    expect((await t.as(null).get("/api/branding/inconnue/manifest.webmanifest")).statusCode).toBe(404);
  });
});

describe("profile photo", () => {
  const photo = (file: ReturnType<typeof multipart>, headers: Record<string, string>) =>
    t.app.inject({
      method: "POST",
      url: "/api/profile/photo",
      payload: file.payload,
      headers: { ...headers, ...file.headers },
    });

  it("crops and resizes to a 256 px square, shown to the company's lists, only at its current address", async () => {
    const student = bearer(await t.login("apprenant@horizon.example"));
    const wide = await sharp({ create: { width: 900, height: 300, channels: 3, background: "#336699" } })
      .png()
      .toBuffer();
    const saved = await photo(multipart("moi.png", wide), student);
    expect(saved.statusCode).toBe(200);
    const photoUrl = saved.json().photoUrl as string;
    expect(photoUrl).toMatch(/^\/api\/photos\/[0-9a-f-]{36}\/[\w-]{22}\.webp$/);
    const served = await t.app.inject({ method: "GET", url: photoUrl });
    const meta = await sharp(served.rawPayload).metadata();
    expect([meta.format, meta.width, meta.height]).toEqual(["webp", 256, 256]);

    const again = await photo(multipart("moi.png", wide), student);
    expect((await t.app.inject({ method: "GET", url: photoUrl })).statusCode).toBe(404);
    expect((await t.app.inject({ method: "GET", url: again.json().photoUrl })).statusCode).toBe(200);
    const removed = await t.app.inject({ method: "DELETE", url: "/api/profile/photo", headers: student });
    expect(removed.json().photoUrl).toBeNull();
  });

  it("checks the bytes and the size", async () => {
    const student = bearer(await t.login("apprenant@horizon.example"));
    const svg = await photo(multipart("moi.png", '<svg xmlns="http://www.w3.org/2000/svg"/>'), student);
    expect(svg.json().error).toMatchObject({
      code: "INVALID_FILE",
      message: "Photo non reconnue : importez une image PNG, JPEG ou WebP.",
    });
    const huge = await photo(multipart("moi.jpg", Buffer.alloc(5 * 1024 * 1024 + 10, 1)), student);
    expect(huge.statusCode).toBe(413);
    expect((await t.as(null).post("/api/profile/photo")).statusCode).toBe(401);
  });
});
