import type { ImportReport } from "@campus/contracts/imports";
import { durationMessage } from "@campus/contracts/programmes";
import { and, asc, eq, inArray } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Db } from "../../db/client.ts";
import {
  auditLog,
  cohorts,
  enrolmentChanges,
  enrolments,
  levels,
  programmeLevels,
  programmes,
  students,
} from "../../db/schema/index.ts";
import { demoAccounts } from "../../test/factories.ts";
import { createProgramme } from "../../test/factories-courses.ts";
import { ATA_SCHOOL, createCourses, createSchool } from "../../test/factories-school.ts";
import { multipart, xlsx } from "../../test/fixtures/imports.ts";
import { bearer, createTestApp, type TestApp } from "../../test/harness.ts";

/**
 * ata's school (BTS-MCO at three levels, two sessions, four students), an archived programme with an
 * archived session, a bachelor with a course of its own; horizon's programme and course, never matched.
 */
async function fixture(db: Db) {
  await demoAccounts(db);
  const ata = await createSchool(db, { ...ATA_SCHOOL, teachers: 0, students: 4 });
  const old = await createProgramme(db, {
    companyId: "ata",
    code: "OLD-PRG",
    name: "Ancien programme",
    cohorts: [{ name: "Ancienne session", startDate: "2020-09-01", endDate: "2022-06-30" }],
  });
  await db.update(programmes).set({ archivedAt: new Date() }).where(eq(programmes.id, old.programmeId));
  await db.update(cohorts).set({ archivedAt: new Date() }).where(inArray(cohorts.id, old.cohortIds));
  const bachelor = await createProgramme(db, {
    companyId: "ata",
    code: "BACH",
    name: "Bachelor",
    cohorts: [],
  });
  const horizon = await createProgramme(db, {
    companyId: "horizon",
    code: "HOR-PRG",
    name: "Horizon",
    cohorts: [],
  });
  await createProgramme(db, { companyId: "horizon", code: "HOR-ONLY", name: "Horizon seul", cohorts: [] });
  await createCourses(db, [
    { companyId: "ata", title: "Négociation commerciale", programmeId: ata.programmeId },
    { companyId: "ata", title: "Marketing du bachelor", programmeId: bachelor.programmeId },
    { companyId: "horizon", title: "Cours Horizon", programmeId: horizon.programmeId },
  ]);
  return { ata };
}

let t: TestApp<Awaited<ReturnType<typeof fixture>>>;
let admin: Record<string, string>;

beforeAll(async () => {
  t = await createTestApp({}, { seed: fixture });
  admin = bearer(await t.login("admin@ata.example"));
});
afterAll(() => t.close());

async function upload(kind: string, step: "preview" | "commit", name: string, content: Buffer | string) {
  const file = multipart(name, content);
  const response = await t.app.inject({
    method: "POST",
    url: `/api/imports/${kind}/${step}`,
    payload: file.payload,
    headers: { ...admin, ...file.headers },
  });
  expect(response.statusCode).toBe(200);
  return response.json<ImportReport>();
}

async function programmeLevelLabels(code: string, companyId = "ata"): Promise<string[]> {
  const rows = await t.database.db
    .select({ label: levels.label })
    .from(programmes)
    .innerJoin(programmeLevels, eq(programmeLevels.programmeId, programmes.id))
    .innerJoin(levels, eq(levels.id, programmeLevels.levelId))
    .where(and(eq(programmes.companyId, companyId), eq(programmes.code, code)))
    .orderBy(asc(levels.position));
  return rows.map((row) => row.label);
}

describe("importing programmes", () => {
  const csv = [
    "Titre;Code;Code RNCP;Durée (heures);Niveaux",
    'Bachelor Ressources humaines;BACH-RH;rncp 35380;1 200;"Licence 3;Master 1"',
    "BTS Management Commercial Opérationnel;bts-mco;;1350;",
    ";SANS-TITRE;;;",
    "Programme RNCP faux;RNCP-KO;XYZ;;",
    "Durée fausse;DUREE-KO;;beaucoup;",
    'Niveaux répétés;NIV-KO;;;"1re année;1RE ANNEE"',
    "Encore lui;BACH-RH;;;",
    "Programme d'horizon;HOR-PRG;;;",
  ].join("\n");

  it("reports each refused row in French and writes the valid ones with their levels in order", async () => {
    const preview = await upload("programmes", "preview", "programmes.csv", csv);
    expect(preview.committed).toBe(false);
    expect(await programmeLevelLabels("BACH-RH")).toEqual([]);

    const report = await upload("programmes", "commit", "programmes.csv", csv);
    expect(report.rows.map((row) => [row.row, row.action])).toEqual([
      [2, "create"],
      [3, "update"],
      [9, "create"],
    ]);
    expect(report.errors).toEqual([
      { row: 4, field: "titre", reason: "Le titre est obligatoire" },
      { row: 5, field: "code_rncp", reason: "Le code RNCP s'écrit RNCP suivi de 3 à 6 chiffres (RNCP35380)" },
      { row: 6, field: "duree_heures", reason: durationMessage },
      { row: 7, field: "niveaux", reason: "Le niveau 1RE ANNEE figure deux fois dans la liste." },
      { row: 8, field: "code", reason: "Code en double dans le fichier (ligne 2)" },
    ]);
    const [created] = await t.database.db
      .select()
      .from(programmes)
      .where(and(eq(programmes.companyId, "ata"), eq(programmes.code, "BACH-RH")));
    expect(created).toMatchObject({
      name: "Bachelor Ressources humaines",
      rncpCode: "RNCP35380",
      durationHours: 1200,
    });
    expect(await programmeLevelLabels("BACH-RH")).toEqual(["Licence 3", "Master 1"]);
    // Found by its code whatever the case: only the filled cells change, its levels stay.
    const [mco] = await t.database.db
      .select()
      .from(programmes)
      .where(and(eq(programmes.companyId, "ata"), eq(programmes.code, "BTS-MCO")));
    expect(mco).toMatchObject({ durationHours: 1350 });
    expect(await programmeLevelLabels("BTS-MCO")).toEqual(["1re année", "2e année", "3e année"]);
    // Another company's code is not theirs: a programme of ata is created, horizon's is untouched.
    expect(await programmeLevelLabels("HOR-PRG", "horizon")).toEqual([]);
    const hor = await t.database.db.select().from(programmes).where(eq(programmes.code, "HOR-PRG"));
    expect(hor.map((row) => [row.companyId, row.name]).sort()).toEqual([
      ["ata", "Programme d'horizon"],
      ["horizon", "Horizon"],
    ]);
    const audits = await t.database.db
      .select({ action: auditLog.action })
      .from(auditLog)
      .where(and(eq(auditLog.companyId, "ata"), eq(auditLog.entity, "programme")));
    expect(audits.map((row) => row.action).sort()).toEqual([
      "import-create",
      "import-create",
      "import-update",
    ]);

    const again = await upload("programmes", "commit", "programmes.csv", csv);
    expect(again.counts).toMatchObject({ create: 0, update: 0, skip: 3, error: 5 });
  });

  it("reads an XLSX, and refuses to take a level that students are at from a programme", async () => {
    const file = await xlsx([
      ["titre", "code", "code_rncp", "duree_heures", "niveaux"],
      ["BTS MCO", "BTS-MCO", "", 1350, "1re année"],
      ["Bachelor", "BACH", "RNCP12345", 600, "3e année;Licence 3"],
    ]);
    const report = await upload("programmes", "commit", "programmes.xlsx", file);
    expect(report.errors).toEqual([
      {
        row: 2,
        field: "niveaux",
        reason: expect.stringMatching(
          /^Le niveau 2e année ne peut pas être retiré du programme BTS Management/,
        ),
      },
    ]);
    expect(report.rows.map((row) => [row.row, row.action])).toEqual([[3, "update"]]);
    // Licence 3 already came after 3e année in the company's order: the bachelor's list keeps that order.
    expect(await programmeLevelLabels("BACH")).toEqual(["3e année", "Licence 3"]);
  });
});

describe("importing school sessions", () => {
  it("creates sessions of current programmes and says why each other row is refused", async () => {
    const csv = [
      "Nom;Code programme;Début;Fin",
      "BTS MCO 2027-2029;BTS-MCO;06/09/2027;30/06/2029",
      "Session fantôme;INCONNU;01/09/2026;30/06/2027",
      "Session ancienne;OLD-PRG;01/09/2026;30/06/2027",
      "Session à l'envers;BTS-MCO;01/09/2027;01/09/2026",
      "Session datée de travers;BTS-MCO;31/02/2026;30/06/2027",
      "Session d'horizon;HOR-ONLY;01/09/2026;30/06/2027",
      "bts mco 2026-2028;BTS-MCO;2026-09-01;2028-06-30",
    ].join("\n");
    const report = await upload("cohorts", "commit", "sessions.csv", csv);
    expect(report.errors).toEqual([
      { row: 3, field: "code_programme", reason: "Programme inconnu : INCONNU" },
      {
        row: 4,
        field: "code_programme",
        reason: "Programme archivé : OLD-PRG. Désarchivez-le d'abord pour y ajouter une session.",
      },
      { row: 5, field: "fin", reason: "La date de fin doit être après la date de début." },
      {
        row: 6,
        field: "debut",
        reason: "La date de début doit être une date au format JJ/MM/AAAA ou AAAA-MM-JJ",
      },
      { row: 7, field: "code_programme", reason: "Programme inconnu : HOR-ONLY" },
    ]);
    expect(report.rows.map((row) => [row.row, row.action, row.data.nom])).toEqual([
      [2, "create", "BTS MCO 2027-2029"],
      [8, "update", "BTS MCO 2026-2028"],
    ]);
    const rows = await t.database.db
      .select({
        name: cohorts.name,
        programmeId: cohorts.programmeId,
        start: cohorts.startDate,
        end: cohorts.endDate,
      })
      .from(cohorts)
      .where(
        and(eq(cohorts.companyId, "ata"), inArray(cohorts.name, ["BTS MCO 2027-2029", "BTS MCO 2026-2028"])),
      )
      .orderBy(asc(cohorts.name));
    expect(rows).toEqual([
      {
        name: "BTS MCO 2026-2028",
        programmeId: t.fixture.ata.programmeId,
        start: "2026-09-01",
        end: "2028-06-30",
      },
      {
        name: "BTS MCO 2027-2029",
        programmeId: t.fixture.ata.programmeId,
        start: "2027-09-06",
        end: "2029-06-30",
      },
    ]);
    const audits = await t.database.db
      .select({ action: auditLog.action })
      .from(auditLog)
      .where(and(eq(auditLog.companyId, "ata"), eq(auditLog.entity, "cohort")));
    expect(audits.map((row) => row.action).sort()).toEqual(["import-create", "import-update"]);
  });

  it("reads Excel dates, and refuses to move a session whose students follow its programme", async () => {
    const file = await xlsx([
      ["nom", "code_programme", "debut", "fin"],
      ["Bachelor 2028", "BACH", new Date(Date.UTC(2028, 8, 4)), "2029-06-29"],
      ["BTS MCO 2025-2027", "BACH", "01/09/2025", "30/06/2027"],
    ]);
    const report = await upload("cohorts", "commit", "sessions.xlsx", file);
    expect(report.rows.map((row) => [row.row, row.action, row.data.debut])).toEqual([
      [2, "create", "2028-09-04"],
    ]);
    expect(report.errors).toEqual([
      {
        row: 3,
        field: "code_programme",
        reason: expect.stringMatching(/^Le programme ne peut pas devenir Bachelor : 2 apprenants/),
      },
    ]);
  });
});

describe("importing enrolments", () => {
  it("enrols by e-mail and course on the given day, with the enrolments page's rules", async () => {
    const [first, second] = t.fixture.ata.students;
    const csv = [
      "E-mail de l'apprenant;Code du cours;Date",
      `${first!.email.toUpperCase()};Négociation commerciale;15/09/2026`,
      `${second!.email};negociation commerciale;`,
      `${first!.email};Marketing du bachelor;`,
      "inconnu@exemple.fr;Négociation commerciale;",
      `${first!.email};Cours Horizon;`,
      `${first!.email};Négociation commerciale;demain`,
    ].join("\n");
    const report = await upload("enrolments", "commit", "inscriptions.csv", csv);
    expect(report.errors).toEqual([
      {
        row: 4,
        field: "cours",
        reason: `${first!.firstname} ${first!.lastname} suit le programme BTS Management Commercial Opérationnel, pas Bachelor.`,
      },
      { row: 5, field: "email", reason: "Apprenant inconnu : inconnu@exemple.fr" },
      { row: 6, field: "cours", reason: "Cours inconnu : Cours Horizon" },
      { row: 7, field: "date", reason: "La date doit être une date au format JJ/MM/AAAA ou AAAA-MM-JJ" },
    ]);
    expect(report.rows.map((row) => [row.row, row.action])).toEqual([
      [2, "create"],
      [3, "create"],
    ]);
    const today = report.rows[1]!.data.date;
    expect(today).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    const history = await t.database.db
      .select({ studentId: enrolmentChanges.studentId, effectiveOn: enrolmentChanges.effectiveOn })
      .from(enrolmentChanges)
      .where(eq(enrolmentChanges.companyId, "ata"));
    expect(history).toEqual(
      expect.arrayContaining([
        { studentId: first!.id, effectiveOn: "2026-09-15" },
        { studentId: second!.id, effectiveOn: today },
      ]),
    );
    expect(history).toHaveLength(2);
    const enrolled = await t.database.db
      .select({ studentId: enrolments.studentId })
      .from(enrolments)
      .where(eq(enrolments.companyId, "ata"));
    expect(enrolled).toHaveLength(2);

    // Already enrolled: left as it is, as the enrolments page does.
    const again = await upload("enrolments", "commit", "inscriptions.csv", csv);
    expect(again.counts).toMatchObject({ create: 0, skip: 2, error: 4 });
  });

  it("needs the student's e-mail or number column", async () => {
    const report = await upload(
      "enrolments",
      "preview",
      "inscriptions.csv",
      "cours;date\nNégociation commerciale;\n",
    );
    expect(report.errors).toEqual([
      { row: 1, field: "email ou numero_etudiant", reason: "Une de ces colonnes est obligatoire." },
    ]);
  });
});

describe("importing students", () => {
  it("refuses an archived programme or session for a new student, saying so", async () => {
    const csv = [
      "numero_etudiant;nom;prenom;email;programme;session",
      "ARC-1;Roux;Alice;alice.roux@exemple.fr;OLD-PRG;",
      "ARC-2;Roux;Bruno;bruno.roux@exemple.fr;;Ancienne session",
    ].join("\n");
    const report = await upload("students", "commit", "apprenants.csv", csv);
    expect(report.errors).toEqual([
      {
        row: 2,
        field: "programme",
        reason: "Programme archivé : « Ancien programme ». Choisissez un programme en cours.",
      },
      {
        row: 3,
        field: "session",
        reason: "Session archivée : « Ancienne session ». Choisissez une session en cours.",
      },
    ]);
    const written = await t.database.db
      .select()
      .from(students)
      .where(inArray(students.studentNumber, ["ARC-1", "ARC-2"]));
    expect(written).toEqual([]);
  });
});

describe("the file", () => {
  it("is bounded as every import is", async () => {
    const big = Buffer.alloc(5 * 1024 * 1024 + 10, 0x41);
    const file = multipart("gros.csv", big);
    for (const kind of ["programmes", "cohorts"]) {
      const response = await t.app.inject({
        method: "POST",
        url: `/api/imports/${kind}/preview`,
        payload: file.payload,
        headers: { ...admin, ...file.headers },
      });
      expect(response.statusCode).toBe(413);
    }
  });

  it("has a template per kind that imports back cleanly", async () => {
    for (const [kind, format] of [
      ["programmes", "csv"],
      ["cohorts", "xlsx"],
    ] as const) {
      const response = await t.app.inject({
        method: "GET",
        url: `/api/imports/${kind}/sample?format=${format}`,
        headers: admin,
      });
      expect(response.statusCode).toBe(200);
      const preview = await upload(kind, "preview", `modele.${format}`, response.rawPayload);
      expect(preview.errors).toEqual([]);
      expect(preview.rows).toHaveLength(2);
    }
  });
});
