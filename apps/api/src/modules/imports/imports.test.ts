import { randomBytes } from "node:crypto";
import type { ImportReport } from "@campus/contracts/imports";
import type { SchoolOptions } from "@campus/contracts/school";
import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Db } from "../../db/client.ts";
import {
  auditLog,
  courses,
  enrolmentChanges,
  enrolments,
  students,
  teachers,
  users,
} from "../../db/schema/index.ts";
import { demoAccounts } from "../../test/factories.ts";
import { ATA_SCHOOL, createCourses, createSchool } from "../../test/factories-school.ts";
import { multipart, xlsx } from "../../test/fixtures/imports.ts";
import { bearer, createTestApp, type TestApp } from "../../test/harness.ts";

/**
 * The demo accounts; ata's levels, BTS-MCO with its two cohorts (the names the files below use) and
 * four students; an ata course to enrol into, and an archived one.
 */
async function fixture(db: Db) {
  await demoAccounts(db);
  const ata = await createSchool(db, {
    ...ATA_SCHOOL,
    teachers: 0,
    students: 4,
  });
  await createCourses(db, [
    { companyId: "ata", title: "Ancien cours", archived: true },
    { companyId: "ata", title: "Négociation commerciale", cohortId: ata.cohortIds[0] },
  ]);
}

let t: TestApp;
let admin: Record<string, string>;
let prof: Record<string, string>;
let options: SchoolOptions;

beforeAll(async () => {
  t = await createTestApp({}, { seed: fixture });
  admin = bearer(await t.login("admin@ata.example"));
  prof = bearer(await t.login("prof@ata.example"));
  options = (await t.app.inject({ method: "GET", url: "/api/school/options", headers: admin })).json();
});
afterAll(() => t.close());

function upload(
  kind: string,
  step: "preview" | "commit",
  file: ReturnType<typeof multipart>,
  headers = admin,
) {
  return t.app.inject({
    method: "POST",
    url: `/api/imports/${kind}/${step}`,
    payload: file.payload,
    headers: { ...headers, ...file.headers },
  });
}

async function countStudents(): Promise<number> {
  return (await t.database.db.select({ id: students.id }).from(students).where(eq(students.companyId, "ata")))
    .length;
}

describe("importing students", () => {
  const programme = () => options.programmes.find((p) => p.code === "BTS-MCO")!;
  const csv = () =>
    [
      "Numéro étudiant;Nom;Prénom;E-mail;nom_usage;adresse;code_postal;programme;niveau;session;presentiel;note;commentaire",
      `IMP-001;Garnier;Inès;ines.garnier@exemple.fr;;3 rue Mercière;69002;BTS-MCO;1re année;BTS MCO 2026-2028;oui;;`,
      `IMP-002;Perrin;"Hugo";hugo.perrin@exemple.fr;;;;${programme().name};2e année;BTS MCO 2025-2027;non;Alternance;"Arrivé en retard; à suivre"`,
      "IMP-003;Leclerc;Manon;pas-un-email;;;;BTS-MCO;;;non;;",
      "",
      "IMP-004;Marchal;Jules;jules.marchal@exemple.fr;;;;Programme inconnu;;;peut-être;;",
      "ATA-2026-0001;Petit;Léa;apprenant@ata.example;;;;;;;oui;;",
    ].join("\r\n");

  it("previews every row without writing anything", async () => {
    const before = await countStudents();
    const response = await upload("students", "preview", multipart("apprenants.csv", csv(), "text/csv"));
    expect(response.statusCode).toBe(200);
    const report = response.json<ImportReport>();
    expect(report.committed).toBe(false);
    expect(report.rows.map((row) => [row.row, row.action])).toEqual([
      [2, "create"],
      [3, "create"],
      [7, "skip"],
    ]);
    expect(report.rows[0]!.data).toMatchObject({
      numero_etudiant: "IMP-001",
      programme: programme().name,
      niveau: "1re année",
      presentiel: true,
    });
    expect(report.rows[1]!.data.commentaire).toBe("Arrivé en retard; à suivre");
    expect(report.errors).toContainEqual({
      row: 4,
      field: "email",
      reason: "L'adresse e-mail n'est pas valide",
    });
    expect(
      report.errors
        .filter((error) => error.row === 6)
        .map((error) => error.field)
        .sort(),
    ).toEqual(["presentiel", "programme"]);
    expect(report.counts).toEqual({ total: 5, create: 2, update: 0, skip: 1, error: 2 });
    expect(await countStudents()).toBe(before);
  });

  it("checks postcodes as five digits, putting back the leading zero a spreadsheet dropped", async () => {
    const rows = [
      "numero_etudiant;nom;prenom;email;code_postal",
      "CP-001;Roux;Anne;anne.roux@exemple.fr;1000",
      "CP-002;Blanc;Paul;paul.blanc@exemple.fr;SW1A 1AA",
    ].join("\r\n");
    const response = await upload("students", "preview", multipart("codes.csv", rows, "text/csv"));
    expect(response.statusCode).toBe(200);
    const report = response.json<ImportReport>();
    expect(report.rows.find((row) => row.row === 2)?.data.code_postal).toBe("01000");
    expect(report.errors).toContainEqual({
      row: 3,
      field: "code_postal",
      reason: "Le code postal comporte 5 chiffres.",
    });
  });

  it("commits the good rows in one go, audits it, and a second commit changes nothing", async () => {
    const before = await countStudents();
    const response = await upload("students", "commit", multipart("apprenants.csv", csv(), "text/csv"));
    expect(response.statusCode).toBe(200);
    const report = response.json<ImportReport>();
    expect(report.committed).toBe(true);
    expect(report.counts).toMatchObject({ create: 2, update: 0, skip: 1, error: 2 });
    expect(await countStudents()).toBe(before + 2);

    const [ines] = await t.database.db.select().from(students).where(eq(students.studentNumber, "IMP-001"));
    expect(ines).toMatchObject({
      firstname: "Inès",
      presentiel: true,
      postalCode: "69002",
      companyId: "ata",
    });
    const search = await t.app.inject({
      method: "GET",
      url: "/api/students?q=garnier%20ines",
      headers: admin,
    });
    expect(search.json().items.map((item: { id: string }) => item.id)).toContain(ines!.id);

    const audit = await t.database.db.select().from(auditLog).where(eq(auditLog.action, "import-students"));
    expect(audit).toHaveLength(1);
    expect(audit[0]!.after).toMatchObject({ file: "apprenants.csv", counts: { create: 2 } });
    const perRecord = await t.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, "import-create"), eq(auditLog.entityId, ines!.id)));
    expect(perRecord).toHaveLength(1);
    expect(perRecord[0]).toMatchObject({ entity: "student", before: null, companyId: "ata" });
    expect(perRecord[0]!.after).toMatchObject({ studentNumber: "IMP-001", firstname: "Inès" });

    const again = (
      await upload("students", "commit", multipart("apprenants.csv", csv()))
    ).json<ImportReport>();
    expect(again.counts).toMatchObject({ create: 0, update: 0, skip: 3, error: 2 });
    expect(await countStudents()).toBe(before + 2);
  });

  it("updates a student found by number or e-mail", async () => {
    const file = [
      "numero_etudiant,nom,prenom,email,note",
      "IMP-001,Garnier,Inès,ines.garnier@exemple.fr,Nouvelle note",
      "IMP-099,Perrin,Hugo,HUGO.PERRIN@exemple.fr,",
    ].join("\n");
    const report = (await upload("students", "commit", multipart("maj.csv", file))).json<ImportReport>();
    expect(report.rows.map((row) => row.action)).toEqual(["update", "update"]);
    const [ines] = await t.database.db.select().from(students).where(eq(students.studentNumber, "IMP-001"));
    const updates = await t.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, "import-update"), eq(auditLog.entityId, ines!.id)));
    expect(updates).toHaveLength(1);
    expect(updates[0]!.after).toMatchObject({ note: "Nouvelle note" });
    expect(updates[0]!.before).not.toMatchObject({ note: "Nouvelle note" });
    expect(report.rows[1]!.data).toMatchObject({ numero_etudiant: "IMP-099", note: null });
    const [hugo] = await t.database.db
      .select()
      .from(students)
      .where(eq(students.email, "hugo.perrin@exemple.fr"));
    expect(hugo).toMatchObject({
      studentNumber: "IMP-099",
      note: "Alternance",
      comment: "Arrivé en retard; à suivre",
    });
  });

  it("reads an XLSX file and reports duplicates within the file", async () => {
    const file = await xlsx([
      ["numero_etudiant", "nom", "prenom", "email"],
      ["IMP-010", "Roche", "Alice", "alice.roche@exemple.fr"],
      ["IMP-010", "Roche", "Alicia", "alicia.roche@exemple.fr"],
    ]);
    const report = (
      await upload("students", "preview", multipart("apprenants.xlsx", file))
    ).json<ImportReport>();
    expect(report.rows.map((row) => [row.row, row.action])).toEqual([[2, "create"]]);
    expect(report.errors).toEqual([
      { row: 3, field: "numero_etudiant", reason: "Numéro en double dans le fichier (ligne 2)" },
    ]);
  });

  it("reports a missing required column on row 1", async () => {
    const report = (
      await upload("students", "preview", multipart("a.csv", "numero_etudiant;nom;prenom\nX-1;A;B\n"))
    ).json<ImportReport>();
    expect(report.errors).toEqual([{ row: 1, field: "email", reason: "Colonne obligatoire absente." }]);
    expect(report.rows).toEqual([]);
  });
});

describe("importing teachers", () => {
  it("creates teachers with an account that signs in with the default password", async () => {
    const file = await xlsx([
      ["nom", "prénom", "email", "telephone", "specialite", "identifiant_externe"],
      ["Aubert", "Nadia", "nadia.aubert@exemple.fr", "06 00 00 00 01", "Anglais", "EXT-1"],
      ["Bernard", "Julien", "prof@ata.example", "", "Marketing", ""],
      ["Costa", "Luc", "admin@horizon.example", "", "", ""],
    ]);
    const preview = (await upload("teachers", "preview", multipart("profs.xlsx", file))).json<ImportReport>();
    expect(preview.rows.map((row) => [row.row, row.action])).toEqual([
      [2, "create"],
      [3, "update"],
    ]);
    expect(preview.errors).toEqual([
      { row: 4, field: "email", reason: "Un compte utilisateur existe déjà avec cet e-mail." },
    ]);

    const commit = (await upload("teachers", "commit", multipart("profs.xlsx", file))).json<ImportReport>();
    expect(commit.counts).toMatchObject({ create: 1, update: 1, error: 1 });
    expect(preview.defaultPassword).toBeUndefined();
    expect(commit.defaultPassword).toBe(t.config.defaultTeacherPassword);
    const [nadia] = await t.database.db
      .select()
      .from(teachers)
      .where(eq(teachers.email, "nadia.aubert@exemple.fr"));
    expect(nadia).toMatchObject({ companyId: "ata", externalId: "EXT-1", speciality: "Anglais" });
    const [account] = await t.database.db.select().from(users).where(eq(users.id, nadia!.userId!));
    expect(account).toMatchObject({ roles: ["teacher"], mustChangePassword: true });
    await t.login("nadia.aubert@exemple.fr", t.config.defaultTeacherPassword);

    const again = (await upload("teachers", "commit", multipart("profs.xlsx", file))).json<ImportReport>();
    expect(again.counts).toMatchObject({ create: 0, update: 0, skip: 2 });
    expect(again.defaultPassword).toBeUndefined();
  });
});

describe("importing enrolments", () => {
  it("enrols students in courses by title and ignores duplicates", async () => {
    const [course] = await t.database.db
      .select({ id: courses.id, title: courses.title })
      .from(courses)
      .where(and(eq(courses.companyId, "ata"), eq(courses.archived, false)))
      .limit(1);
    expect(course).toBeDefined();
    const file = [
      "numero_etudiant;cours",
      `IMP-001;${course!.title.toUpperCase()}`,
      `IMP-001;${course!.title}`,
      "IMP-404;Cours inconnu",
    ].join("\n");
    const report = (
      await upload("enrolments", "commit", multipart("inscriptions.csv", file))
    ).json<ImportReport>();
    expect(report.rows.map((row) => [row.row, row.action])).toEqual([
      [2, "create"],
      [3, "skip"],
    ]);
    expect(report.errors).toEqual([
      { row: 4, field: "numero_etudiant", reason: "Aucun apprenant n'a ce numéro dans votre organisme." },
      { row: 4, field: "cours", reason: "Cours inconnu : Cours inconnu" },
    ]);
    const [ines] = await t.database.db.select().from(students).where(eq(students.studentNumber, "IMP-001"));
    const rows = await t.database.db
      .select()
      .from(enrolments)
      .where(and(eq(enrolments.studentId, ines!.id), eq(enrolments.courseId, course!.id)));
    expect(rows).toHaveLength(1);
    // Kept in the enrolments' history too, as the enrolments page shows it.
    const history = await t.database.db
      .select()
      .from(enrolmentChanges)
      .where(and(eq(enrolmentChanges.studentId, ines!.id), eq(enrolmentChanges.courseId, course!.id)));
    expect(history.map((row) => row.change)).toEqual(["enrol"]);
    const again = (
      await upload("enrolments", "commit", multipart("inscriptions.csv", file))
    ).json<ImportReport>();
    expect(again.counts).toMatchObject({ create: 0, skip: 2 });
  });
});

describe("the uploaded file", () => {
  it("refuses bytes that are neither CSV text nor XLSX", async () => {
    const png = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 0x0d]);
    const response = await upload("students", "preview", multipart("apprenants.csv", png, "text/csv"));
    expect(response.statusCode).toBe(400);
    expect(response.json().error).toMatchObject({ code: "INVALID_FILE", field: "file" });
    const latin1 = Buffer.from("numero_etudiant;nom\nA-1;Lef\xe8vre\n", "latin1");
    const notUtf8 = await upload("students", "preview", multipart("a.csv", latin1));
    expect(notUtf8.statusCode).toBe(400);
    expect(notUtf8.json().error.message).toContain("UTF-8");
    const fakeZip = Buffer.concat([Buffer.from([0x50, 0x4b, 0x03, 0x04]), randomBytes(64)]);
    expect((await upload("students", "preview", multipart("a.xlsx", fakeZip))).statusCode).toBe(400);
  });

  it("refuses a file over 5 MB with 413", async () => {
    const big = Buffer.alloc(5 * 1024 * 1024 + 10, 0x41);
    const response = await upload("students", "preview", multipart("gros.csv", big));
    expect(response.statusCode).toBe(413);
    expect(response.json().error.code).toBe("TOO_LARGE");
  });

  it("asks for a multipart upload", async () => {
    const response = await t.app.inject({
      method: "POST",
      url: "/api/imports/students/preview",
      headers: admin,
      payload: { rows: [] },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().error.field).toBe("file");
  });

  it("is for admin roles only", async () => {
    const file = multipart("a.csv", "numero_etudiant;cours\n");
    expect((await upload("students", "preview", file, prof)).statusCode).toBe(403);
    expect((await upload("students", "commit", file, {})).statusCode).toBe(401);
    expect((await upload("courses", "preview", file)).statusCode).toBe(400);
  });
});

describe("sample files", () => {
  it("gives a CSV with the French headers and two rows that import cleanly", async () => {
    const response = await t.app.inject({
      method: "GET",
      url: "/api/imports/students/sample?format=csv",
      headers: admin,
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers["content-type"]).toBe("text/csv; charset=utf-8");
    expect(response.headers["content-disposition"]).toBe(
      'attachment; filename="modele-import-apprenants.csv"',
    );
    const text = response.rawPayload.toString("utf-8");
    expect(
      text.startsWith("\uFEFFnumero_etudiant;nom;prenom;email;nom_usage;adresse;code_postal;programme"),
    ).toBe(true);
    const preview = (
      await upload("students", "preview", multipart("modele.csv", response.rawPayload))
    ).json<ImportReport>();
    expect(preview.errors).toEqual([]);
    expect(preview.rows).toHaveLength(2);
  });

  it("gives an XLSX for every kind", async () => {
    for (const kind of ["students", "teachers", "enrolments"]) {
      const response = await t.app.inject({
        method: "GET",
        url: `/api/imports/${kind}/sample?format=xlsx`,
        headers: admin,
      });
      expect(response.statusCode).toBe(200);
      expect(response.rawPayload.subarray(0, 2).toString("latin1")).toBe("PK");
      expect(response.headers["content-disposition"]).toMatch(
        /^attachment; filename="modele-import-.+\.xlsx"$/,
      );
    }
    const teachersSample = await t.app.inject({
      method: "GET",
      url: "/api/imports/teachers/sample?format=xlsx",
      headers: admin,
    });
    const preview = (
      await upload("teachers", "preview", multipart("modele.xlsx", teachersSample.rawPayload))
    ).json<ImportReport>();
    expect(preview.errors).toEqual([]);
    expect(preview.counts.create).toBe(2);
  });

  it("is refused to a teacher and to an anonymous caller", async () => {
    expect(
      (await t.app.inject({ method: "GET", url: "/api/imports/students/sample", headers: prof })).statusCode,
    ).toBe(403);
    expect((await t.app.inject({ method: "GET", url: "/api/imports/students/sample" })).statusCode).toBe(401);
  });
});
