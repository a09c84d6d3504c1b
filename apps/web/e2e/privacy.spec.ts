import { readFile } from "node:fs/promises";
import { expect, test } from "@playwright/test";
import { api, signInAs, signInByApi } from "./support.ts";

// The personal data rights: « Mes données » from the profile, and an administrator's erasure with its preview.
const unique = () => `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
const SHOTS = process.env.PRIVACY_SHOTS;

test("a student downloads « Mes données » from their profile: a zip with the PDF summary", async ({
  page,
}) => {
  await signInAs(page, "apprenant@ata.example");
  await page.goto("/dashboard/user/profile");
  const card = page.getByRole("region", { name: "Mes données" });
  await expect(card).toContainText("résumé PDF");
  const downloading = page.waitForEvent("download");
  await card.getByRole("button", { name: "Télécharger mes données" }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toMatch(/^mes-donnees-.+\.zip$/);
  const bytes = await readFile((await download.path()) ?? "");
  expect(bytes.subarray(0, 2).toString()).toBe("PK");
  expect(bytes.includes(Buffer.from("resume.pdf"))).toBe(true);
  expect(bytes.includes(Buffer.from("messages.json"))).toBe(true);
  if (SHOTS) await card.screenshot({ path: `${SHOTS}/my-data-card.png` });
});

test("an administrator previews a student's erasure, confirms, and the student becomes « Apprenant supprimé n°… »", async ({
  page,
  browser,
}) => {
  const id = unique();
  const setup = await (await browser.newContext()).newPage();
  const token = await signInByApi(setup, "admin@ata.example");
  const student = await api(setup, token, "POST", "/api/students", {
    studentNumber: `RGPD-${id}`,
    firstname: "Zoé",
    lastname: `Effacer-${id}`,
    email: `effacer.${id}@ata.example`,
  });
  const course = await api(setup, token, "POST", "/api/courses", { title: `RGPD ${id}` });
  await api(setup, token, "POST", `/api/courses/${course.id}/enrolments`, { studentIds: [student.id] });
  const evaluation = await api(setup, token, "POST", "/api/evaluations", {
    courseId: course.id,
    title: "Oral",
  });
  const saved = await setup.request.put("/api/evaluations/grades", {
    headers: { authorization: `Bearer ${token}` },
    data: {
      courseId: course.id,
      grades: [{ evaluationId: evaluation.id, studentId: student.id, value: 14 }],
    },
  });
  expect(saved.ok()).toBe(true);

  await signInAs(page, "admin@ata.example");
  await page.goto(`/dashboard/students/${student.id}`);
  await expect(page.getByRole("heading", { name: `Zoé Effacer-${id}` })).toBeVisible();
  await page.getByRole("button", { name: "Effacer (RGPD)" }).click();
  const dialog = page.getByRole("dialog", { name: "Effacer les données personnelles" });
  await expect(dialog).toContainText("Notes et appréciations : 1");
  await expect(dialog).toContainText("Preuve de la formation due aux financeurs");
  await expect(dialog).toContainText("Identité et coordonnées");
  if (SHOTS) await dialog.screenshot({ path: `${SHOTS}/erasure-dialog.png` });
  const confirm = dialog.getByRole("button", { name: "Effacer définitivement" });
  await expect(confirm).toBeDisabled();
  await dialog.getByLabel("J'ai lu ce qui sera supprimé et conservé").check();
  await confirm.click();
  await expect(page.getByText(/Il apparaît désormais comme « Apprenant supprimé n°\d+ »/)).toBeVisible();
  await expect(page.getByRole("heading", { name: /Apprenant supprimé n°\d+/ })).toBeVisible();
  await expect(page.getByText(`Effacer-${id}`)).toHaveCount(0);
  await expect(page.getByRole("button", { name: "Restaurer" })).toHaveCount(0);
});

test("an administrator previews a teacher's erasure, confirms, and the teacher becomes « Compte supprimé n°… »", async ({
  page,
  browser,
}) => {
  const id = unique();
  const setup = await (await browser.newContext()).newPage();
  const token = await signInByApi(setup, "admin@ata.example");
  const created = await api(setup, token, "POST", "/api/teachers", {
    firstname: "Hugo",
    lastname: `Partant-${id}`,
    email: `partant.${id}@ata.example`,
    phone: "0601020304",
  });
  await api(setup, token, "POST", "/api/courses", {
    title: `RGPD prof ${id}`,
    teacherIds: [created.teacher.id],
  });

  await signInAs(page, "admin@ata.example");
  await page.goto(`/dashboard/teachers/${created.teacher.id}`);
  await expect(page.getByRole("heading", { level: 1, name: `Hugo Partant-${id}` })).toBeVisible();
  await page.getByRole("button", { name: "Effacer les données personnelles" }).click();
  const dialog = page.getByRole("dialog", { name: "Effacer les données personnelles" });
  await expect(dialog).toContainText("« Compte supprimé n°… »");
  await expect(dialog).toContainText("Séances animées : 0");
  await expect(dialog).toContainText("fiche professeur");
  await expect(dialog).toContainText("Preuve de la formation due aux financeurs");
  if (SHOTS) await dialog.screenshot({ path: `${SHOTS}/account-erasure-dialog.png` });
  const confirm = dialog.getByRole("button", { name: "Effacer définitivement" });
  await expect(confirm).toBeDisabled();
  await dialog.getByLabel("J'ai lu ce qui sera supprimé et conservé").check();
  await confirm.click();
  await expect(page.getByText(/Il apparaît désormais comme « Compte supprimé n°\d+ »/)).toBeVisible();
  await expect(page.getByRole("heading", { level: 1, name: /Compte supprimé n°\d+/ })).toBeVisible();
  await expect(page.getByText(`Partant-${id}`)).toHaveCount(0);
  await expect(page.getByText("0601020304")).toHaveCount(0);
  if (SHOTS) await page.screenshot({ path: `${SHOTS}/teacher-after-erasure.png`, fullPage: true });
});
