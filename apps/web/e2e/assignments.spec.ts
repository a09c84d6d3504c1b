import { readFile } from "node:fs/promises";
import { expect, test } from "@playwright/test";
import yauzl from "yauzl";
import { api, parisToday, signInByApi } from "./support.ts";

test.use({ viewport: { width: 1366, height: 900 } });

/** The names of a zip's entries, with the UTF-8 flag of each. */
async function zipEntries(file: string): Promise<{ name: string; utf8: boolean }[]> {
  const zip = await yauzl.fromBufferPromise(await readFile(file), { lazyEntries: true });
  return new Promise((resolve, reject) => {
    const names: { name: string; utf8: boolean }[] = [];
    zip.on("entry", (entry: yauzl.Entry) => {
      names.push({ name: entry.fileName, utf8: (entry.generalPurposeBitFlag & 0x800) !== 0 });
      zip.readEntry();
    });
    zip.on("end", () => resolve(names));
    zip.on("error", reject);
    zip.readEntry();
  });
}

const pdf = (size: number) => Buffer.concat([Buffer.from("%PDF-1.4\n"), Buffer.alloc(size - 9, 0x20)]);

test("a student hands in two files, the teacher downloads the zip, grades, and the student sees the grade", async ({
  browser,
}) => {
  test.setTimeout(180_000);
  const title = `Dépôt e2e ${Date.now().toString(36)}`;

  // The teacher opens a box on the course of the demo box (the demo student follows it).
  const teacher = await browser.newContext();
  const prof = await teacher.newPage();
  const token = await signInByApi(prof, "prof@horizon.example");
  const boxes = await prof.request.get("/api/assignments?q=Compte%20rendu", {
    headers: { authorization: `Bearer ${token}` },
  });
  const demoBox = ((await boxes.json()) as { items: { courseId: string; courseTitle: string }[] }).items[0];
  const course = demoBox?.courseTitle ?? "";
  // A slot of that course tomorrow evening, so that the slot picker has a next one whatever the hour of
  // the run, after the demo's day slots (its learners may not be booked twice).
  const adminToken = await signInByApi(await (await browser.newContext()).newPage(), "admin@horizon.example");
  const tomorrowAt = (time: string) => new Date(Date.parse(parisToday(time)) + 86_400_000).toISOString();
  await api(prof, adminToken, "POST", "/api/slots", {
    courseId: demoBox?.courseId,
    startsAt: tomorrowAt("20:00"),
    endsAt: tomorrowAt("21:30"),
    room: `E2E ${Date.now().toString(36)}`,
    status: "validated",
  });
  await prof.goto("/dashboard/assignments");
  await prof.getByRole("button", { name: "Nouveau dépôt" }).click();
  const dialog = prof.getByRole("dialog", { name: "Nouveau dépôt" });
  await dialog.getByRole("combobox", { name: "Cours" }).click();
  await prof.getByRole("option", { name: course, exact: true }).click();
  await dialog.getByRole("textbox", { name: "Titre" }).fill(title);
  // The instructions are rich text (the TipTap editor of the chapters, loaded with the form).
  const editor = dialog.getByRole("textbox", { name: "Consignes" });
  await editor.click();
  await editor.pressSequentially("Rendez le rapport ");
  await dialog.getByRole("button", { name: "Gras" }).click();
  await editor.pressSequentially("et son annexe");
  await expect(editor.locator("strong")).toHaveText("et son annexe");
  // The box is tied to one of the course's next slots (French day, Paris time).
  await dialog.getByRole("combobox", { name: "Séance liée (facultatif)" }).click();
  const firstSlot = prof.getByRole("option").first();
  await expect(firstSlot).toContainText(
    /^(Lundi|Mardi|Mercredi|Jeudi|Vendredi|Samedi|Dimanche) \d{1,2} \S+ \d{4} · \d{2}:\d{2} – \d{2}:\d{2}/,
  );
  const slotDay = ((await firstSlot.locator("p, span").first().textContent()) ?? "").split(" · ")[0] ?? "";
  await firstSlot.click();
  await dialog.getByRole("button", { name: "Créer" }).click();
  await expect(prof.getByRole("heading", { level: 1, name: title })).toBeVisible();
  await expect(prof.getByTestId("box-slot")).toContainText(`Séance : ${slotDay}`);
  const boxUrl = prof.url();

  // The student hands in two files, each with its progress bar, then sees « Rendu ».
  const studentContext = await browser.newContext();
  const student = await studentContext.newPage();
  await signInByApi(student, "apprenant@horizon.example");
  await student.goto("/dashboard/assignments");
  await student.getByRole("row", { name: new RegExp(title) }).click();
  await expect(student.getByRole("heading", { level: 1, name: title })).toBeVisible();
  // The student reads the instructions as rich text, and the slot the box belongs to.
  await expect(
    student.getByRole("region", { name: "Consignes" }).locator("strong", { hasText: "et son annexe" }),
  ).toBeVisible();
  await expect(student.getByTestId("box-slot")).toContainText(`Séance : ${slotDay}`);
  const cdp = await studentContext.newCDPSession(student);
  await cdp.send("Network.emulateNetworkConditions", {
    offline: false,
    latency: 20,
    downloadThroughput: -1,
    // Slow enough (1.1 MB at 256 KB/s) that both progress bars stay on screen for seconds: at 1 MB/s
    // the smaller file was sometimes sent before its bar was looked for.
    uploadThroughput: 256 * 1024,
  });
  await student.getByTestId("hand-in-input").setInputFiles([
    { name: "Rapport élève.pdf", mimeType: "application/pdf", buffer: pdf(700_000) },
    { name: "annexe.pdf", mimeType: "application/pdf", buffer: pdf(400_000) },
  ]);
  await expect(student.getByRole("progressbar", { name: "Envoi de Rapport élève.pdf" })).toBeVisible();
  await expect(student.getByRole("progressbar", { name: "Envoi de annexe.pdf" })).toBeVisible();
  await expect(student.getByRole("progressbar")).toHaveCount(0, { timeout: 30_000 });
  await cdp.send("Network.emulateNetworkConditions", {
    offline: false,
    latency: 0,
    downloadThroughput: -1,
    uploadThroughput: -1,
  });
  const handIn = student.getByRole("region", { name: "Mon rendu" });
  await expect(handIn.getByText("Rendu", { exact: true })).toBeVisible();
  await expect(handIn.getByText("Rapport élève.pdf")).toBeVisible();
  await expect(handIn.getByText("annexe.pdf")).toBeVisible();

  // The teacher downloads the whole box (the browser follows a signed link and saves the stream
  // itself) and finds the student's folder and files in the zip.
  await prof.goto(boxUrl);
  const downloading = prof.waitForEvent("download");
  await prof.getByRole("button", { name: "Tout télécharger (zip)" }).click();
  // The button says so for a few seconds once the browser has the link.
  await expect(prof.getByRole("button", { name: "Téléchargement démarré" })).toBeVisible();
  const download = await downloading;
  expect(download.url()).toMatch(
    /\/api\/assignments\/[0-9a-f-]{36}\/download\?scope=box&u=[0-9a-f-]{36}&exp=\d+&sig=/,
  );
  const entries = await zipEntries(await download.path());
  const names = entries.map((entry) => entry.name);
  // Accented names carry the UTF-8 flag (ASCII ones read the same either way).
  const accented = entries.filter((entry) => /[^ -~]/.test(entry.name));
  expect(accented.length).toBeGreaterThan(0);
  expect(accented.every((entry) => entry.utf8)).toBe(true);
  const folder = names.find((name) => name.endsWith("/Rapport élève.pdf"))?.split("/")[0] ?? "";
  expect(folder).toMatch(/^[^/]+_[^/]+$/);
  expect(names).toContain(`${folder}/annexe.pdf`);

  // The teacher sees who handed in first: « Rendu le » sorts newest on top, the chips count each filter.
  const submissions = prof.getByRole("table", { name: "Rendus des apprenants" });
  await expect(submissions.getByRole("columnheader", { name: "Rendu le" })).toHaveAttribute(
    "aria-sort",
    "descending",
  );
  await expect(submissions.getByRole("row").nth(1)).toContainText("Rendu");
  const filters = prof.getByRole("group", { name: "Filtrer les rendus" });
  await expect(filters.getByRole("button", { name: "Rendu (1)" })).toBeVisible();
  await expect(filters.getByRole("button", { name: "En retard (0)" })).toBeVisible();
  const allCount = Number(
    /\((\d+)\)/.exec((await filters.getByRole("button", { name: /^Tous/ }).textContent()) ?? "")?.[1],
  );
  await expect(filters.getByRole("button", { name: `Non rendu (${allCount - 1})` })).toBeVisible();
  await filters.getByRole("button", { name: `Non rendu (${allCount - 1})` }).click();
  await expect(filters.getByRole("button", { name: `Non rendu (${allCount - 1})` })).toHaveAttribute(
    "aria-pressed",
    "true",
  );
  await expect(submissions.getByText("Rendu", { exact: true })).toHaveCount(0);
  // By name: the header sorts the list by family name.
  await submissions.getByRole("button", { name: "Apprenant" }).click();
  await expect(submissions.getByRole("columnheader", { name: "Apprenant" })).toHaveAttribute(
    "aria-sort",
    "ascending",
  );
  await filters.getByRole("button", { name: "Rendu (1)" }).click();
  await expect(submissions.getByRole("row")).toHaveCount(2);

  // The teacher grades; the student sees « Corrigé », the grade and the comment.
  await submissions
    .getByRole("row")
    .filter({ has: prof.getByText("Rendu", { exact: true }) })
    .first()
    .click();
  const review = prof.getByRole("dialog", { name: /Rendu de/ });
  await review.getByRole("textbox", { name: "Commentaire" }).fill("Bon travail, annexe claire.");
  await review.getByRole("textbox", { name: /Note/ }).fill("15,5");
  await review.getByRole("button", { name: "Enregistrer la correction" }).click();
  await expect(prof.getByText("Sauvegarde réussie")).toBeVisible();

  await student.reload();
  await expect(handIn.getByText("Corrigé", { exact: true })).toBeVisible();
  await expect(handIn.getByText("Note : 15,5 / 20")).toBeVisible();
  await expect(handIn.getByText("Bon travail, annexe claire.")).toBeVisible();
  await teacher.close();
  await studentContext.close();
});
