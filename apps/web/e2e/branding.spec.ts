import { expect, test } from "@playwright/test";
import { signInByApi } from "./support.ts";

test.use({ viewport: { width: 1440, height: 900 } });

const PNG_1PX = Buffer.from(
  "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==",
  "base64",
);

test("superadmincom changes the primary colour and the logo; the company's admin sees them after a reload", async ({
  browser,
  page,
}) => {
  const adminContext = await browser.newContext();
  const adminPage = await adminContext.newPage();
  await signInByApi(adminPage, "admin@horizon.example");
  await adminPage.goto("/dashboard/teachers");
  const adminLogo = adminPage.getByTestId("company-logo").first();
  await expect(adminLogo).toBeVisible();

  await signInByApi(page, "direction@horizon.example");
  await page.goto("/dashboard/custom");
  await expect(page.getByRole("heading", { level: 1, name: "Personnalisation" })).toBeVisible();
  // A colour too pale for the light mode is refused as it is typed.
  const primary = page.getByLabel("Couleur principale (mode clair)", { exact: true });
  await primary.fill("#FFFF66");
  await expect(page.getByText(/n'est pas assez contrastée en mode clair/)).toBeVisible();
  // The colours' own « Enregistrer » (the page has other cards: single sign-on…).
  const saveColours = page
    .getByRole("form", { name: "Couleurs" })
    .getByRole("button", { name: "Enregistrer" });
  await expect(saveColours).toBeDisabled();
  await primary.fill("#0B5D3B");
  await saveColours.click();
  await expect(page.getByText("Personnalisation enregistrée")).toBeVisible();

  await page
    .locator('input[type="file"]')
    .setInputFiles({ name: "logo.png", mimeType: "image/png", buffer: PNG_1PX });
  await expect(page.getByText("Logo enregistré")).toBeVisible();

  await adminPage.reload();
  const logoImage = adminLogo.locator("img");
  await expect(logoImage).toHaveAttribute("src", /\/api\/branding\/horizon\/logo\/\d+-[\w-]{8}-logo\.png$/);
  // The current menu item takes the primary colour.
  const current = adminPage
    .getByRole("navigation", { name: "Menu principal" })
    .locator('[aria-current="page"]');
  await expect(current.first()).toHaveCSS("color", "rgb(11, 93, 59)");
  // Installed from here, the app is the company's: its manifest has its colour and logo.
  const manifestLink = adminPage.locator('link[rel="manifest"]');
  await expect(manifestLink).toHaveAttribute("href", "/api/branding/horizon/manifest.webmanifest");
  const manifest = await (await adminPage.request.get("/api/branding/horizon/manifest.webmanifest")).json();
  expect(manifest.theme_color).toBe("#0B5D3B");
  expect(manifest.icons[0].src).toMatch(/\/api\/branding\/horizon\/logo\/\d+-[\w-]{8}-logo\.png$/);
  await adminContext.close();
});

test("an SVG logo with script is refused", async ({ page }) => {
  await signInByApi(page, "direction@ata.example");
  await page.goto("/dashboard/custom");
  await page.locator('input[type="file"]').setInputFiles({
    name: "logo.svg",
    mimeType: "image/svg+xml",
    buffer: Buffer.from(
      '<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script><rect width="4" height="4"/></svg>',
    ),
  });
  await expect(page.getByRole("alert")).toHaveText("Ce logo SVG contient du script : il est refusé.");
});
