import {
  ERASURE_MESSAGES,
  type ErasurePreview,
  type ErasureResult,
  erasedStudentName,
} from "@campus/contracts/privacy";
import { and, eq, isNull, sql } from "drizzle-orm";
import type { Db, Executor } from "../../db/client.ts";
import { studentErasures } from "../../db/schema/index.ts";
import { requireStudent } from "../../platform/access/student-access.ts";
import { recordAudit } from "../../platform/audit.ts";
import type { Ctx } from "../../platform/context.ts";
import { deleteHandInFilesOfStudent } from "../assignments/index.ts";
import { scrubAuditEntries } from "../audit/index.ts";
import { findCompanyStudent, type StudentRow } from "../student-cards/index.ts";
import { pseudonymiseStudent } from "../students/index.ts";
import { deleteWhitelistEntriesOfStudent } from "../whitelist/index.ts";
import {
  accountOf,
  type EraseDeps,
  type Eraser,
  lockCompanyErasures,
  pseudonymiseAccount,
  removeBlobsOnce,
} from "./privacy.erase-account.service.ts";
import { erasureCounts } from "./privacy.erase-counts.queries.ts";

type Deps = EraseDeps;

/** An account serves only the student (another role keeps it: only the student record is erased then). */
const isStudentOnly = (roles: readonly string[]) => roles.length === 1 && roles[0] === "student";

/** What erasing the student deletes and keeps, and why (administrators). */
export async function previewStudentErasure(db: Db, ctx: Ctx, studentId: string): Promise<ErasurePreview> {
  const student = await requireStudent(db, ctx, studentId);
  const [erasure] = await db
    .select({ number: studentErasures.number })
    .from(studentErasures)
    .where(and(eq(studentErasures.companyId, ctx.companyId), eq(studentErasures.studentId, studentId)));
  const account = await accountOf(db, ctx.companyId, student.userId);
  const erasesAccount = account !== undefined && isStudentOnly(account.roles);
  const n = await erasureCounts(db, ctx.companyId, studentId, erasesAccount ? (account?.id ?? null) : null);
  return {
    id: studentId,
    name: `${student.firstname} ${student.lastname}`,
    isErased: erasure !== undefined,
    pseudonym: erasure ? erasedStudentName(erasure.number) : null,
    deleted: [
      {
        label: account
          ? erasesAccount
            ? "Compte de connexion : e-mail, mot de passe, codes, lien d'agenda ; plus aucune connexion possible"
            : "Lien avec le compte (qui sert aussi un autre rôle et reste ouvert)"
          : "Aucun compte de connexion",
        count: null,
        reason: null,
      },
      { label: "Sessions et historique des connexions", count: n.sessions, reason: null },
      {
        label: "Identité et coordonnées : nom, e-mail, adresse, téléphone, notes internes",
        count: null,
        reason: null,
      },
      { label: "Photo de profil", count: erasesAccount && account?.photoUrl ? 1 : 0, reason: null },
      { label: "Fichiers des devoirs (rendus et retours)", count: n.handInFiles, reason: null },
      { label: "Pièces jointes des messages envoyés", count: n.attachments, reason: null },
      { label: "Liste blanche et notifications", count: null, reason: null },
    ],
    kept: [
      {
        label: "Relevés de présence",
        count: n.attendance,
        reason:
          "Preuve de la formation due aux financeurs (OPCO, France Travail, Région) et contrôlable par eux.",
      },
      {
        label: "Signatures d'émargement",
        count: n.signatures,
        reason:
          "Preuve de présence signée que demandent les financeurs et l'auditeur Qualiopi ; le nom du signataire y devient le pseudonyme.",
      },
      {
        label: "Notes et appréciations",
        count: n.grades,
        reason: "Résultats de la formation : nécessaires aux attestations et aux contrôles.",
      },
      {
        label: "Devoirs : dates de rendu, notes et retours (sans les fichiers)",
        count: n.handIns,
        reason: "Résultats de la formation : nécessaires aux attestations et aux contrôles.",
      },
      {
        label: "Temps passé et chapitres lus",
        count: n.learningTraces,
        reason: "Preuve de l'assiduité d'une formation à distance.",
      },
      {
        label: "Texte des messages écrits",
        count: n.messages,
        reason:
          "Ils appartiennent aussi à l'autre participant de la conversation ; l'auteur y devient « Apprenant supprimé n°… ».",
      },
      {
        label: "Journal des modifications",
        count: n.auditEntries,
        reason: "Traçabilité des actions de l'établissement ; les noms et coordonnées en sont retirés.",
      },
    ],
  };
}

/**
 * Erases a student (droit à l'effacement), audited: in one transaction the account closes for good and its
 * sessions go, names and contact details become the pseudonym, files are unlinked; the proof the school
 * must keep stays, pseudonymised. The blobs are removed after the commit; running it again finishes that.
 */
export async function eraseStudent(deps: Deps, ctx: Ctx, studentId: string): Promise<ErasureResult> {
  const erasure = await deps.db.transaction(async (tx) => {
    const student = await requireStudent(tx, ctx, studentId);
    await lockCompanyErasures(tx, ctx.companyId);
    const [done] = await tx
      .select()
      .from(studentErasures)
      .where(and(eq(studentErasures.companyId, ctx.companyId), eq(studentErasures.studentId, studentId)));
    if (done) return done;
    return eraseInTransaction(tx, deps, { companyId: ctx.companyId, userId: ctx.userId }, student);
  });
  const filesRemoved = await removeErasedBlobs(deps, ctx.companyId, studentId, erasure);
  return { pseudonym: erasedStudentName(erasure.number), filesRemoved, message: ERASURE_MESSAGES.done };
}

type ErasureRow = typeof studentErasures.$inferSelect;

/**
 * Erases a former student past their time (the retention job), in its own transaction; false when another
 * run erased them first.
 */
export async function eraseFormerStudent(deps: Deps, companyId: string, studentId: string): Promise<boolean> {
  const erasure = await deps.db.transaction(async (tx) => {
    await lockCompanyErasures(tx, companyId);
    const [done] = await tx
      .select({ number: studentErasures.number })
      .from(studentErasures)
      .where(and(eq(studentErasures.companyId, companyId), eq(studentErasures.studentId, studentId)));
    const student = await findCompanyStudent(tx, { companyId }, studentId);
    if (done || !student) return undefined;
    return eraseInTransaction(tx, deps, { companyId, userId: null }, student);
  });
  if (!erasure) return false;
  await removeErasedBlobs(deps, companyId, studentId, erasure);
  return true;
}

async function eraseInTransaction(
  tx: Executor,
  deps: Deps,
  ctx: Eraser,
  student: StudentRow,
): Promise<ErasureRow> {
  const now = deps.clock.now();
  const companyId = ctx.companyId;
  const [last] = await tx
    .select({ number: sql<number>`coalesce(max(${studentErasures.number}), 0)` })
    .from(studentErasures)
    .where(eq(studentErasures.companyId, companyId));
  const number = Number(last?.number ?? 0) + 1;
  const pseudonym = erasedStudentName(number);
  const [firstname, lastname] = ["Apprenant", `supprimé n°${number}`];
  const account = await accountOf(tx, companyId, student.userId);
  const erasesAccount = account !== undefined && isStudentOnly(account.roles);

  const blobKeys = await deleteHandInFilesOfStudent(tx, companyId, student.id);

  if (account && erasesAccount) {
    const email = `efface-${number}.${companyId}@efface.invalid`;
    const names = { firstname, lastname, displayName: pseudonym, email };
    blobKeys.push(...(await pseudonymiseAccount(tx, deps, ctx, account, names)));
  }

  await deleteWhitelistEntriesOfStudent(tx, companyId, student.id);
  const studentNumber = `SUPPR-${number}`;
  const email = `efface-${number}@efface.invalid`;
  // The record keeps its link to an account erased with it; an account that serves another role is unlinked.
  const record = { firstname, lastname, email, studentNumber, keepsAccount: erasesAccount };
  await pseudonymiseStudent(tx, student, record, ctx.userId, now);

  const about = [student.id, ...(erasesAccount && account ? [account.id] : [])];
  await scrubAuditEntries(tx, companyId, about);

  const [row] = await tx
    .insert(studentErasures)
    .values({ companyId, studentId: student.id, number, erasedBy: ctx.userId, erasedAt: now, blobKeys })
    .returning();
  if (!row) throw new Error("erasure not recorded");
  const entry = {
    action: "erase",
    entity: "student",
    entityId: student.id,
    after: { pseudonym, files: blobKeys.length },
  };
  await recordAudit(tx, ctx, entry);
  return row;
}

/** Removes the erased student's blobs once the erasure has committed, then marks the job done. */
function removeErasedBlobs(deps: Deps, companyId: string, studentId: string, erasure: ErasureRow) {
  return removeBlobsOnce(deps, erasure, () =>
    deps.db
      .update(studentErasures)
      .set({ blobsRemovedAt: deps.clock.now() })
      .where(
        and(
          eq(studentErasures.companyId, companyId),
          eq(studentErasures.studentId, studentId),
          isNull(studentErasures.blobsRemovedAt),
        ),
      ),
  );
}
