import { expect, test } from "@playwright/test";
import { signInAs } from "./support.ts";

test.use({ viewport: { width: 1440, height: 900 } });

test("an admin whitelists a student with the picker, then removes them", async ({ page }) => {
  const id = `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
  const lastname = `Wlist${id}`;
  await signInAs(page, "admin@horizon.example");

  // A student of this run, not in presentiel, so not whitelisted yet.
  const token = await page.evaluate(() => localStorage.getItem("campus.token"));
  const created = await page.request.post("/api/students", {
    headers: { authorization: `Bearer ${token}` },
    data: {
      studentNumber: `WL-${id}`,
      lastname,
      firstname: "Inès",
      email: `wl.${id}@etu.horizon.example`,
    },
  });
  expect(created.status()).toBe(201);

  await page.goto("/dashboard/whitelist");
  await expect(page.getByRole("heading", { level: 1, name: "Gestion de whitelist" })).toBeVisible();
  const table = page.getByRole("table", { name: "Apprenants de la whitelist" });
  await expect(table.getByRole("row").nth(1)).toBeVisible();
  await expect(table.getByText(lastname)).toHaveCount(0);

  const picker = page.getByRole("combobox", { name: "Ajouter un apprenant" });
  await picker.fill(lastname);
  await page.getByRole("option", { name: new RegExp(`${lastname} Inès`) }).click();
  await expect(picker).toHaveValue(`${lastname} Inès — WL-${id} — wl.${id}@etu.horizon.example`);
  await page.getByRole("button", { name: "Ajouter", exact: true }).click();
  await expect(page.getByText("Ajout réussi")).toBeVisible();

  await page.getByLabel("Rechercher dans la whitelist").fill(lastname);
  // The search has applied: the header and this one student.
  await expect(table.getByRole("row")).toHaveCount(2);
  const row = table.getByRole("row", { name: new RegExp(lastname) });
  await expect(row).toBeVisible();

  await row.getByRole("button", { name: `Retirer ${lastname} Inès de la whitelist` }).click();
  const confirm = page.getByRole("dialog", { name: "Retirer de la whitelist ?" });
  await confirm.getByRole("button", { name: "Retirer" }).click();
  await expect(page.getByText("Suppression réussie")).toBeVisible();
  await expect(row).toHaveCount(0);
  await expect(table.getByText("Aucun apprenant de la whitelist ne correspond à la recherche")).toBeVisible();
});
