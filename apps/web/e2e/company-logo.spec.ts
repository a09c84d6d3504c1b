import { expect, test } from "@playwright/test";
import { unique } from "./new-school.ts";
import { api, signInByApi } from "./support.ts";

test.use({ viewport: { width: 1440, height: 900 } });

const PNG_1PX = Buffer.from(
  "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==",
  "base64",
);

test("the platform operator uploads, refuses and removes a new company's logo from its page", async ({
  page,
}) => {
  const token = await signInByApi(page, "superadmin@plateforme.example");
  const id = `logo-${unique()}`;
  await api(page, token, "POST", "/api/companies", { id, fullName: "École du Logo" });

  await page.goto(`/dashboard/entreprises/${id}`);
  await expect(page.getByRole("heading", { level: 1, name: "École du Logo" })).toBeVisible();
  const card = page.getByRole("region", { name: "Logo" });
  await expect(card.getByRole("button", { name: "Importer un logo" })).toBeVisible();

  await card
    .locator('input[type="file"]')
    .setInputFiles({ name: "logo.png", mimeType: "image/png", buffer: PNG_1PX });
  await expect(page.getByText("Logo enregistré")).toBeVisible();
  const preview = card.getByRole("img", { name: "Logo École du Logo" });
  await expect(preview).toHaveAttribute(
    "src",
    new RegExp(`/api/branding/${id}/logo/\\d+-[\\w-]{8}-logo\\.png$`),
  );
  // The page's header and the settings' address follow the new logo.
  await expect(page.getByLabel("Adresse du logo")).toHaveValue(new RegExp(`/api/branding/${id}/logo/`));
  await expect(card.getByRole("button", { name: "Remplacer le logo" })).toBeVisible();

  // The server's French refusal is shown as it is.
  await card.locator('input[type="file"]').setInputFiles({
    name: "logo.svg",
    mimeType: "image/svg+xml",
    buffer: Buffer.from(
      '<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script><rect width="4" height="4"/></svg>',
    ),
  });
  await expect(card.getByRole("alert")).toHaveText("Ce logo SVG contient du script : il est refusé.");

  await card.getByRole("button", { name: "Retirer le logo" }).click();
  await expect(page.getByText("Logo retiré")).toBeVisible();
  await expect(card.getByRole("button", { name: "Importer un logo" })).toBeVisible();
  // The initials stand in for it.
  await expect(card.locator("img")).toHaveCount(0);
  await expect(page.getByLabel("Adresse du logo")).toHaveValue("");
});
