import { expect, type Locator, test } from "@playwright/test";
import { openRunningSlotSheet, signInAs } from "./support.ts";

test.use({ viewport: { width: 1440, height: 900 } });

test("a teacher marks a student absent on the running slot; the administrator sees the absence", async ({
  page,
}) => {
  await signInAs(page, "prof@horizon.example");
  await page.goto("/dashboard/sessionfac");
  await expect(page.getByRole("heading", { name: "Feuilles de séance" })).toBeVisible();
  await openRunningSlotSheet(page);
  // Once the roll call shows, the heading is the sheet's (the course), no longer the list's.
  const roll = page.getByRole("list", { name: "Appel des apprenants" });
  await expect(roll).toBeVisible();
  const courseTitle = (await page.getByRole("heading", { level: 1 }).textContent())?.trim() ?? "";
  expect(courseTitle).not.toBe("");
  expect(courseTitle).not.toBe("Feuilles de séance");

  const firstStudent = roll.getByRole("group", { name: /^Présence de / }).first();
  const studentName = ((await firstStudent.getAttribute("aria-label")) ?? "").replace("Présence de ", "");
  expect(studentName).not.toBe("");
  await firstStudent.getByRole("button", { name: "Absent" }).click();
  await expect(firstStudent.getByRole("button", { name: "Absent" })).toHaveAttribute("aria-pressed", "true");
  await expect(page.getByTestId("attendance-summary")).toContainText("1 absent");
  await page.getByRole("button", { name: "Enregistrer les présences" }).click();
  await expect(page.getByText("Sauvegarde réussie")).toBeVisible();

  await page.evaluate(() => window.localStorage.clear());
  await signInAs(page, "admin@horizon.example");
  await page.goto("/dashboard/absences");
  await expect(page.getByRole("heading", { name: "Gestion des absences" })).toBeVisible();
  await page.getByRole("combobox", { name: "Cours" }).click();
  await page.getByRole("option", { name: courseTitle, exact: true }).click();
  const row = page
    .getByRole("table", { name: "Liste des absences" })
    .getByRole("row", { name: new RegExp(studentName) })
    .first();
  await expect(row).toContainText(courseTitle);
  await expect(row).toContainText("Absent");
  await expect(row).toContainText("Non");
});

test("the student profile's Présences tab lists the absences; the administrator excuses one there", async ({
  page,
}) => {
  const reason = `Convocation ${Date.now().toString(36)}`;
  await signInAs(page, "admin@horizon.example");
  await page.goto("/dashboard/students");
  await page.getByLabel("Rechercher un apprenant").fill("Hugo Lambert");
  await page
    .getByRole("table", { name: "Liste des apprenants" })
    .getByRole("row")
    .filter({ hasText: "apprenant@horizon.example" })
    .getByRole("link")
    .click();
  await expect(page.getByRole("heading", { level: 1, name: "Hugo Lambert" })).toBeVisible();
  await expect(page.getByRole("tab", { name: "Identité" })).toHaveAttribute("aria-selected", "true");

  await page.getByRole("tab", { name: "Présences" }).click();
  await expect(page).toHaveURL(/\?tab=presences$/);
  // A reload stays on the tab.
  await page.reload();
  await expect(page.getByRole("tab", { name: "Présences" })).toHaveAttribute("aria-selected", "true");
  await expect(page.getByRole("group", { name: "Taux d'absence" })).toBeVisible();

  // The seed gives the demo student an unexcused absence, a lateness and an excused absence.
  const table = page.getByRole("table", { name: "Absences et retards de l'apprenant" });
  const rowWith = (text: string) =>
    table.getByRole("row").filter({ has: page.getByText(text, { exact: true }) });
  await expect(
    table
      .getByRole("row")
      .filter({ hasText: /En retard/ })
      .first(),
  ).toBeVisible();
  await expect(rowWith("Oui").first()).toBeVisible();
  // The oldest unexcused absence: the seed's, not one another test may be marking now.
  const unexcused = rowWith("Absent")
    .filter({ has: page.getByText("Non", { exact: true }) })
    .last();
  const course = (await unexcused.getByRole("cell").nth(1).textContent())?.trim() ?? "";
  expect(course).not.toBe("");
  await unexcused.getByRole("button", { name: "Justifier" }).click();
  const dialog = page.getByRole("dialog", { name: "Justifier l'absence" });
  await dialog.getByLabel("Motif").fill(reason);
  await dialog.getByRole("button", { name: "Justifier" }).click();
  await expect(page.getByText("Mise à jour réussie")).toBeVisible();
  const excused = table.getByRole("row", { name: new RegExp(reason) });
  await expect(excused).toContainText(course);
  await expect(excused).toContainText("Oui");
  await expect(excused.getByRole("button", { name: "Retirer la justification" })).toBeVisible();
});

test("past the company's threshold, a student marked absent is at risk on the administrators' home and in their bell", async ({
  page,
}) => {
  const thresholdsIn = async (dialog: Locator, consecutive: number) => {
    await dialog.getByRole("spinbutton", { name: "Absences consécutives" }).fill(String(consecutive));
    await dialog.getByRole("spinbutton", { name: "Pourcentage d'absences" }).fill("20");
    await dialog.getByRole("button", { name: "Enregistrer" }).click();
    await expect(dialog).toBeHidden();
  };
  const thresholdsOnHome = async (consecutive: number) => {
    await page.getByRole("button", { name: "Régler les seuils" }).click();
    await thresholdsIn(page.getByRole("dialog", { name: "Alertes d'absence" }), consecutive);
  };
  const mark = async (status: "Présent" | "Absent") => {
    await signInAs(page, "prof@horizon.example");
    await page.goto("/dashboard/sessionfac");
    await openRunningSlotSheet(page);
    const student = page.getByRole("list", { name: "Appel des apprenants" }).getByRole("group").first();
    await student.getByRole("button", { name: status }).click();
    await page.getByRole("button", { name: "Enregistrer les présences" }).click();
    await expect(page.getByText("Sauvegarde réussie")).toBeVisible();
    return ((await student.getAttribute("aria-label")) ?? "").replace(/^Présence (de |d')/, "");
  };
  const adminHome = async () => {
    await page.evaluate(() => window.localStorage.clear());
    await signInAs(page, "admin@horizon.example");
    await page.goto("/dashboard/administrateurs");
    return page.getByRole("region", { name: "Apprenants à risque" });
  };

  // The student's last mark is a presence: under any threshold when it changes.
  await mark("Présent");
  const risk = await adminHome();
  await thresholdsOnHome(1);
  await expect(risk).toContainText("Au moins 1 absence consécutive non justifiée");

  await page.evaluate(() => window.localStorage.clear());
  const studentName = await mark("Absent");
  expect(studentName).not.toBe("");

  await adminHome();
  const first = risk.getByRole("list", { name: "Apprenants à risque" }).getByRole("listitem").first();
  await expect(first).toContainText(studentName);
  await expect(first).toContainText("1 absence d'affilée");
  await first.getByRole("link", { name: /^Absences d/ }).click();
  await expect(page).toHaveURL(/\/dashboard\/absences\?studentId=[0-9a-f-]+&excused=false$/);
  await expect(page.getByRole("table", { name: "Liste des absences" })).toContainText(studentName);

  await page.goto("/dashboard/administrateurs");
  await page.getByRole("button", { name: /^Alertes : \d+ non lue/ }).click();
  const alert = page
    .getByRole("list", { name: "Alertes" })
    .getByRole("link")
    .filter({ hasText: "a 1 absence consécutive non justifiée" })
    .first();
  await expect(alert).toBeVisible();
  for (const word of studentName.split(" ")) await expect(alert).toContainText(word);
  await page.keyboard.press("Escape");

  // The super-administrator finds them on the Personnalisation page too, and puts back the usual ones.
  await page.evaluate(() => window.localStorage.clear());
  await signInAs(page, "direction@horizon.example");
  await page.goto("/dashboard/custom");
  const settings = page.getByRole("region", { name: "Alertes d'absence" });
  await expect(settings).toContainText("Au moins 1 absence consécutive non justifiée");
  await settings.getByRole("button", { name: "Modifier les seuils" }).click();
  await thresholdsIn(page.getByRole("dialog", { name: "Alertes d'absence" }), 3);
  await expect(settings).toContainText("Au moins 3 absences consécutives non justifiées");
});
