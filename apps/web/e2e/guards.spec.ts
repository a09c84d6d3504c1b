import { expect, test } from "@playwright/test";
import { signInAs } from "./support.ts";

test("a logged-out visitor is sent to the login page", async ({ page }) => {
  await page.goto("/dashboard/teachers");
  await expect(page).toHaveURL(/\/auth\/login/);
  await page.goto("/");
  await expect(page).toHaveURL(/\/auth\/login/);
});

test("a student opening the whitelist sees the 401 page", async ({ page }) => {
  await signInAs(page, "apprenant@horizon.example");
  await page.goto("/dashboard/whitelist");
  await expect(page).toHaveURL(/\/401$/);
  await expect(page.getByText("401").first()).toBeVisible();
});

test("an unknown URL shows the not-found page", async ({ page }) => {
  await signInAs(page, "admin@horizon.example");
  await page.goto("/dashboard/nulle-part/ici/encore");
  await expect(page.getByRole("heading", { name: "Page introuvable" })).toBeVisible();
  await page.goto("/une-page-qui-n-existe-pas");
  await expect(page.getByRole("heading", { name: "Page introuvable" })).toBeVisible();
});

test("a signed-in user is sent from the login page and / to their home", async ({ page }) => {
  await signInAs(page, "prof@ata.example");
  await page.goto("/auth/login");
  await expect(page).toHaveURL("/dashboard/app");
  await page.goto("/dashboard");
  await expect(page).toHaveURL("/dashboard/app");
  await page.goto("/");
  await expect(page).toHaveURL("/dashboard/app");
});

test("a screen the company's menu hides still opens by its address, in the layout with its breadcrumb", async ({
  page,
}) => {
  await signInAs(page, "admin@ata.example");
  await page.goto("/dashboard/cohorts");
  await expect(page.getByRole("heading", { name: "Sessions scolaires", level: 1 })).toBeVisible();
  await expect(
    page.getByRole("navigation", { name: /fil d'ariane|breadcrumb/i }).getByText("Sessions scolaires"),
  ).toBeVisible();
});
