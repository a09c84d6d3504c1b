import AxeBuilder from "@axe-core/playwright";
import { expect, type Page, test } from "@playwright/test";
import { signInByApi } from "./support.ts";

/** At 390 px the lists are cards: nothing scrolls sideways, a card opens its record, axe finds nothing. */
test.use({ viewport: { width: 390, height: 844 } });

const ADMIN = "admin@ata.example";
const TAGS = ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22a", "wcag22aa"];

async function expectNoSidewaysScroll(page: Page) {
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
}

async function expectNoAxeViolation(page: Page) {
  const results = await new AxeBuilder({ page })
    .options({ runOnly: { type: "tag", values: TAGS } })
    .analyze();
  expect(
    results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`),
  ).toEqual([]);
}

test("the students are cards: sorted, paged, and a tap opens the student (dark mode)", async ({ page }) => {
  await signInByApi(page, ADMIN, "dark");
  await page.goto("/dashboard/students");
  const list = page.getByRole("list", { name: "Liste des apprenants" });
  const cards = list.getByRole("listitem");
  await expect(cards).toHaveCount(25);
  await expect(page.getByRole("table")).toHaveCount(0);
  await expect(page.getByRole("combobox", { name: "Trier par" })).toHaveText("Nom, croissant");
  const first = cards.first();
  await expect(first.getByRole("term").first()).toHaveText("N° étudiant");
  await expectNoSidewaysScroll(page);
  await expectNoAxeViolation(page);

  const firstLink = cards.first().getByRole("link").first();
  const firstHrefOfPage1 = (await firstLink.getAttribute("href")) ?? "";
  await page.getByRole("button", { name: "Page suivante" }).click();
  await expect(page.getByText(/^26–50 sur \d+$/)).toBeVisible();
  await expect(page).toHaveURL(/page=2/);
  // Until page 2 has come, page 1's cards stay, dimmed and busy.
  await expect(list).toHaveAttribute("aria-busy", "false");
  await expect(firstLink).not.toHaveAttribute("href", firstHrefOfPage1);

  const href = (await firstLink.getAttribute("href")) ?? "";
  expect(href).toMatch(/^\/dashboard\/students\/[^/?]+$/);
  // A tap in the middle of the card, far from its title: the title's link covers the whole card.
  await cards.first().scrollIntoViewIfNeeded();
  const box = await cards.first().boundingBox();
  await page.mouse.click((box?.x ?? 0) + 200, (box?.y ?? 0) + (box?.height ?? 0) - 20);
  await expect(page).toHaveURL(href);
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  await expectNoSidewaysScroll(page);
});

test("the courses are cards and a tap opens the course", async ({ page }) => {
  await signInByApi(page, ADMIN);
  await page.goto("/dashboard/admCourseList");
  const cards = page.getByRole("list", { name: "Liste des cours" }).getByRole("listitem");
  await expect(cards.first()).toBeVisible();
  await expect(page.getByRole("table")).toHaveCount(0);
  await expectNoSidewaysScroll(page);
  await expectNoAxeViolation(page);

  const card = cards.first();
  const title = (await card.locator("p").first().textContent()) ?? "";
  expect(title).not.toBe("");
  // The list opens a course on a row click: a tap anywhere on the card.
  await card.getByRole("term").first().click();
  await expect(page).toHaveURL(/\/dashboard\/admCourseInfo\//);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(title);
  await expectNoSidewaysScroll(page);
});
