import { type APIRequestContext, expect, type Page, test } from "@playwright/test";
import { signInByApi, trackRequests } from "./support.ts";

// Course content: a chapter written with an image and read by the student, the XSS run, a YouTube
// replay, and the live banner following a slot moved by an administrator.

test.use({ viewport: { width: 1440, height: 900 } });

const PROF = "prof@horizon.example";
const STUDENT = "apprenant@horizon.example";
const PNG = Buffer.from(
  "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==",
  "base64",
);

async function tokenOf(request: APIRequestContext, email: string): Promise<string> {
  const response = await request.post("/api/auth/login", { data: { email, password: "Demo2026!" } });
  return ((await response.json()) as { token: string }).token;
}

/** The seed's course with chapters that the demo teacher gives and the demo student follows. */
async function demoCourse(request: APIRequestContext, token: string): Promise<{ id: string; title: string }> {
  const response = await request.get("/api/content/support", {
    headers: { authorization: `Bearer ${token}` },
  });
  const { items } = (await response.json()) as { items: { course: { id: string; title: string } }[] };
  const course = items[0]?.course;
  if (!course) throw new Error("no demo course with chapters");
  return course;
}

/** Any alert, confirm, prompt or injected script marks the page as compromised. */
async function trapScripts(page: Page) {
  await page.addInitScript(() => {
    const hit = (what: string) => {
      (window as unknown as { __xss: string[] }).__xss.push(what);
    };
    (window as unknown as { __xss: string[] }).__xss = [];
    window.alert = () => hit("alert");
    window.confirm = () => {
      hit("confirm");
      return false;
    };
    window.prompt = () => {
      hit("prompt");
      return null;
    };
    (window as unknown as { xss: () => void }).xss = () => hit("xss");
  });
  const dialogs: string[] = [];
  page.on("dialog", (dialog) => {
    dialogs.push(dialog.message());
    void dialog.dismiss();
  });
  return dialogs;
}

test("a teacher writes a chapter with an image and publishes it; the student reads it", async ({
  page,
  browser,
  request,
}) => {
  const title = `Chapitre E2E ${Date.now().toString(36)}`;
  await signInByApi(page, PROF);
  const course = await demoCourse(request, await tokenOf(request, PROF));
  await page.goto(`/dashboard/course/${course.id}?tab=chapitres`);
  await page.getByLabel("Titre du nouveau chapitre").fill(title);
  await page.getByRole("button", { name: "Ajouter un chapitre" }).click();
  const editor = page.getByRole("textbox", { name: "Contenu du chapitre" });
  await editor.click();
  await page.keyboard.type("Le texte du chapitre, écrit dans le navigateur.");
  await page
    .getByTestId("editor-image-input")
    .setInputFiles({ name: "schema.png", mimeType: "image/png", buffer: PNG });
  await expect(editor.locator("img")).toHaveCount(1);
  await expect(page.getByRole("status")).toHaveText("Sauvegarde réussie", { timeout: 15_000 });
  await page.getByRole("button", { name: "Publier" }).click();
  await expect(page.getByTestId("chapter-status")).toHaveText("Publié");

  const student = await browser.newPage({ viewport: { width: 390, height: 844 } });
  await signInByApi(student, STUDENT);
  await student.goto(`/dashboard/courseSupport?course=${course.id}`);
  await student.getByRole("navigation", { name: "Table des matières" }).getByText(title).click();
  const body = student.getByTestId("chapter-body");
  await expect(body).toContainText("Le texte du chapitre, écrit dans le navigateur.");
  // The image loads through its signed link.
  await expect
    .poll(() => body.locator("img").evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth))
    .toBe(1);
  await student.getByRole("button", { name: "Marquer comme lu" }).click();
  await expect(student.getByRole("button", { name: "Lu", exact: true })).toBeVisible();
  await student.close();
});

const TAGS = [
  "img",
  "svg",
  "body",
  "video",
  "audio",
  "iframe",
  "details",
  "input",
  "marquee",
  "object",
  "a",
  "div",
];
const HANDLERS = [
  "onerror",
  "onload",
  "onmouseover",
  "onfocus",
  "ontoggle",
  "onbegin",
  "onclick",
  "onanimationstart",
];
/** More than a hundred XSS payloads: every tag with every handler, then the classics. */
const PAYLOADS = [
  ...TAGS.flatMap((tag) =>
    HANDLERS.map((handler) => `<${tag} src=x ${handler}="alert(1)" autofocus open>x</${tag}>`),
  ),
  "<script>alert(1)</script>",
  "<script src=data:text/javascript,alert(1)></script>",
  '<a href="javascript:alert(1)">lien</a>',
  '<a href="JaVaScRiPt:alert(1)">lien</a>',
  '<a href="&#106;avascript:alert(1)">lien</a>',
  '<a href="data:text/html,<script>alert(1)</script>">lien</a>',
  '<iframe src="javascript:alert(1)"></iframe>',
  '<iframe srcdoc="<script>parent.alert(1)</script>"></iframe>',
  '<object data="javascript:alert(1)"></object>',
  '<embed src="javascript:alert(1)">',
  '<form action="javascript:alert(1)"><button>go</button></form>',
  "<math><mtext><table><mglyph><style><img src=x onerror=alert(1)></style></mglyph></table></mtext></math>",
  "<svg><script>alert(1)</script></svg>",
  '<svg><a xlink:href="javascript:alert(1)"><text>x</text></a></svg>',
  '<img src="x" onerror="xss()">',
  "<img src=x:alert(1) onerror=eval(src)>",
  '<p style="background:url(javascript:alert(1))">style</p>',
  "<style>@import 'javascript:alert(1)';</style>",
  '<meta http-equiv="refresh" content="0;url=javascript:alert(1)">',
  '<base href="javascript:alert(1)//">',
  '<link rel="stylesheet" href="javascript:alert(1)">',
  '<noscript><p title="</noscript><img src=x onerror=alert(1)>"></noscript>',
  "<template><img src=x onerror=alert(1)></template>",
  '<table background="javascript:alert(1)"><tr><td>t</td></tr></table>',
  '<td onmouseover="alert(1)">cellule</td>',
  '"><img src=x onerror=alert(1)>',
  "'><svg onload=alert(1)>",
  "<img src=`x`onerror=alert(1)>",
  '<img """><script>alert(1)</script>">',
  "<scr<script>ipt>alert(1)</scr</script>ipt>",
  '<code class="language-x" onclick="alert(1)">code</code>',
  '<img src="https://example.invalid/x.png" onerror="alert(1)">',
  '<a href="https://example.org" onclick="alert(1)">externe</a>',
  '<select autofocus onfocus="alert(1)"><option>1</option></select>',
  '<textarea autofocus onfocus="alert(1)">t</textarea>',
  '<keygen autofocus onfocus="alert(1)">',
  "<isindex type=image src=1 onerror=alert(1)>",
  "<xss id=x tabindex=1 onfocus=alert(1)></xss>",
  '<button formaction="javascript:alert(1)">b</button>',
  "<img src=x onerror=\\u0061lert(1)>",
];

test("none of more than 100 stored XSS payloads runs on the student's page", async ({ page, request }) => {
  expect(PAYLOADS.length).toBeGreaterThanOrEqual(100);
  const profToken = await tokenOf(request, PROF);
  const course = await demoCourse(request, profToken);
  const headers = { authorization: `Bearer ${profToken}` };
  const created = await request.post(`/api/courses/${course.id}/chapters`, {
    headers,
    data: {
      title: `XSS ${Date.now().toString(36)}`,
      status: "published",
      body: PAYLOADS.map((payload) => `<p>${payload}</p>`).join(""),
    },
  });
  expect(created.status()).toBe(201);
  const chapter = (await created.json()) as { id: string; title: string };

  const dialogs = await trapScripts(page);
  const settled = trackRequests(page);
  await signInByApi(page, STUDENT);
  await page.goto(`/dashboard/courseSupport?course=${course.id}&chapter=${chapter.id}`);
  const body = page.getByTestId("chapter-body");
  await expect(body).toBeVisible();
  await body.hover();
  await page.keyboard.press("Tab");
  // Whatever a payload could load (an image's onerror, a frame) has been asked for and answered.
  await settled();
  expect(dialogs).toEqual([]);
  expect(await page.evaluate(() => (window as unknown as { __xss: string[] }).__xss)).toEqual([]);
  expect(
    await body.locator("script, iframe, object, embed, svg, form, style, [onerror], [onload]").count(),
  ).toBe(0);
});

test("a teacher adds a YouTube replay; the student gets the private embed", async ({
  page,
  browser,
  request,
}) => {
  const title = `Replay E2E ${Date.now().toString(36)}`;
  await signInByApi(page, PROF);
  const course = await demoCourse(request, await tokenOf(request, PROF));
  await page.goto(`/dashboard/course/${course.id}?tab=replays`);
  await page.getByRole("button", { name: "Ajouter un replay" }).click();
  const dialog = page.getByRole("dialog", { name: "Ajouter un replay" });
  await dialog.getByLabel("Titre").fill(title);
  await dialog.getByLabel(/Lien de la vidéo/).fill("https://youtu.be/aqz-KE-bpKQ");
  await dialog.getByRole("button", { name: "Enregistrer" }).click();
  await expect(page.getByText("Sauvegarde du replay réussie")).toBeVisible();

  const student = await browser.newPage();
  const violations: string[] = [];
  student.on("console", (message) => {
    if (/Content Security Policy/i.test(message.text())) violations.push(message.text());
  });
  await signInByApi(student, STUDENT);
  await student.goto(`/dashboard/courseInfo/${course.id}`);
  const frame = student.getByTitle(title);
  await expect(frame).toHaveAttribute("src", "https://www.youtube-nocookie.com/embed/aqz-KE-bpKQ");
  await frame.scrollIntoViewIfNeeded();
  expect(violations.filter((text) => text.includes("frame-src"))).toEqual([]);
  await student.close();
});

test("the live banner shows the running slot and follows an administrator's change", async ({
  page,
  request,
}) => {
  await signInByApi(page, STUDENT);
  await page.goto("/dashboard/app");
  const banner = page.getByTestId("live-banner");
  await expect(banner).toContainText("En direct");
  const studentToken = await tokenOf(request, STUDENT);
  const live = await request.get("/api/slots/live", { headers: { authorization: `Bearer ${studentToken}` } });
  const slot = ((await live.json()) as { live: { id: string; room: string | null }[] }).live[0];
  if (!slot) throw new Error("the seed has no running slot");
  await expect(banner).toContainText(`Salle : ${slot.room ?? "—"}`);

  const room = `Salle E2E ${Date.now().toString(36)}`;
  const adminToken = await tokenOf(request, "admin@horizon.example");
  const moved = await request.patch(`/api/slots/${slot.id}`, {
    headers: { authorization: `Bearer ${adminToken}` },
    data: { room },
  });
  expect(moved.status()).toBe(200);
  // No reload: the slot.changed event refetches the banner.
  await expect(banner).toContainText(`Salle : ${room}`, { timeout: 15_000 });
  await request.patch(`/api/slots/${slot.id}`, {
    headers: { authorization: `Bearer ${adminToken}` },
    data: { room: slot.room },
  });
});
