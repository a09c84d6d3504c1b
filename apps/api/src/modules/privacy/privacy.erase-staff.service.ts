import {
  ERASURE_MESSAGES,
  type ErasurePreview,
  type ErasureResult,
  erasedAccountName,
} from "@campus/contracts/privacy";
import { hasPlatformOperatorRole, hasStaffRole, hasStudentRole } from "@campus/contracts/roles";
import { and, eq, isNull, sql } from "drizzle-orm";
import type { Db, Executor } from "../../db/client.ts";
import { accountErasures } from "../../db/schema/index.ts";
import { assertMayManage, requireAccount } from "../../platform/access/account-access.ts";
import { recordAudit } from "../../platform/audit.ts";
import type { Ctx } from "../../platform/context.ts";
import { AppError } from "../../platform/errors.ts";
import { scrubAuditEntries } from "../audit/index.ts";
import { findCallerStudent } from "../student-cards/index.ts";
import { findTeacherOfAccount, pseudonymiseTeacher } from "../teachers/index.ts";
import {
  type AccountRow,
  type EraseDeps,
  lockCompanyErasures,
  pseudonymiseAccount,
  removeBlobsOnce,
} from "./privacy.erase-account.service.ts";
import { accountErasureCounts } from "./privacy.erase-counts.queries.ts";

// The erasure of a staff account (a teacher, an administrator, a company super-administrator): the same
// account pseudonymisation as a student's, « Compte supprimé n°… », and the teacher record with it. Who
// may erase whom is who may manage that account: an administrator erases a teacher, only the company
// super-administrator an administrator; nobody themselves.

type ErasureRow = typeof accountErasures.$inferSelect;

/** The account as the caller may erase it: 404 out of sight, 409 themselves or a student's, 403 above them. */
async function requireErasableAccount(db: Executor, ctx: Ctx, userId: string): Promise<AccountRow> {
  const account = await requireAccount(db, ctx, ctx.companyId, userId);
  if (account.id === ctx.userId)
    throw new AppError("CONFLICT", { message: ERASURE_MESSAGES.cannotEraseSelf });
  if (hasPlatformOperatorRole(account.roles)) {
    throw new AppError("FORBIDDEN", { message: ERASURE_MESSAGES.platformAccount });
  }
  if (!hasStaffRole(account.roles)) {
    throw new AppError("CONFLICT", { message: ERASURE_MESSAGES.studentOnlyAccount });
  }
  assertMayManage(ctx, account);
  return account;
}

async function erasureOf(db: Executor, companyId: string, userId: string) {
  const [row] = await db
    .select()
    .from(accountErasures)
    .where(and(eq(accountErasures.companyId, companyId), eq(accountErasures.userId, userId)));
  return row;
}

/** What erasing the staff account deletes and keeps, and why (administrators, as for a student). */
export async function previewAccountErasure(db: Db, ctx: Ctx, userId: string): Promise<ErasurePreview> {
  const account = await requireErasableAccount(db, ctx, userId);
  const erasure = await erasureOf(db, ctx.companyId, userId);
  const teacher = await findTeacherOfAccount(db, ctx.companyId, userId);
  const n = await accountErasureCounts(db, ctx.companyId, userId, teacher?.id ?? null);
  const student = hasStudentRole(account.roles) ? await findCallerStudent(db, { ...ctx, userId }) : null;
  const proof = "Preuve de la formation due aux financeurs et à l'auditeur Qualiopi";
  return {
    id: account.id,
    name: account.displayName,
    isErased: erasure !== undefined,
    pseudonym: erasure ? erasedAccountName(erasure.number) : null,
    deleted: [
      {
        label:
          "Compte de connexion : e-mail, mot de passe, codes, lien d'agenda ; plus aucune connexion possible",
        count: null,
        reason: null,
      },
      { label: "Sessions et historique des connexions", count: n.sessions, reason: null },
      {
        label: teacher
          ? "Identité et coordonnées du compte et de la fiche professeur : nom, e-mail, téléphone, spécialité"
          : "Identité et coordonnées : nom, e-mail, adresse, téléphone, présentation",
        count: null,
        reason: null,
      },
      { label: "Photo de profil", count: account.photoUrl ? 1 : 0, reason: null },
      { label: "Pièces jointes des messages envoyés", count: n.attachments, reason: null },
      { label: "Notifications et abonnements", count: null, reason: null },
    ],
    kept: [
      // A teacher's slots; an administrator without a teacher record runs none.
      ...(teacher
        ? [
            {
              label: "Séances animées",
              count: n.slots,
              reason: `${proof} ; le professeur y apparaît sous le pseudonyme.`,
            },
          ]
        : []),
      {
        label: "Présences saisies et signatures d'émargement",
        count: n.attendanceMarks + n.signatures,
        reason: `${proof} ; leur auteur y devient le pseudonyme.`,
      },
      {
        label: "Notes et corrections données",
        count: n.grades,
        reason: "Résultats des apprenants : nécessaires à leurs attestations et aux contrôles.",
      },
      {
        label: "Chapitres rédigés",
        count: n.chapters,
        reason: "Contenu des cours de l'établissement, qui sert encore aux apprenants.",
      },
      {
        label: "Texte des messages écrits",
        count: n.messages,
        reason:
          "Ils appartiennent aussi à l'autre participant de la conversation ; l'auteur y devient « Compte supprimé n°… ».",
      },
      {
        label: "Journal des modifications",
        count: n.auditEntries,
        reason: "Traçabilité des actions de l'établissement ; les noms et coordonnées en sont retirés.",
      },
      ...(student
        ? [
            {
              label: "Dossier d'apprenant lié à ce compte",
              count: 1,
              reason: "Il s'efface à part, depuis sa fiche apprenant (« Effacer (RGPD) »).",
            },
          ]
        : []),
    ],
  };
}

/**
 * Erases a staff account, audited: in one transaction the account closes for good, its names and contact
 * details (and its teacher record's) become « Compte supprimé n°N »; what it did stays, under the pseudonym.
 * The blobs go after the commit; running it again finishes that and answers the same pseudonym.
 */
export async function eraseAccount(deps: EraseDeps, ctx: Ctx, userId: string): Promise<ErasureResult> {
  const erasure = await deps.db.transaction(async (tx) => {
    const account = await requireErasableAccount(tx, ctx, userId);
    await lockCompanyErasures(tx, ctx.companyId);
    const done = await erasureOf(tx, ctx.companyId, userId);
    if (done) return done;
    return eraseInTransaction(tx, deps, ctx, account);
  });
  const filesRemoved = await removeBlobsOnce(deps, erasure, () =>
    deps.db
      .update(accountErasures)
      .set({ blobsRemovedAt: deps.clock.now() })
      .where(
        and(
          eq(accountErasures.companyId, ctx.companyId),
          eq(accountErasures.userId, userId),
          isNull(accountErasures.blobsRemovedAt),
        ),
      ),
  );
  return {
    pseudonym: erasedAccountName(erasure.number),
    filesRemoved,
    message: ERASURE_MESSAGES.accountDone,
  };
}

async function eraseInTransaction(
  tx: Executor,
  deps: EraseDeps,
  ctx: Ctx,
  account: AccountRow,
): Promise<ErasureRow> {
  const now = deps.clock.now();
  const companyId = ctx.companyId;
  const [last] = await tx
    .select({ number: sql<number>`coalesce(max(${accountErasures.number}), 0)` })
    .from(accountErasures)
    .where(eq(accountErasures.companyId, companyId));
  const number = Number(last?.number ?? 0) + 1;
  const pseudonym = erasedAccountName(number);
  const [firstname, lastname] = ["Compte", `supprimé n°${number}`];
  const email = `efface-compte-${number}.${companyId}@efface.invalid`;
  const eraser = { companyId, userId: ctx.userId };
  const names = { firstname, lastname, displayName: pseudonym, email };
  const blobKeys = await pseudonymiseAccount(tx, deps, eraser, account, names);

  const teacher = await findTeacherOfAccount(tx, companyId, account.id);
  if (teacher) {
    const teacherEmail = `efface-compte-${number}@efface.invalid`;
    await pseudonymiseTeacher(tx, companyId, teacher.id, {
      firstname,
      lastname,
      email: teacherEmail,
      by: ctx.userId,
      now,
    });
  }
  await scrubAuditEntries(tx, companyId, [account.id, ...(teacher ? [teacher.id] : [])]);

  const [row] = await tx
    .insert(accountErasures)
    .values({ companyId, userId: account.id, number, erasedBy: ctx.userId, erasedAt: now, blobKeys })
    .returning();
  if (!row) throw new Error("erasure not recorded");
  await recordAudit(tx, ctx, {
    action: "erase",
    entity: "account",
    entityId: account.id,
    after: { pseudonym, files: blobKeys.length },
  });
  return row;
}
