import { expect, test } from "@playwright/test";
import { PDFParse } from "pdf-parse";
import { api, drawSignature, openRunningSlotSheet, signInByApi } from "./support.ts";

const TEACHER = "prof@horizon.example";
const STUDENT = "apprenant@horizon.example";

test("a student checks in with the projector's code and a signature, and appears on the teacher's screen", async ({
  browser,
}) => {
  const teacherContext = await browser.newContext();
  const teacher = await teacherContext.newPage();
  const teacherToken = await signInByApi(teacher, TEACHER);
  await teacher.goto("/dashboard/sessionfac");
  await openRunningSlotSheet(teacher);
  const slotId = new URL(teacher.url()).pathname.split("/").at(-1) ?? "";
  await teacher.getByRole("link", { name: "Émargement" }).click();
  await expect(teacher.getByRole("heading", { level: 1, name: /Émargement/ })).toBeVisible();
  await expect(teacher.getByRole("img", { name: /QR code d'émargement/ })).toBeVisible();
  const code = teacher.getByTestId("check-in-code");
  await expect(code).toHaveText(/^[A-HJ-NP-Z2-9]{6}$/);

  const studentContext = await browser.newContext();
  const student = await studentContext.newPage();
  const studentToken = await signInByApi(student, STUDENT);
  const { lastname, firstname } = (await api(student, studentToken, "GET", "/api/auth/me")) as {
    lastname: string;
    firstname: string;
  };
  const line = teacher.getByTestId("check-in-roll-line").filter({ hasText: `${lastname} ${firstname}` });
  await expect(line).toHaveCount(1);
  await expect(line).not.toContainText("Signé à");

  await student.goto("/dashboard/emargement");
  await student.getByLabel("Code affiché").fill((await code.textContent()) ?? "");
  await student.getByRole("button", { name: "Valider le code" }).click();
  await drawSignature(student);
  await student.getByRole("button", { name: "Valider ma signature" }).click();
  await expect(student.getByTestId("check-in-done")).toContainText("Émargement enregistré");

  // The teacher's screen fills in through the live stream, without a reload.
  await expect(line).toContainText("Signé à");

  // The signed sheet holds the student's name and their signature's image.
  const response = await teacher.request.get(`/api/slots/${slotId}/attendance-sheet.pdf`, {
    headers: { authorization: `Bearer ${teacherToken}` },
  });
  expect(response.ok()).toBe(true);
  const parser = new PDFParse({ data: await response.body() });
  const text = (await parser.getText()).text.replace(/\s+/g, " ");
  const images = (await parser.getImage({ imageThreshold: 0 })).pages.flatMap((page) => page.images);
  await parser.destroy();
  expect(text.toLocaleLowerCase("fr")).toContain(lastname.toLocaleLowerCase("fr"));
  expect(text).toMatch(/Signé à \d\d:\d\d/);
  expect(images.length).toBeGreaterThanOrEqual(1);
  await teacherContext.close();
  await studentContext.close();
});
