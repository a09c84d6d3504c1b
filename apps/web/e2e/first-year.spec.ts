import { expect, type Page, test } from "@playwright/test";
import { newSchool, openAs, unique } from "./new-school.ts";
import { api } from "./support.ts";

test.use({ viewport: { width: 1440, height: 900 } });

/** A day of next month as `yyyy-MM-dd`. */
function dayNextMonth(dayOfMonth: number): string {
  const now = new Date();
  const day = new Date(now.getFullYear(), now.getMonth() + 1, dayOfMonth);
  return `${day.getFullYear()}-${String(day.getMonth() + 1).padStart(2, "0")}-${String(dayOfMonth).padStart(2, "0")}`;
}

/** The instant of a Paris wall-clock time on a day (`yyyy-MM-dd`, `HH:mm`), as ISO. */
function parisInstant(day: string, time: string): string {
  const guess = new Date(`${day}T${time}:00Z`);
  const offset = new Intl.DateTimeFormat("en", { timeZone: "Europe/Paris", timeZoneName: "longOffset" })
    .formatToParts(guess)
    .find((part) => part.type === "timeZoneName")
    ?.value.replace("GMT", "");
  return new Date(`${day}T${time}:00${offset || "+00:00"}`).toISOString();
}

async function idOf(page: Page, token: string, path: string): Promise<string> {
  const list = (await api(page, token, "GET", path)) as { items: { id: string }[] };
  const first = list.items[0];
  if (!first) throw new Error(`nothing at ${path}`);
  return first.id;
}

test("a new school's first weeks: structure, an imported student, a double booking refused then moved, the roll call, a grade changed, and both in « Historique »", async ({
  page,
}) => {
  test.setTimeout(180_000);
  const id = unique();
  const admin = await newSchool(page, id);

  // Its structure: a programme with two levels, a session, a teacher and two courses.
  const programme = (await api(page, admin, "POST", "/api/programmes", {
    name: "BTS Management Commercial Opérationnel",
    code: `MCO-${id}`,
    levels: [{ label: "1re année" }, { label: "2e année" }],
  })) as { id: string };
  const cohort = (await api(page, admin, "POST", "/api/cohorts", {
    name: "MCO 2026-2028",
    programmeId: programme.id,
    startDate: "2026-09-07",
    endDate: "2028-06-30",
  })) as { id: string };
  const { teacher } = (await api(page, admin, "POST", "/api/teachers", {
    firstname: "Paul",
    lastname: "Martin",
    email: `paul.${id}@lumiere.example`,
  })) as { teacher: { id: string } };
  const [negotiation, management] = [`Négociation ${id}`, `Gestion ${id}`];
  const courseIds: string[] = [];
  for (const title of [negotiation, management]) {
    const course = (await api(page, admin, "POST", "/api/courses", {
      title,
      programmeId: programme.id,
      cohortId: cohort.id,
      teacherIds: [teacher.id],
    })) as { id: string };
    courseIds.push(course.id);
  }

  // Two students: one by the API, one imported from a file on the students' page.
  await api(page, admin, "POST", "/api/students", {
    studentNumber: `L-${id}-1`,
    firstname: "Alice",
    lastname: "Fontaine",
    email: `alice.${id}@etu.lumiere.example`,
  });
  await openAs(page, admin, "/dashboard/students");
  await page.getByRole("button", { name: "Importer" }).click();
  await page.getByRole("menuitem", { name: /Importer des apprenants/ }).click();
  const dialog = page.getByRole("dialog", { name: "Importer des apprenants" });
  await dialog.getByLabel("Fichier à importer").setInputFiles({
    name: "apprenants.csv",
    mimeType: "text/csv",
    buffer: Buffer.from(
      `numero_etudiant;nom;prenom;email\nL-${id}-2;Garnier;Bruno;bruno.${id}@etu.lumiere.example\n`,
    ),
  });
  await dialog.getByRole("button", { name: "Prévisualiser" }).click();
  await dialog.getByRole("button", { name: "Importer les lignes valides" }).click();
  await expect(dialog.getByText(/Import terminé : 1 création,/)).toBeVisible();
  await dialog.getByRole("button", { name: "Fermer" }).click();

  const studentIds = [
    await idOf(page, admin, "/api/students?q=Fontaine"),
    await idOf(page, admin, "/api/students?q=Garnier"),
  ];
  for (const courseId of courseIds) {
    await api(page, admin, "POST", `/api/courses/${courseId}/enrolments`, { studentIds });
  }

  // Négociation on the 21st of next month, 09:00-11:00.
  const day = dayNextMonth(21);
  await api(page, admin, "POST", "/api/slots", {
    courseId: courseIds[0],
    teacherId: teacher.id,
    startsAt: parisInstant(day, "09:00"),
    endsAt: parisInstant(day, "11:00"),
    room: "Salle 1",
    status: "validated",
  });

  // Gestion over it, from 10:00: refused, naming both students; moved to the afternoon, created.
  await page.goto("/dashboard/session");
  await page.getByRole("button", { name: "Proposer une séance" }).click();
  const form = page.getByRole("dialog", { name: "Nouvelle séance" });
  await form.getByRole("combobox", { name: "Cours" }).click();
  await page.getByRole("option", { name: management }).click();
  await form.getByLabel("Date").fill(day.split("-").reverse().join("/"));
  await form.getByLabel("Heure de début").fill("10:00");
  await form.getByLabel("Heure de fin").fill("12:00");
  await form.getByLabel("Salle").fill("Salle 2");
  await form.getByRole("combobox", { name: "Professeur" }).click();
  await page.getByRole("option", { name: "Aucun", exact: true }).click();
  await form.getByLabel("Créer la séance directement validée").check();
  await form.getByRole("button", { name: "Créer" }).click();
  const refusal = page.getByRole("dialog", { name: "Apprenants déjà en séance" });
  await expect(refusal.getByText("2 apprenants ont déjà une séance sur ce créneau.")).toBeVisible();
  const names = refusal.getByRole("list", { name: "Apprenants concernés" }).getByRole("listitem");
  await expect(names).toHaveText(["Alice Fontaine", "Bruno Garnier"]);
  // An administrator could force it with a reason; they move it instead.
  await refusal.getByRole("button", { name: "Annuler" }).click();
  await expect(refusal).toBeHidden();
  await form.getByLabel("Heure de début").fill("14:00");
  await form.getByLabel("Heure de fin").fill("16:00");
  await form.getByRole("button", { name: "Créer" }).click();
  await expect(page.getByText("Création réussie")).toBeVisible();
  await expect(form).toBeHidden();

  // The roll call of a Négociation slot running now: Alice present, Bruno absent.
  const now = Date.now();
  const running = (await api(page, admin, "POST", "/api/slots", {
    courseId: courseIds[0],
    teacherId: teacher.id,
    startsAt: new Date(now - 10 * 60_000).toISOString(),
    endsAt: new Date(now + 50 * 60_000).toISOString(),
    room: "Salle 1",
    status: "validated",
  })) as { id: string };
  await page.goto(`/dashboard/sessionfac/${running.id}`);
  const roll = page.getByRole("list", { name: "Appel des apprenants" });
  await roll
    .getByRole("group", { name: "Présence de Fontaine Alice" })
    .getByRole("button", { name: "Présent" })
    .click();
  await roll
    .getByRole("group", { name: "Présence de Garnier Bruno" })
    .getByRole("button", { name: "Absent" })
    .click();
  await page.getByRole("button", { name: "Enregistrer les présences" }).click();
  await expect(page.getByText("Sauvegarde réussie")).toBeVisible();

  // A grade entered, then changed.
  const title = "Étude de cas";
  await api(page, admin, "POST", "/api/evaluations", { courseId: courseIds[0], title });
  await page.goto(`/dashboard/course/${courseIds[0]}?tab=evaluations`);
  await page.getByRole("button", { name: "Saisir les notes" }).click();
  const grid = page.getByRole("table", { name: "Grille des notes" });
  const alice = grid.getByRole("textbox", { name: `Note de Fontaine Alice pour ${title}` });
  const save = page.getByRole("button", { name: "Enregistrer les notes" });
  await alice.fill("12");
  await save.click();
  await expect(page.getByText("Sauvegarde réussie").first()).toBeVisible();
  await expect(alice).toHaveValue("12");
  await alice.fill("14,5");
  await save.click();
  await expect(page.getByText(/modifications? non enregistrées?/)).toBeHidden();

  // « Historique », for the course: the grade's two changes and the roll call's marks, by their author.
  await page.goto("/dashboard/history");
  await expect(page.getByRole("heading", { level: 1, name: "Historique" })).toBeVisible();
  await page.getByRole("combobox", { name: "Cours" }).click();
  await page.getByRole("option", { name: negotiation, exact: true }).click();
  const table = page.getByRole("table", { name: "Modifications des notes et présences" });
  const grades = table.getByRole("row").filter({ hasText: title });
  await expect(grades).toHaveCount(2);
  await expect(grades.first().getByRole("cell").nth(4)).toHaveText("12");
  await expect(grades.first().getByRole("cell").nth(5)).toHaveText("14,5");
  await expect(grades.first().getByRole("cell").nth(6)).toHaveText("Camille Roux");
  const bruno = table.getByRole("row").filter({ hasText: "Garnier Bruno" });
  await expect(bruno).toHaveCount(1);
  await expect(bruno.getByRole("cell").nth(5)).toHaveText("Absent");
});
