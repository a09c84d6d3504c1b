import { expect, test } from "@playwright/test";
import { newSchool, openAs, unique } from "./new-school.ts";
import { api } from "./support.ts";

test.use({ viewport: { width: 1440, height: 900 } });

test("a new school's administrator enrols two students, withdraws one with a day and a reason, and finds both in the history", async ({
  page,
}) => {
  const id = unique();
  const admin = await newSchool(page, id);

  // Nothing yet: the page says what to create first.
  await openAs(page, admin, "/dashboard/enrolments");
  await expect(page.getByRole("heading", { level: 1, name: "Gestion des inscriptions" })).toBeVisible();
  await expect(page.getByRole("link", { name: "Créez d'abord un cours" })).toHaveAttribute(
    "href",
    "/dashboard/admCourseList",
  );

  await api(page, admin, "POST", "/api/courses", { title: "Culture générale" });
  for (const [n, firstname, lastname] of [
    [1, "Alice", "Fontaine"],
    [2, "Bruno", "Garnier"],
  ] as const) {
    await api(page, admin, "POST", "/api/students", {
      studentNumber: `E-${id}-${n}`,
      firstname,
      lastname,
      email: `${firstname.toLowerCase()}.${id}@etu.ecole.example`,
    });
  }
  await page.reload();
  await expect(page.getByText("Aucune inscription pour l'instant", { exact: false })).toBeVisible();
  await expect(page.getByRole("link", { name: "Créez d'abord un cours" })).toBeHidden();

  // Both enrolled at once, from the first of September.
  await page.getByRole("button", { name: "Inscrire des apprenants" }).click();
  const enrol = page.getByRole("dialog", { name: "Inscrire des apprenants" });
  await enrol.getByRole("combobox", { name: "Cours" }).click();
  await page.getByRole("option", { name: "Culture générale" }).click();
  const picker = enrol.getByRole("combobox", { name: "Apprenants" });
  for (const name of ["Fontaine", "Garnier"]) {
    await picker.fill(name);
    await page.getByRole("option", { name: new RegExp(name) }).click();
  }
  const enrolDay = enrol.getByRole("textbox", { name: "Date d'effet" });
  await enrolDay.fill("01/09/2026");
  await enrol.getByRole("button", { name: "Inscrire" }).click();
  await expect(enrol).toBeHidden();
  await expect(page.getByText("2 apprenants inscrits")).toBeVisible();

  const table = page.getByRole("table", { name: "Liste des inscriptions" });
  await expect(table.getByRole("row")).toHaveCount(3);
  await expect(table.getByRole("row", { name: /Fontaine Alice/ })).toContainText("01/09/2026");
  await expect(table.getByRole("row", { name: /Garnier Bruno/ })).toContainText("Culture générale");

  // Bruno leaves at the end of October, and why.
  await table.getByRole("button", { name: "Retirer Garnier Bruno — Culture générale" }).click();
  const withdraw = page.getByRole("dialog", { name: "Retirer du cours" });
  await withdraw.getByRole("textbox", { name: "Date d'effet" }).fill("31/10/2026");
  await withdraw
    .getByRole("textbox", { name: "Motif (facultatif)" })
    .fill("Réorientation vers un autre cursus");
  await withdraw.getByRole("button", { name: "Retirer" }).click();
  await expect(withdraw).toBeHidden();
  await expect(page.getByText("1 inscription retirée")).toBeVisible();
  await expect(table.getByRole("row")).toHaveCount(2);
  await expect(table.getByRole("row", { name: /Garnier Bruno/ })).toHaveCount(0);

  // The history keeps both changes: who, when, the effective day and the reason.
  await page.getByRole("tab", { name: "Historique" }).click();
  const history = page.getByRole("table", { name: "Historique des inscriptions" });
  await expect(history.getByRole("row")).toHaveCount(4);
  const withdrawal = history.getByRole("row", { name: /Retrait/ });
  await expect(withdrawal).toContainText("31/10/2026");
  await expect(withdrawal).toContainText("Garnier Bruno");
  await expect(withdrawal).toContainText("Réorientation vers un autre cursus");
  await expect(withdrawal).toContainText("Camille Roux");
  await expect(history.getByRole("row", { name: /Inscription/ })).toHaveCount(2);
  await expect(history.getByRole("row", { name: /Inscription.*Fontaine Alice/ })).toContainText("01/09/2026");

  // One student's history, from the list's row.
  await page.getByRole("tab", { name: "Inscriptions" }).click();
  await table.getByRole("button", { name: "Historique de Fontaine Alice" }).click();
  await expect(page).toHaveURL(/tab=historique&studentId=/);
  await expect(history.getByRole("row")).toHaveCount(2);
  await expect(history).toContainText("Fontaine Alice");
});
