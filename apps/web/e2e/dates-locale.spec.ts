import { expect, test } from "@playwright/test";
import { signInByApi } from "./support.ts";

// An American browser: a native date input would show and take mm/dd/yyyy.
test.use({ locale: "en-US", timezoneId: "America/New_York" });

test("dates are typed and shown as dd/MM/yyyy in an en-US browser", async ({ page }) => {
  expect(await page.evaluate(() => navigator.language)).toBe("en-US");
  await signInByApi(page, "prof@horizon.example");
  await page.goto("/dashboard/session?period=all");
  await expect(page.getByRole("heading", { name: "Gestion des séances" })).toBeVisible();

  // The filter's « Du »: typed day first, the address keeps the API's yyyy-MM-dd.
  const from = page.getByLabel("Du", { exact: true });
  await expect(from).toHaveAttribute("placeholder", "jj/mm/aaaa");
  await from.pressSequentially("05122026");
  await expect(from).toHaveValue("05/12/2026");
  await expect(page).toHaveURL(/from=2026-12-05/);
  // 13/01 is the 13th of January, not a thirteenth month.
  const to = page.getByLabel("Au", { exact: true });
  await to.pressSequentially("13/01/2027");
  await expect(to).toHaveValue("13/01/2027");
  await expect(page).toHaveURL(/to=2027-01-13/);

  // The list shows its days the same way.
  await page.goto("/dashboard/session?period=all");
  const firstDay = page.getByRole("row").nth(1).getByRole("cell").first();
  await expect(firstDay).toHaveText(/^\d{2}\/\d{2}\/\d{4}$/);

  // A form's date: the slot dialog takes 15/06/2027 as the 15th of June.
  await page.getByRole("button", { name: "Proposer une séance" }).click();
  const dialog = page.getByRole("dialog", { name: "Proposer une séance" });
  const date = dialog.getByLabel("Date");
  await date.fill("15/06/2027");
  await expect(date).toHaveValue("15/06/2027");
  await date.blur();
  await expect(dialog.getByText("Date attendue : jj/mm/aaaa")).toBeHidden();
});
