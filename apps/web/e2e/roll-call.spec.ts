import { expect, type Page, test } from "@playwright/test";
import { SLOT_SHEET_URL, signInByApi, trackRequests } from "./support.ts";

const STUDENTS = 75;

/**
 * The running slot has 75 students: its roll call answers with the real answer's first student 75
 * times over (other ids, names and numbers), and the slot's counts say 75 enrolled.
 */
async function withSeventyFiveStudents(page: Page) {
  await page.route(/\/api\/slots\/[^/?]+\/attendance$/, async (route) => {
    if (route.request().method() !== "GET") return route.fallback();
    const response = await route.fetch();
    const body = (await response.json()) as { slotId: string; items: Array<{ student: object }> };
    const [first] = body.items;
    if (!first) throw new Error("the seeded running slot has no enrolled student");
    const items = Array.from({ length: STUDENTS }, (_, index) => ({
      student: {
        ...first.student,
        id: `00000000-0000-4000-8000-${String(index).padStart(12, "0")}`,
        lastname: `Apprenant ${String(index + 1).padStart(2, "0")}`,
        studentNumber: `E${String(index + 1).padStart(4, "0")}`,
      },
      mark: null,
    }));
    await route.fulfill({ response, json: { ...body, items } });
  });
  await page.route(/\/api\/slots\/[0-9a-f-]+$/, async (route) => {
    if (route.request().method() !== "GET") return route.fallback();
    const response = await route.fetch();
    const slot = (await response.json()) as { attendance: object | null };
    const attendance = { enrolled: STUDENTS, present: 0, absent: 0, late: 0, unmarked: STUDENTS };
    await route.fulfill({ response, json: { ...slot, attendance } });
  });
}

/** The layout shifts of the page so far, as Lighthouse adds them up (not those just after an input). */
function layoutShifts(page: Page) {
  return page.evaluate(
    () =>
      new Promise<{ total: number; shifts: string[] }>((resolve) => {
        type Shift = PerformanceEntry & {
          value: number;
          hadRecentInput: boolean;
          sources?: Array<{ node?: Node }>;
        };
        const shifts: Shift[] = [];
        const observer = new PerformanceObserver((list) => shifts.push(...(list.getEntries() as Shift[])));
        observer.observe({ type: "layout-shift", buffered: true });
        // The buffered entries are all handed over by the next frame (none at all: the callback never runs).
        requestAnimationFrame(() =>
          setTimeout(() => {
            shifts.push(...(observer.takeRecords() as Shift[]));
            observer.disconnect();
            const counted = shifts.filter((shift) => !shift.hadRecentInput);
            resolve({
              total: counted.reduce((sum, shift) => sum + shift.value, 0),
              shifts: counted.map(
                (shift) =>
                  `${shift.value.toFixed(3)} at ${Math.round(shift.startTime)} ms: ${(shift.sources ?? [])
                    .map((source) => (source.node as Element | undefined)?.className ?? "?")
                    .join(" | ")}`,
              ),
            });
          }),
        );
      }),
  );
}

for (const viewport of [
  { width: 1440, height: 900 },
  { width: 390, height: 844 },
]) {
  test(`the roll call of 75 students stays light and does not shift (${viewport.width} px)`, async ({
    page,
  }) => {
    await page.setViewportSize(viewport);
    const token = await signInByApi(page, "prof@horizon.example");
    const settled = trackRequests(page);
    // The seed's running slot, from the API (the day's list loses it after midnight in Paris).
    const live = await page.request.get("/api/slots/live", { headers: { Authorization: `Bearer ${token}` } });
    const { live: running } = (await live.json()) as { live: Array<{ id: string }> };
    const slotSheet = `/dashboard/sessionfac/${running[0]?.id}`;

    // The slot sheet loaded as a page, as Lighthouse loads it.
    await withSeventyFiveStudents(page);
    await page.goto(slotSheet);
    await expect(page).toHaveURL(SLOT_SHEET_URL);
    const card = page.locator("section[aria-labelledby='attendance-title']");
    const roll = card.getByRole("list", { name: "Appel des apprenants" });
    // 75 rows on a loaded machine can take longer than the default 10 s.
    await expect(roll.getByRole("listitem")).toHaveCount(STUDENTS, { timeout: 30_000 });
    await expect(card).toContainText(`${STUDENTS} apprenants inscrits`);

    const nodes = await card.evaluate((element) => element.querySelectorAll("*").length);
    console.log(`roll call of ${STUDENTS} students at ${viewport.width} px: ${nodes} DOM nodes`);
    expect(nodes).toBeLessThan(800);

    // What loads once the page has shown its data (the header's buttons, the late checks) has come.
    await settled();
    const { total, shifts } = await layoutShifts(page);
    console.log(`layout shift of the slot sheet at ${viewport.width} px: ${total.toFixed(3)}`);
    expect(total, shifts.join("\n")).toBeLessThan(0.05);

    // The light rows still work: « En retard » on the last one asks for the minutes.
    const last = roll.getByRole("listitem").last();
    await last.getByRole("button", { name: "En retard" }).click();
    await expect(last.getByRole("textbox", { name: /Minutes de retard/ })).toBeVisible();
  });
}
