import { expect, test } from "@playwright/test";
import { api, drawSignature, signInByApi } from "./support.ts";

// Issue 40, point 2: a student following a distance slot signs from the live banner, without a code.
const ADMIN = "admin@ata.example";
const TEACHER = "prof@ata.example";
const STUDENT = "apprenant@ata.example";

test("a student signs a running distance slot from the live banner, and appears on the teacher's screen", async ({
  browser,
}) => {
  const studentContext = await browser.newContext();
  const student = await studentContext.newPage();
  const studentToken = await signInByApi(student, STUDENT);
  const live = (await api(student, studentToken, "GET", "/api/slots/live")) as { live: { id: string }[] };
  const slotId = live.live[0]?.id ?? "";
  expect(slotId, "the demo seed runs a slot of the demo student now").not.toBe("");
  const { lastname, firstname } = (await api(student, studentToken, "GET", "/api/auth/me")) as {
    lastname: string;
    firstname: string;
  };

  const adminContext = await browser.newContext();
  const admin = await adminContext.newPage();
  const adminToken = await signInByApi(admin, ADMIN);
  await api(admin, adminToken, "PATCH", `/api/slots/${slotId}`, { mode: "distanciel" });
  try {
    const teacherContext = await browser.newContext();
    const teacher = await teacherContext.newPage();
    await signInByApi(teacher, TEACHER);
    await teacher.goto(`/dashboard/sessionfac/${slotId}/emargement`);
    const line = teacher.getByTestId("check-in-roll-line").filter({ hasText: `${lastname} ${firstname}` });
    await expect(line).toHaveCount(1);
    await expect(line).not.toContainText("Signé à");

    await student.goto("/dashboard");
    await student
      .getByTestId("live-banner")
      .getByRole("link", { name: /Signer ma présence/ })
      .click();
    await expect(student).toHaveURL(/\/dashboard\/emargement\?distance=/);
    await expect(student.getByText("Vous suivez ce cours à distance")).toBeVisible();
    await drawSignature(student);
    await student.getByRole("button", { name: "Valider ma signature" }).click();
    await expect(student.getByTestId("check-in-done")).toContainText(/vous êtes noté (présent|en retard)/);

    // The teacher's screen fills in through the live stream, without a reload.
    await expect(line).toContainText("Signé à");
    await teacherContext.close();
  } finally {
    await api(admin, adminToken, "PATCH", `/api/slots/${slotId}`, { mode: "presentiel" });
    await adminContext.close();
    await studentContext.close();
  }
});
