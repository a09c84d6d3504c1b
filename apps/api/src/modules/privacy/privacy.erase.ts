import { randomBytes } from "node:crypto";
import {
  ERASURE_MESSAGES,
  type ErasurePreview,
  type ErasureResult,
  erasedStudentName,
} from "@campus/contracts/privacy";
import { and, eq, inArray, isNotNull, isNull, sql } from "drizzle-orm";
import type { Db, Executor } from "../../db/client.ts";
import {
  absenceAlertNotifications,
  accountTokens,
  assignmentFiles,
  auditLog,
  calendarFeeds,
  messages,
  slotNotifications,
  studentErasures,
  students,
  users,
  whitelistEntries,
} from "../../db/schema/index.ts";
import { requireStudent } from "../../platform/access/student-access.ts";
import { recordAudit } from "../../platform/audit.ts";
import type { BlobStore } from "../../platform/blob-store.ts";
import type { Clock } from "../../platform/clock.ts";
import type { Ctx } from "../../platform/context.ts";
import type { EventBus } from "../../platform/events/event-bus.ts";
import { hashPassword } from "../../platform/passwords.ts";
import { searchKey } from "../../platform/search.ts";
import { announceAccountChanged } from "../../platform/session-cache.ts";
import { deleteUserSessions, revokeUserSessions } from "../../platform/sessions.ts";
import { photoKeyOfUrl } from "../branding/index.ts";
import { erasureCounts } from "./privacy.erase-counts.ts";

type Deps = { db: Db; blobs: BlobStore; clock: Clock; bus: EventBus };

// The personal keys an audit entry may hold of a student or an account: taken out of the entries about an
// erased student, whose action, date and other fields stay.
const PERSONAL_KEYS = [
  "firstname",
  "lastname",
  "usageName",
  "displayName",
  "email",
  "emailPerso",
  "phoneNumber",
  "phone",
  "address",
  "postalAddress",
  "postalCode",
  "zipCode",
  "city",
  "state",
  "country",
  "about",
  "note",
  "comment",
  "photoUrl",
  "passwordHash",
  "externalId",
];
const personalKeys = sql.raw(`array[${PERSONAL_KEYS.map((key) => `'${key}'`).join(", ")}]::text[]`);

/** An account serves only the student (another role keeps it: only the student record is erased then). */
const isStudentOnly = (roles: readonly string[]) => roles.length === 1 && roles[0] === "student";

async function accountOf(db: Executor, companyId: string, userId: string | null) {
  if (!userId) return undefined;
  const [row] = await db
    .select()
    .from(users)
    .where(and(eq(users.id, userId), eq(users.companyId, companyId)));
  return row;
}

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
    studentId,
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
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`erasures:${ctx.companyId}`}))`);
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

type StudentRow = typeof students.$inferSelect;
type ErasureRow = typeof studentErasures.$inferSelect;

/** Who erases: an administrator, or the retention job (no user). */
interface Eraser {
  companyId: string;
  userId: string | null;
}

/**
 * Erases a former student past their time (the retention job), in its own transaction; false when another
 * run erased them first.
 */
export async function eraseFormerStudent(deps: Deps, companyId: string, studentId: string): Promise<boolean> {
  const erasure = await deps.db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`erasures:${companyId}`}))`);
    const [done] = await tx
      .select({ number: studentErasures.number })
      .from(studentErasures)
      .where(and(eq(studentErasures.companyId, companyId), eq(studentErasures.studentId, studentId)));
    const [student] = await tx
      .select()
      .from(students)
      .where(and(eq(students.companyId, companyId), eq(students.id, studentId)));
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

  const blobKeys: string[] = [];
  const files = await tx
    .delete(assignmentFiles)
    .where(and(eq(assignmentFiles.companyId, companyId), eq(assignmentFiles.studentId, student.id)))
    .returning({ blobKey: assignmentFiles.blobKey });
  blobKeys.push(...files.map((file) => file.blobKey));

  if (account && erasesAccount) {
    const photo = account.photoUrl ? photoKeyOfUrl(account, account.photoUrl) : undefined;
    if (photo) blobKeys.push(photo);
    const written = and(
      eq(messages.companyId, companyId),
      eq(messages.authorId, account.id),
      isNotNull(messages.attachmentKey),
    );
    const attachments = await tx.select({ key: messages.attachmentKey }).from(messages).where(written);
    blobKeys.push(...attachments.flatMap((row) => (row.key ? [row.key] : [])));
    await tx
      .update(messages)
      .set({ attachmentKey: null, attachmentName: null, attachmentType: null, attachmentSize: null })
      .where(written);
    await revokeUserSessions(tx, deps, { userId: account.id, companyId });
    await deleteUserSessions(tx, account.id);
    await tx.delete(accountTokens).where(eq(accountTokens.userId, account.id));
    await tx.delete(calendarFeeds).where(eq(calendarFeeds.userId, account.id));
    await tx.delete(slotNotifications).where(eq(slotNotifications.userId, account.id));
    await tx.delete(absenceAlertNotifications).where(eq(absenceAlertNotifications.userId, account.id));
    await tx
      .update(users)
      .set({
        email: `efface-${number}.${companyId}@efface.invalid`,
        passwordHash: await hashPassword(randomBytes(32).toString("base64url")),
        firstname,
        lastname,
        displayName: pseudonym,
        emailPerso: null,
        photoUrl: null,
        phoneNumber: null,
        country: null,
        address: null,
        state: null,
        city: null,
        zipCode: null,
        about: null,
        isPublic: false,
        externalId: null,
        disabled: true,
        mustChangePassword: false,
        messageDigest: false,
        updatedBy: ctx.userId,
        updatedAt: now,
      })
      .where(eq(users.id, account.id));
    await announceAccountChanged(tx, [account.id]);
  }

  await tx
    .delete(whitelistEntries)
    .where(and(eq(whitelistEntries.companyId, companyId), eq(whitelistEntries.studentId, student.id)));
  const studentNumber = `SUPPR-${number}`;
  const email = `efface-${number}@efface.invalid`;
  await tx
    .update(students)
    .set({
      userId: erasesAccount ? student.userId : null,
      studentNumber,
      usageName: null,
      firstname,
      lastname,
      email,
      postalAddress: null,
      postalCode: null,
      note: null,
      comment: null,
      searchText: searchKey(firstname, lastname, email, studentNumber),
      archivedAt: student.archivedAt ?? now,
      updatedBy: ctx.userId,
      updatedAt: now,
    })
    .where(and(eq(students.id, student.id), eq(students.companyId, companyId)));

  const about = [student.id, ...(erasesAccount && account ? [account.id] : [])];
  await tx
    .update(auditLog)
    .set({
      before: sql`case when jsonb_typeof(${auditLog.before}) = 'object' then ${auditLog.before} - ${personalKeys} else ${auditLog.before} end`,
      after: sql`case when jsonb_typeof(${auditLog.after}) = 'object' then ${auditLog.after} - ${personalKeys} else ${auditLog.after} end`,
    })
    .where(and(eq(auditLog.companyId, companyId), inArray(auditLog.entityId, about)));

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
async function removeErasedBlobs(deps: Deps, companyId: string, studentId: string, erasure: ErasureRow) {
  if (erasure.blobsRemovedAt) return erasure.blobKeys.length;
  for (const key of erasure.blobKeys) await deps.blobs.remove(key);
  await deps.db
    .update(studentErasures)
    .set({ blobsRemovedAt: deps.clock.now() })
    .where(
      and(
        eq(studentErasures.companyId, companyId),
        eq(studentErasures.studentId, studentId),
        isNull(studentErasures.blobsRemovedAt),
      ),
    );
  return erasure.blobKeys.length;
}
