import type { ProofBundleQuery } from "@campus/contracts/proof-bundles";
import type { FastifyReply } from "fastify";
import type { Db } from "../../db/client.ts";
import { recordAudit } from "../../platform/audit.ts";
import type { BlobStore } from "../../platform/blob-store.ts";
import { type MadeZipEntry, sendBlobZip, uniqueNamer, zipSegment } from "../../platform/blob-zip.ts";
import type { Clock } from "../../platform/clock.ts";
import type { Ctx } from "../../platform/context.ts";
import { fileSlug, parisDateTime } from "../../platform/documents.ts";
import { parisDay } from "../../platform/paris-time.ts";
import { prepareSlotSheets } from "../attendance/index.ts";
import { courseTitlesIn } from "../course-links/index.ts";
import { studentCohortName } from "../student-cards/index.ts";
import { getCompanyBranding } from "../tenants/index.ts";
import { buildCertificatePdf } from "./proof-bundles.certificate.documents.ts";
import { connectionTimeCsv, gradesCsv } from "./proof-bundles.csv.documents.ts";
import { readFigures } from "./proof-bundles.figures.queries.ts";
import {
  type ProofSelection,
  resolveSelection,
  type SelectedStudent,
  slotPages,
  studentPages,
} from "./proof-bundles.selection.queries.ts";

// The proof bundle (« dossier de preuve », issue 40 point 5): a zip built while it is sent. Each entry is
// made when the archive asks for it (a sheet rendered, then written, before the next slot is read), the
// slots and the students read by pages: the server's memory holds a page, never the bundle.

type Deps = { db: Db; blobs: BlobStore; clock: Clock };

/** Slots read per page, with their marks, signatures and rosters; each sheet is rendered and written before the next. */
const SLOT_PAGE = 50;
/** Students read per query, with their figures (one query more). */
const STUDENT_PAGE = 100;

/** LISEZMOI.txt: what the bundle is about, its period and what each part holds (CRLF: Notepad opens it). */
export function proofReadme(companyName: string, selection: ProofSelection, generatedAt: Date): string {
  const period = selection.period
    ? `du ${selection.period.from} au ${selection.period.to} (jours de Paris, inclus)`
    : "toutes les séances, sans limite de dates";
  return [
    `Dossier de preuve — ${companyName}`,
    "",
    `Objet : ${selection.label}`,
    `Période : ${period}`,
    `Généré le ${parisDateTime(generatedAt).full} (heure de Paris).`,
    "",
    "Contenu :",
    "- feuilles/ : la feuille d'émargement signée de chaque séance commencée de la période (une par séance,",
    "  nommée date-cours-heure), avec les signatures, leur heure et la référence d'audit SHA-256 en pied de page ;",
    "- certificats/ : un « certificat de réalisation » par apprenant (nom-prénom.pdf) : heures prévues,",
    "  réalisées (présent ou en retard), retards, absences justifiées et non justifiées, par cours, des",
    "  séances commencées avant la date du dossier ;",
    "- temps-de-connexion.csv : le temps passé sur la plateforme par apprenant et par jour (ensemble du site",
    "  et cours du dossier), en minutes ;",
    "- notes.csv : les notes des apprenants dans les cours du dossier.",
    "",
    "Les séances proposées ou annulées ne sont pas comptées. Les fichiers CSV sont en UTF-8, séparés par « ; ».",
    "",
  ].join("\r\n");
}

/** The intitulé de l'action of each certificate: the course, the session, or the student's own session or courses. */
async function actionTitleOf(db: Db, ctx: Ctx, selection: ProofSelection, student: SelectedStudent) {
  if (selection.kind !== "student") return selection.label.replace(/^(Cours|Session) /, "");
  const cohort = await studentCohortName(db, ctx.companyId, student.id);
  if (cohort !== null) return cohort;
  const titles = await courseTitlesIn(db, ctx.companyId, selection.courseIds);
  return titles.map((course) => course.title).join(", ") || "—";
}

/** Every entry of the bundle, made one at a time as the archive takes them. */
async function* bundleEntries(
  deps: Deps,
  ctx: Ctx,
  selection: ProofSelection,
  companyName: string,
  now: Date,
): AsyncGenerator<MadeZipEntry> {
  yield {
    path: "LISEZMOI.txt",
    date: now,
    open: async () => Buffer.from(proofReadme(companyName, selection, now)),
  };
  const sheetName = uniqueNamer();
  for await (const page of slotPages(deps.db, ctx, selection, now, SLOT_PAGE)) {
    for (const slot of await prepareSlotSheets(deps.db, deps.clock, ctx, page, companyName)) {
      // Rendered when the archive asks for it: one sheet in memory at a time.
      const sheet = await slot.render();
      const hour = parisDateTime(slot.startsAt).time.replace(":", "h");
      const name = `${sheet.day}-${zipSegment(fileSlug(sheet.courseTitle), "cours")}-${hour}.pdf`;
      yield { path: `feuilles/${sheetName(name)}`, date: slot.startsAt, open: async () => sheet.body };
    }
  }
  const certificateName = uniqueNamer();
  for await (const page of studentPages(deps.db, ctx, selection, STUDENT_PAGE)) {
    const figures = await readFigures(
      deps.db,
      ctx,
      selection,
      now,
      page.map((student) => student.id),
    );
    for (const student of page) {
      const name = `${fileSlug(student.usageName || student.lastname)}-${fileSlug(student.firstname)}.pdf`;
      yield {
        path: `certificats/${certificateName(name)}`,
        date: now,
        open: async () =>
          buildCertificatePdf({
            companyName,
            student,
            actionTitle: await actionTitleOf(deps.db, ctx, selection, student),
            period: selection.period,
            today: parisDay(now),
            courses: figures.get(student.id) ?? [],
            generatedAt: now,
          }),
      };
    }
  }
  yield {
    path: "temps-de-connexion.csv",
    date: now,
    open: async () => connectionTimeCsv(deps.db, ctx, selection),
  };
  yield { path: "notes.csv", date: now, open: async () => gradesCsv(deps.db, ctx, selection) };
}

/** Streams the proof bundle of a student over a period, a course or a school session (administrators, audited). */
export async function sendProofBundle(deps: Deps, ctx: Ctx, query: ProofBundleQuery, reply: FastifyReply) {
  const selection = await resolveSelection(deps.db, ctx, query);
  const company = await getCompanyBranding(deps.db, ctx.companyId);
  const now = deps.clock.now();
  await recordAudit(deps.db, ctx, {
    action: "export",
    entity: "proof-bundle",
    entityId: query.studentId ?? query.courseId ?? query.cohortId ?? "",
    after: { kind: selection.kind, from: query.from ?? null, to: query.to ?? null },
  });
  const period = selection.period ? `-${selection.period.from}-${selection.period.to}` : "";
  const name = `dossier-de-preuve-${fileSlug(selection.slug)}${period || `-${parisDay(now)}`}.zip`;
  return sendBlobZip(reply, deps.blobs, name, bundleEntries(deps, ctx, selection, company.fullName, now));
}
