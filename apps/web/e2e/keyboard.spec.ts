import { expect, test } from "@playwright/test";
import { runningSlotLink, SLOT_SHEET_URL, signInByApi } from "./support.ts";

// With the app shell's service worker, which the other journeys leave out (playwright.config.ts).
test.use({ viewport: { width: 1440, height: 900 }, serviceWorkers: "allow" });

const COURSE = "Bases de données";

test("a teacher grades and calls the roll with the keyboard only, saving with Ctrl+S", async ({ page }) => {
  // Nothing the page runs breaks the Content-Security-Policy (zod's code generation did: no 'unsafe-eval').
  await page.addInitScript(() => {
    const seen: string[] = [];
    (window as unknown as { cspViolations: string[] }).cspViolations = seen;
    document.addEventListener("securitypolicyviolation", (event) =>
      seen.push(`${event.violatedDirective} ${event.blockedURI} ${event.sourceFile}:${event.lineNumber}`),
    );
  });
  await signInByApi(page, "prof@horizon.example");
  await page.goto("/dashboard/course");
  await expect(page.getByRole("heading", { level: 1, name: "Cours" })).toBeVisible();

  // Into the course from its link: the new page's heading takes the focus.
  const courseLink = page.getByRole("link", { name: new RegExp(COURSE) });
  await courseLink.focus();
  await page.keyboard.press("Enter");
  const heading = page.getByRole("heading", { level: 1, name: COURSE });
  await expect(heading).toBeFocused();

  // The Évaluations tab, then « Saisir les notes »: the focus lands on the grid's first cell.
  const tab = page.getByRole("tab", { name: "Évaluations" });
  await tab.focus();
  await page.keyboard.press("Enter");
  await expect(page).toHaveURL(/tab=evaluations/);
  const enterGrades = page.getByRole("button", { name: "Saisir les notes" });
  await expect(enterGrades).toBeEnabled();
  await enterGrades.focus();
  await expect(enterGrades).toBeFocused();
  // A keyboard focus is drawn: a solid outline of 2 px around the button.
  const outline = await enterGrades.evaluate((element) => {
    const style = getComputedStyle(element);
    return { style: style.outlineStyle, width: style.outlineWidth };
  });
  expect(outline).toEqual({ style: "solid", width: "2px" });
  await page.keyboard.press("Enter");
  const grid = page.getByRole("table", { name: "Grille des notes" });
  const firstCell = grid.locator('input[data-cell="0:0"]');
  await expect(firstCell).toBeFocused();

  // A grade typed, Ctrl+S saves it.
  await page.keyboard.press("Control+A");
  const previous = await firstCell.inputValue();
  const grade = previous === "7" ? "8" : "7";
  await page.keyboard.type(grade);
  await expect(page.getByText("1 modification non enregistrée")).toBeVisible();
  await page.keyboard.press("Control+S");
  await expect(page.getByText("Sauvegarde réussie").first()).toBeVisible();
  await expect(page.getByText(/modifications? non enregistrées?/)).toBeHidden();
  await expect(firstCell).toHaveValue(grade);

  // From the grid's last cell, one Tab reaches a save button.
  const cells = grid.locator("input[data-cell]");
  const lastCell = cells.last();
  await lastCell.focus();
  await page.keyboard.press("Control+A");
  const lastGrade = (await lastCell.inputValue()) === "5" ? "6" : "5";
  await page.keyboard.type(lastGrade);
  await page.keyboard.press("Tab");
  const saveAfterGrid = page.getByRole("button", { name: "Enregistrer la grille (Ctrl+S)" });
  await expect(saveAfterGrid).toBeFocused();
  await page.keyboard.press("Enter");
  await expect(page.getByText(/modifications? non enregistrées?/)).toBeHidden();
  await expect(lastCell).toHaveValue(lastGrade);

  // The roll call of today's running slot: a mark with the keyboard, Ctrl+S saves it.
  await page.goto("/dashboard/sessionfac");
  await runningSlotLink(page).focus();
  await page.keyboard.press("Enter");
  await expect(page).toHaveURL(SLOT_SHEET_URL);
  const roll = page.getByRole("list", { name: "Appel des apprenants" });
  const firstRow = roll.getByRole("listitem").first();
  const absent = firstRow.getByRole("button", { name: "Absent" });
  const present = firstRow.getByRole("button", { name: "Présent" });
  const wasAbsent = (await absent.getAttribute("aria-pressed")) === "true";
  const target = wasAbsent ? present : absent;
  await target.focus();
  await page.keyboard.press("Space");
  await expect(target).toHaveAttribute("aria-pressed", "true");
  await expect(page.getByText("Modifications non enregistrées")).toBeVisible();
  await page.keyboard.press("Control+S");
  await expect(page.getByText("Sauvegarde réussie").first()).toBeVisible();
  await expect(page.getByText("Modifications non enregistrées")).toBeHidden();
  // The sticky save bar does not cover the row being marked.
  const bar = await page.getByRole("button", { name: "Enregistrer les présences" }).boundingBox();
  const row = await firstRow.boundingBox();
  expect(bar && row && row.y + row.height <= bar.y).toBe(true);

  expect(await page.evaluate(() => (window as unknown as { cspViolations: string[] }).cspViolations)).toEqual(
    [],
  );

  // The app shell's service worker is active; its cache holds the shell, never an API answer.
  const cached = await page.evaluate(async () => {
    const registration = await navigator.serviceWorker.ready;
    const urls: string[] = [];
    for (const key of await caches.keys()) {
      for (const request of await (await caches.open(key)).keys()) urls.push(new URL(request.url).pathname);
    }
    return { script: registration.active?.scriptURL ?? "", urls };
  });
  expect(cached.script).toMatch(/\/sw\.js$/);
  expect(cached.urls).toContain("/offline.html");
  expect(cached.urls.filter((url) => url.startsWith("/api"))).toEqual([]);
});
