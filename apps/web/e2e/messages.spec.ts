import AxeBuilder from "@axe-core/playwright";
import { expect, type Page, test } from "@playwright/test";
import { signInAs, signInByApi } from "./support.ts";

// The Horizon demo student (Hugo Lambert) and his teacher of « Bases de données » (Isabelle Fournier);
// his classmate Chloé Mercier, the second demo student, follows the same courses.
// The live variant of these journeys (no reload, within 2 s) is chat-live.spec.ts, on the ATA accounts.
const STUDENT = "apprenant@horizon.example";
const CLASSMATE = "apprenant2@horizon.example";
const TEACHER = "prof@horizon.example";
const COURSE = "Bases de données";

test.use({ viewport: { width: 1366, height: 900 } });

const unique = (label: string) => `${label} ${Date.now().toString(36)}`;

function bellBadge(page: Page) {
  return page.getByTestId("unread-badge").locator(".MuiBadge-badge");
}

/** The student writes to a person chosen in « Nouveau message »; returns the thread's address. */
async function writeTo(page: Page, search: string, name: string, text: string): Promise<string> {
  await page.goto("/dashboard/chat/new");
  await expect(page.getByRole("heading", { level: 1, name: "Nouveau message" })).toBeVisible();
  await page.getByRole("searchbox", { name: "Rechercher une personne" }).fill(search);
  await expect(page).toHaveURL(new RegExp(`q=${search}`));
  await page
    .getByRole("list", { name: "Contacts" })
    .getByRole("link", { name: new RegExp(name) })
    .click();
  await expect(page).toHaveURL(/\/dashboard\/chat\/[0-9a-f-]{36}$/);
  const field = page.getByRole("textbox", { name: `Message à ${name}` });
  await expect(field).toBeEnabled();
  await field.fill(text);
  await field.press("Enter");
  await expect(field).toHaveValue("");
  const sent = page.getByRole("log").getByRole("listitem").filter({ hasText: text });
  await expect(sent).toContainText("Envoyé");
  return page.url();
}

test.describe.configure({ mode: "serial" });

test("the student writes to their teacher, the teacher reads it from the bell, the student sees it read", async ({
  browser,
}) => {
  const text = unique("Bonjour Madame, une question sur le TP https://exemple.fr/tp");

  const studentContext = await browser.newContext();
  const student = await studentContext.newPage();
  await signInAs(student, STUDENT);
  await writeTo(student, "Fournier", "Isabelle Fournier", text);
  // The link of the message opens in a new tab.
  await expect(student.getByRole("log").getByRole("link", { name: "https://exemple.fr/tp" })).toHaveAttribute(
    "target",
    "_blank",
  );

  const teacherContext = await browser.newContext();
  const teacher = await teacherContext.newPage();
  await signInAs(teacher, TEACHER);
  await expect(bellBadge(teacher)).not.toHaveClass(/MuiBadge-invisible/);
  await teacher.getByRole("button", { name: /^Messages/ }).click();
  const dropdown = teacher.getByRole("dialog", { name: "Messages" });
  const item = dropdown.getByRole("link", { name: /Hugo Lambert/ });
  await expect(item).toContainText(text.slice(0, 40));
  await item.click();
  await expect(teacher).toHaveURL(/\/dashboard\/chat\/[0-9a-f-]{36}$/);
  await expect(teacher.getByRole("log").getByText(text.split(" https")[0]!, { exact: false })).toBeVisible();
  await expect(teacher.getByRole("heading", { level: 2, name: "Hugo Lambert" })).toBeVisible();

  // The student's thread shows the read mark (a reload here; chat-live.spec.ts checks it live).
  await expect(async () => {
    await student.reload();
    await expect(
      student
        .getByRole("log")
        .getByRole("listitem")
        .filter({ hasText: text.split(" https")[0]! }),
    ).toContainText("Lu", { timeout: 10_000 });
  }).toPass({ timeout: 40_000 });

  await studentContext.close();
  await teacherContext.close();
});

test("« Tout marquer comme lu » clears the teacher's bell", async ({ browser }) => {
  const studentContext = await browser.newContext();
  const student = await studentContext.newPage();
  await signInByApi(student, STUDENT);
  await writeTo(student, "Fournier", "Isabelle Fournier", unique("Encore une question"));

  const teacherContext = await browser.newContext();
  const teacher = await teacherContext.newPage();
  await signInByApi(teacher, TEACHER);
  await teacher.goto("/dashboard/app");
  await expect(bellBadge(teacher)).not.toHaveClass(/MuiBadge-invisible/);
  await teacher.getByRole("button", { name: /^Messages/ }).click();
  const dropdown = teacher.getByRole("dialog", { name: "Messages" });
  await expect(dropdown.getByRole("link", { name: /Hugo Lambert/ })).toBeVisible();
  await dropdown.getByRole("button", { name: "Tout marquer comme lu" }).click();
  await expect(dropdown.getByText("Aucun nouveau message")).toBeVisible();
  await expect(bellBadge(teacher)).toHaveClass(/MuiBadge-invisible/);
  // Still clear after a reload: the server has it.
  await teacher.reload();
  await expect(teacher.getByRole("heading", { level: 1 })).toBeVisible();
  await expect(bellBadge(teacher)).toHaveClass(/MuiBadge-invisible/);

  await studentContext.close();
  await teacherContext.close();
});

test("a teacher's announcement reaches the students of the course", async ({ browser }) => {
  const text = unique("Annonce : le cours de jeudi est déplacé en salle B12");

  const teacherContext = await browser.newContext();
  const teacher = await teacherContext.newPage();
  await signInByApi(teacher, TEACHER);
  await teacher.goto("/dashboard/course");
  await teacher
    .getByRole("link", { name: new RegExp(COURSE) })
    .first()
    .click();
  await expect(teacher.getByRole("heading", { level: 1, name: COURSE })).toBeVisible();
  await teacher.getByRole("button", { name: "Envoyer une annonce" }).click();
  const dialog = teacher.getByRole("dialog", { name: "Envoyer une annonce" });
  await dialog.getByRole("textbox", { name: "Annonce" }).fill(text);
  await dialog.getByRole("button", { name: "Envoyer" }).click();
  const toast = teacher.getByText(/^Annonce envoyée à \d+ apprenants?\.$/);
  await expect(toast).toBeVisible();
  await expect(dialog).toBeHidden();
  const recipients = Number(/(\d+)/.exec((await toast.textContent()) ?? "")?.[1]);
  // The two students of the course who have an account: the demo student and his classmate.
  expect(recipients).toBe(2);

  // The teacher's conversations hold one copy per student: search them by the announcement's words.
  await teacher.goto(`/dashboard/chat?q=${encodeURIComponent(text)}`);
  const conversations = teacher.getByRole("list", { name: "Conversations" }).getByRole("link");
  await expect(conversations).toHaveCount(recipients);
  await expect(conversations.first()).toContainText(text.slice(0, 40));

  // Each of them, enrolled in the course, finds it marked as an announcement.
  for (const email of [STUDENT, CLASSMATE]) {
    const studentContext = await browser.newContext();
    const student = await studentContext.newPage();
    await signInByApi(student, email);
    await student.goto("/dashboard/chat");
    await student
      .getByRole("list", { name: "Conversations" })
      .getByRole("link", { name: /Isabelle Fournier/ })
      .click();
    const announcement = student.getByRole("log").getByRole("listitem").filter({ hasText: text });
    await expect(announcement).toContainText(`Annonce · ${COURSE}`);
    await studentContext.close();
  }

  await teacherContext.close();
});

test("on a phone the list and the thread take turns", async ({ browser }) => {
  const context = await browser.newContext({ viewport: { width: 390, height: 844 } });
  const page = await context.newPage();
  await signInByApi(page, STUDENT);
  await page.goto("/dashboard/chat");
  const list = page.getByRole("list", { name: "Conversations" });
  await list.getByRole("link", { name: /Isabelle Fournier/ }).click();
  await expect(page.getByRole("log")).toBeVisible();
  await expect(list).toBeHidden();
  await page.getByRole("link", { name: "Retour aux conversations" }).click();
  await expect(page).toHaveURL(/\/dashboard\/chat$/);
  await expect(list).toBeVisible();
  await context.close();
});

for (const mode of ["light", "dark"] as const) {
  test(`the chat pages have no serious accessibility problem (${mode})`, async ({ page }) => {
    const token = await signInByApi(page, STUDENT, mode);
    // At least one conversation to open, with a link in it.
    const headers = { Authorization: `Bearer ${token}` };
    const contacts = await page.request.get("/api/contacts?search=Fournier", { headers });
    const [teacher] = (await contacts.json()).items as { id: string }[];
    const sent = await page.request.post(`/api/conversations/with/${teacher!.id}/messages`, {
      headers,
      data: { text: `Contrôle d'accessibilité (${mode}) : https://exemple.fr` },
    });
    expect(sent.status()).toBe(201);
    for (const route of ["/dashboard/chat", "/dashboard/chat/new"]) {
      await page.goto(route);
      await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
      if (route === "/dashboard/chat") {
        // With a thread open beside the list.
        await page.getByRole("list", { name: "Conversations" }).getByRole("link").first().click();
        await expect(page.getByRole("log").getByRole("listitem").first()).toBeVisible();
      }
      await expect(page.getByRole("progressbar")).toHaveCount(0);
      const results = await new AxeBuilder({ page }).withTags(["wcag2a", "wcag2aa"]).analyze();
      const serious = results.violations
        .filter((v) => v.impact === "serious" || v.impact === "critical")
        .map((v) => `${route}: ${v.id} (${v.nodes.map((n) => n.target.join(" ")).join(", ")})`);
      expect(serious).toEqual([]);
      expect(results.passes.length).toBeGreaterThan(10);
    }
  });
}
