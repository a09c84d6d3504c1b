import { expect, type Page, test } from "@playwright/test";

/**
 * Holds the company's branding answer until `release()` is called, so that a test types into a
 * public form first and the branding (name, logo, colours) arrives afterwards, as on a slow network.
 */
async function holdBranding(page: Page, companyId: string) {
  let release: () => void = () => undefined;
  const released = new Promise<void>((resolve) => {
    release = resolve;
  });
  let isRequested = false;
  await page.route(`**/api/branding/${companyId}`, async (route) => {
    isRequested = true;
    await released;
    await route.continue();
  });
  return { release: () => release(), wasRequested: () => isRequested };
}

/** Marks the form's <input> elements, so that a test can tell whether they were drawn again. */
async function markInputs(page: Page) {
  await page.locator("form input").evaluateAll((inputs) => {
    for (const input of inputs) input.setAttribute("data-marked", "yes");
  });
  return page.locator("form input:not([data-marked])");
}

test("typed text survives the company branding arriving on the login page", async ({ page }) => {
  const branding = await holdBranding(page, "horizon");
  await page.goto("/auth/login?entreprise=horizon");
  const email = page.getByLabel("Adresse e-mail");
  const password = page.getByLabel("Mot de passe", { exact: true });
  await email.fill("apprenant@horizon.example");
  await password.pressSequentially("Demo2026!");
  await expect.poll(branding.wasRequested).toBe(true);
  const redrawn = await markInputs(page);
  // The platform's name until the branding arrives, then the company's.
  await expect(page.getByTestId("auth-brand")).not.toContainText("Horizon");

  branding.release();
  await expect(page.getByTestId("auth-brand")).toContainText("École Horizon");
  await expect(email).toHaveValue("apprenant@horizon.example");
  await expect(password).toHaveValue("Demo2026!");
  await expect(password).toBeFocused();
  await expect(redrawn).toHaveCount(0);
});

test("typed text survives the branding of the remembered company on the forgotten-password page", async ({
  page,
}) => {
  await page.goto("/accessibilite");
  await page.evaluate(() => localStorage.setItem("campus.company", "ata"));
  const branding = await holdBranding(page, "ata");
  await page.goto("/auth/forgot-password");
  const email = page.getByLabel("Adresse e-mail");
  await email.pressSequentially("apprenant@ata.example");
  await expect.poll(branding.wasRequested).toBe(true);
  const redrawn = await markInputs(page);

  branding.release();
  await expect(page.getByTestId("auth-brand")).toContainText("ATA Formation");
  await expect(email).toHaveValue("apprenant@ata.example");
  await expect(email).toBeFocused();
  await expect(redrawn).toHaveCount(0);
});
