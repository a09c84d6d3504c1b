import { expect, type Page, test } from "@playwright/test";
import { signInByApi } from "./support.ts";

// Live updates through the event stream (GET /api/events): nobody reloads, everything shows within 2 s.
// On the ATA demo accounts, so that messages.spec.ts (Horizon) can run beside it: the student Léa Petit
// and her teacher Julien Bernard.
const STUDENT = "apprenant@ata.example";
const TEACHER = "prof@ata.example";
const LIVE = { timeout: 2_000 };

test.use({ viewport: { width: 1366, height: 900 } });

function bellBadge(page: Page) {
  return page.getByTestId("unread-badge").locator(".MuiBadge-badge");
}

test("the teacher's bell and the student's read mark update live", async ({ browser }) => {
  const text = `Question en direct ${Date.now().toString(36)}`;

  const teacherContext = await browser.newContext();
  const teacher = await teacherContext.newPage();
  const teacherToken = await signInByApi(teacher, TEACHER);
  // A clean start: nothing unread for the teacher.
  expect(
    (
      await teacher.request.post("/api/conversations/read-all", {
        headers: { Authorization: `Bearer ${teacherToken}` },
      })
    ).ok(),
  ).toBe(true);
  await teacher.goto("/dashboard/app");
  await expect(bellBadge(teacher)).toHaveClass(/MuiBadge-invisible/);

  const studentContext = await browser.newContext();
  const student = await studentContext.newPage();
  await signInByApi(student, STUDENT);
  await student.goto("/dashboard/chat/new");
  await student.getByRole("searchbox", { name: "Rechercher une personne" }).fill("Bernard");
  await expect(student).toHaveURL(/q=Bernard/);
  await student
    .getByRole("list", { name: "Contacts" })
    .getByRole("link", { name: /Julien Bernard/ })
    .click();
  await expect(student).toHaveURL(/\/dashboard\/chat\/[0-9a-f-]{36}$/);
  const field = student.getByRole("textbox", { name: "Message à Julien Bernard" });
  await expect(field).toBeEnabled();
  await field.fill(text);
  await field.press("Enter");
  const sent = student.getByRole("log").getByRole("listitem").filter({ hasText: text });
  await expect(sent).toContainText("Envoyé");

  // The teacher's bell, on a page left open, counts the conversation without a reload.
  await expect(bellBadge(teacher)).toHaveText("1", LIVE);
  await teacher.getByRole("button", { name: /^Messages/ }).click();
  await teacher
    .getByRole("dialog", { name: "Messages" })
    .getByRole("link", { name: /Léa Petit/ })
    .click();
  await expect(teacher.getByRole("log").getByText(text)).toBeVisible();
  await expect(bellBadge(teacher)).toHaveClass(/MuiBadge-invisible/, LIVE);

  // The student's open thread shows « Lu » without a reload.
  await expect(sent).toContainText("Lu", LIVE);

  // And the teacher's answer appears in the student's thread live.
  const answer = `Réponse en direct ${Date.now().toString(36)}`;
  const teacherField = teacher.getByRole("textbox", { name: "Message à Léa Petit" });
  await teacherField.fill(answer);
  await teacherField.press("Enter");
  // Timed from the server's acceptance (the teacher sees it sent), not from the key press:
  // the live delivery is what is measured.
  // (« Lu » already when the student's open thread read it first.)
  await expect(teacher.getByRole("log").getByRole("listitem").filter({ hasText: answer })).toContainText(
    /Envoyé|Lu/,
  );
  await expect(student.getByRole("log").getByText(answer)).toBeVisible(LIVE);

  await teacherContext.close();
  await studentContext.close();
});
