import {
  CHECK_IN_MESSAGES,
  type CheckInBody,
  type CheckInDisplay,
  type CheckInResult,
  type CheckInSettings,
  type CheckInState,
  type CheckInTicket,
  clockToMinutes,
  minutesToClock,
  type OnSiteSignatureBody,
  type SignatureVia,
  type TeacherSignatureBody,
  type UpdateCheckInSettingsBody,
  type VerifyCheckInBody,
} from "@campus/contracts/check-in";
import type { AttendanceState } from "@campus/contracts/history";
import { hasStaffRole } from "@campus/contracts/roles";
import { and, eq, gte, inArray, isNull, lte, or } from "drizzle-orm";
import type { Db, Executor } from "../../db/client.ts";
import { attendance, attendanceSignatures, checkInSettings } from "../../db/schema/index.ts";
import { requireSlotAccess, type SlotAccess } from "../../platform/access/slot-access.ts";
import { recordAudit } from "../../platform/audit.ts";
import type { Clock } from "../../platform/clock.ts";
import type { Ctx } from "../../platform/context.ts";
import { AppError, notFound, violatedUniqueConstraint } from "../../platform/errors.ts";
import type { EventBus } from "../../platform/events/event-bus.ts";
import type { LoginLimiter } from "../../platform/login-limiter.ts";
import { courseTitles, enrolmentLinks, selectEnrolments, teachingLinks } from "../course-links/index.ts";
import { recordAttendanceChanges } from "../mark-changes/index.ts";
import { slotTimes } from "../slots/index.ts";
import { findCallerStudent } from "../student-cards/index.ts";
import { teacherAccounts } from "../teacher-cards/index.ts";
import { getUserNames } from "../users/index.ts";
import {
  checkInCode,
  companyCheckIn,
  issueTicket,
  matchCode,
  readTicket,
  windowEnd,
  windowOf,
} from "./attendance.check-in-codes.ts";
import { signaturePng } from "./attendance.signature-png.ts";

// Signed check-in: the projector's rotating code, the student's code then signature, the teacher's
// screen for a student without a phone, and the teacher's own signature of the sheet.

export interface CheckInDeps {
  db: Db;
  clock: Clock;
  bus: EventBus;
  /** Counts the wrong codes per student and slot (5 a minute). */
  attempts: LoginLimiter;
}

type SlotRow = SlotAccess["slot"];

/** An expired code is recognised this far back (one hour of windows), to say « expiré » rather than « faux ». */
const EXPIRED_LOOK_BACK_WINDOWS = 240;

async function opensMinutesOf(db: Executor, companyId: string): Promise<number> {
  return (await companyCheckIn(db, companyId)).opensMinutes;
}

function checkInTimes(slot: Pick<SlotRow, "startsAt" | "endsAt">, opensMinutes: number) {
  return { opensAt: new Date(slot.startsAt.getTime() - opensMinutes * 60_000), closesAt: slot.endsAt };
}

function checkInState(
  slot: Pick<SlotRow, "startsAt" | "endsAt" | "status">,
  opensMinutes: number,
  now: Date,
): CheckInState {
  if (slot.status !== "validated" && slot.status !== "held") return "unavailable";
  const { opensAt, closesAt } = checkInTimes(slot, opensMinutes);
  if (now < opensAt) return "upcoming";
  if (now > closesAt) return "closed";
  return "open";
}

const STATE_MESSAGES: Record<Exclude<CheckInState, "open">, string> = {
  upcoming: CHECK_IN_MESSAGES.notOpenYet,
  closed: CHECK_IN_MESSAGES.closed,
  unavailable: CHECK_IN_MESSAGES.slotNotHeld,
};

function requireOpen(slot: SlotRow, opensMinutes: number, now: Date): void {
  const state = checkInState(slot, opensMinutes, now);
  if (state !== "open") throw new AppError("CONFLICT", { message: STATE_MESSAGES[state] });
}

async function teacherSignatureOf(db: Executor, ctx: Ctx, slotId: string) {
  const [row] = await db
    .select({ signedBy: attendanceSignatures.signedBy, signedAt: attendanceSignatures.signedAt })
    .from(attendanceSignatures)
    .where(
      and(
        eq(attendanceSignatures.companyId, ctx.companyId),
        eq(attendanceSignatures.slotId, slotId),
        isNull(attendanceSignatures.studentId),
      ),
    );
  if (!row) return null;
  const name = (await getUserNames(db, [row.signedBy])).get(row.signedBy);
  return {
    name: `${name?.firstname ?? ""} ${name?.lastname ?? ""}`.trim() || "—",
    signedAt: row.signedAt.toISOString(),
  };
}

/** The projector's screen: the slot's current code while check-in is open (teacher of the course or administrator). */
export async function getCheckInDisplay(
  db: Db,
  clock: Clock,
  ctx: Ctx,
  slotId: string,
): Promise<CheckInDisplay> {
  const { slot } = await requireSlotAccess(db, ctx, slotId, "manage");
  const opensMinutes = await opensMinutesOf(db, ctx.companyId);
  const now = clock.now();
  const state = checkInState(slot, opensMinutes, now);
  const { opensAt, closesAt } = checkInTimes(slot, opensMinutes);
  const window = windowOf(now);
  const isOpen = state === "open";
  return {
    slotId,
    state,
    code: isOpen ? checkInCode((await companyCheckIn(db, ctx.companyId)).secret, slotId, window) : null,
    codeExpiresAt: isOpen ? windowEnd(window).toISOString() : null,
    serverTime: now.toISOString(),
    opensAt: opensAt.toISOString(),
    closesAt: closesAt.toISOString(),
    teacherSignature: await teacherSignatureOf(db, ctx, slotId),
  };
}

/** The ids of the caller's slots whose check-in is open now (courses they follow, validated or held). */
async function openSlotsOfStudent(
  db: Executor,
  ctx: Ctx,
  studentId: string,
  opensMinutes: number,
  now: Date,
) {
  const enrolled = enrolmentLinks(db, ctx.companyId);
  const slot = slotTimes(db, ctx.companyId);
  const rows = await db
    .select({ id: slot.id })
    .from(slot)
    .innerJoin(enrolled, and(eq(enrolled.courseId, slot.courseId), eq(enrolled.studentId, studentId)))
    .where(
      and(
        inArray(slot.status, ["validated", "held"]),
        lte(slot.startsAt, new Date(now.getTime() + opensMinutes * 60_000)),
        gte(slot.endsAt, now),
      ),
    );
  return rows.map((row) => row.id);
}

async function hasSigned(db: Executor, ctx: Ctx, slotId: string, studentId: string): Promise<boolean> {
  const [row] = await db
    .select({ id: attendanceSignatures.id })
    .from(attendanceSignatures)
    .where(
      and(
        eq(attendanceSignatures.companyId, ctx.companyId),
        eq(attendanceSignatures.slotId, slotId),
        eq(attendanceSignatures.studentId, studentId),
      ),
    );
  return row !== undefined;
}

/** Finds the slot a code opens for the student, or throws the French reason it does not. */
async function slotOfCode(
  db: Db,
  ctx: Ctx,
  studentId: string,
  body: VerifyCheckInBody,
  now: Date,
  { secret, opensMinutes }: { secret: Buffer; opensMinutes: number },
) {
  // The student's open slots are read only when the code's slot is not the one given.
  const openSlots = () => openSlotsOfStudent(db, ctx, studentId, opensMinutes, now);
  const wrong = (message: string) => new AppError("VALIDATION", { field: "code", message });
  if (body.slotId) {
    // Another company's slot, or a course the student does not follow: 404.
    const { slot } = await requireSlotAccess(db, ctx, body.slotId, "read");
    requireOpen(slot, opensMinutes, now);
    const match = matchCode(secret, slot.id, body.code, now, EXPIRED_LOOK_BACK_WINDOWS);
    if (match === "valid") return slot;
    if (match === "expired") throw wrong(CHECK_IN_MESSAGES.expiredCode);
    const other = (await openSlots()).some((id) => matchCode(secret, id, body.code, now, 1) === "valid");
    throw wrong(other ? CHECK_IN_MESSAGES.otherSlot : CHECK_IN_MESSAGES.wrongCode);
  }
  const open = await openSlots();
  if (open.length === 0)
    throw new AppError("CONFLICT", { field: "code", message: CHECK_IN_MESSAGES.noOpenSlot });
  let isExpired = false;
  for (const id of open) {
    const match = matchCode(secret, id, body.code, now, EXPIRED_LOOK_BACK_WINDOWS);
    if (match === "valid") return (await requireSlotAccess(db, ctx, id, "read")).slot;
    if (match === "expired") isExpired = true;
  }
  throw wrong(isExpired ? CHECK_IN_MESSAGES.expiredCode : CHECK_IN_MESSAGES.wrongCode);
}

/**
 * A student's code (typed, or read from the QR code with its slot): the current or previous code of a
 * slot of theirs whose check-in is open. Answers a ticket for the signature. Wrong codes are counted
 * per student and slot: beyond 5 a minute, refused.
 */
export async function verifyCheckInCode(
  deps: CheckInDeps,
  ctx: Ctx,
  body: VerifyCheckInBody,
): Promise<CheckInTicket> {
  const { db, clock } = deps;
  const student = await findCallerStudent(db, ctx);
  if (!student) throw notFound();
  const key = `check-in:${ctx.userId}:${body.slotId ?? "typed"}`;
  try {
    return await deps.attempts.attempt({ strict: [key] }, async () => {
      const now = clock.now();
      const settings = await companyCheckIn(db, ctx.companyId);
      const slot = await slotOfCode(db, ctx, student.id, body, now, settings);
      if (await hasSigned(db, ctx, slot.id, student.id)) {
        throw new AppError("CONFLICT", { message: CHECK_IN_MESSAGES.alreadySigned });
      }
      const titles = courseTitles(db, ctx.companyId);
      const [course] = await db
        .select({ title: titles.title })
        .from(titles)
        .where(eq(titles.id, slot.courseId));
      const { ticket, expiresAt } = issueTicket(settings.secret, {
        slotId: slot.id,
        userId: ctx.userId,
        arrivedAt: now.getTime(),
      });
      return {
        ticket,
        expiresAt: expiresAt.toISOString(),
        slot: {
          id: slot.id,
          courseTitle: course?.title ?? "",
          startsAt: slot.startsAt.toISOString(),
          endsAt: slot.endsAt.toISOString(),
        },
      };
    });
  } catch (error) {
    if (error instanceof AppError && error.code === "TOO_MANY_ATTEMPTS") {
      throw new AppError("TOO_MANY_REQUESTS", { field: "code", message: CHECK_IN_MESSAGES.tooManyAttempts });
    }
    throw error;
  }
}

/** Who sees the slot's roll call fill in: the course's teachers and the slot's teacher with an account, and the caller. */
async function rollCallWatchers(tx: Executor, ctx: Ctx, slot: SlotRow): Promise<string[]> {
  const accounts = teacherAccounts(tx, ctx.companyId);
  const links = teachingLinks(tx, ctx.companyId);
  const rows = await tx
    .selectDistinct({ userId: accounts.userId })
    .from(accounts)
    .where(
      or(
        inArray(
          accounts.id,
          tx.select({ id: links.teacherId }).from(links).where(eq(links.courseId, slot.courseId)),
        ),
        slot.teacherId ? eq(accounts.id, slot.teacherId) : undefined,
      ),
    );
  const ids = new Set(rows.map((row) => row.userId).filter((id): id is string => id !== null));
  if (hasStaffRole(ctx.roles)) ids.add(ctx.userId);
  return [...ids];
}

/** Minutes after the start, counted when the student arrived; under one minute is on time. */
export const lateMinutesAt = (startsAt: Date, arrivedAt: Date): number =>
  Math.max(0, Math.floor((arrivedAt.getTime() - startsAt.getTime()) / 60_000));

/**
 * Stores a student's signature (never replacing one) and marks them present, or late with the minutes,
 * in one transaction with the history, the audit and the live event to the teachers.
 */
async function recordStudentSignature(
  deps: CheckInDeps,
  ctx: Ctx,
  input: {
    slot: SlotRow;
    studentId: string;
    arrivedAt: Date;
    via: SignatureVia;
    png: Buffer;
    alreadyMessage: string;
  },
): Promise<CheckInResult> {
  const { slot, studentId } = input;
  const now = deps.clock.now();
  const minutes = lateMinutesAt(slot.startsAt, input.arrivedAt);
  const status = minutes >= 1 ? "late" : "present";
  const lateMinutes = status === "late" ? minutes : null;
  try {
    await deps.db.transaction(async (tx) => {
      await tx.insert(attendanceSignatures).values({
        companyId: ctx.companyId,
        slotId: slot.id,
        studentId,
        signedBy: ctx.userId,
        via: input.via,
        png: input.png,
        signedAt: now,
      });
      const studentAtSlot = and(
        eq(attendance.slotId, slot.id),
        eq(attendance.studentId, studentId),
        eq(attendance.companyId, ctx.companyId),
      );
      const [previous] = await tx.select().from(attendance).where(studentAtSlot).for("update");
      await tx
        .insert(attendance)
        .values({
          slotId: slot.id,
          studentId,
          companyId: ctx.companyId,
          status,
          lateMinutes,
          markedBy: ctx.userId,
          markedAt: now,
          source: "signature",
        })
        .onConflictDoUpdate({
          target: [attendance.slotId, attendance.studentId],
          set: {
            status,
            lateMinutes,
            markedBy: ctx.userId,
            markedAt: now,
            source: "signature",
            excused: false,
            excuseReason: null,
            excusedBy: null,
            excusedAt: null,
          },
        });
      const before: AttendanceState | null = previous
        ? {
            status: previous.status as AttendanceState["status"],
            lateMinutes: previous.lateMinutes,
            excused: previous.excused,
          }
        : null;
      await recordAttendanceChanges(tx, ctx, now, [
        {
          slotId: slot.id,
          studentId,
          courseId: slot.courseId,
          before,
          after: { status, lateMinutes, excused: false },
        },
      ]);
      await recordAudit(tx, ctx, {
        action: "sign",
        entity: "attendance",
        entityId: `${slot.id}:${studentId}`,
        before: previous
          ? { status: previous.status, lateMinutes: previous.lateMinutes, source: previous.source }
          : null,
        after: { status, lateMinutes, via: input.via, signedAt: now.toISOString(), bytes: input.png.length },
      });
      await deps.bus.publish(tx, {
        companyId: ctx.companyId,
        userIds: await rollCallWatchers(tx, ctx, slot),
        type: "attendance.signed",
        data: { slotId: slot.id, studentId },
      });
    });
  } catch (error) {
    if (violatedUniqueConstraint(error) === "attendance_signatures_student") {
      throw new AppError("CONFLICT", { message: input.alreadyMessage });
    }
    throw error;
  }
  return { slotId: slot.id, status, lateMinutes, signedAt: now.toISOString() };
}

/** The student's signature after a good code: the ticket says which slot and when they arrived; used once. */
export async function checkIn(deps: CheckInDeps, ctx: Ctx, body: CheckInBody): Promise<CheckInResult> {
  const { db, clock } = deps;
  const student = await findCallerStudent(db, ctx);
  if (!student) throw notFound();
  const ticket = readTicket(
    (await companyCheckIn(db, ctx.companyId)).secret,
    body.ticket,
    ctx.userId,
    clock.now(),
  );
  const { png } = signaturePng(body.signature);
  const { slot } = await requireSlotAccess(db, ctx, ticket.slotId, "read");
  if (slot.status !== "validated" && slot.status !== "held") {
    throw new AppError("CONFLICT", { message: CHECK_IN_MESSAGES.slotNotHeld });
  }
  return recordStudentSignature(deps, ctx, {
    slot,
    studentId: student.id,
    arrivedAt: new Date(ticket.arrivedAt),
    via: "phone",
    png,
    alreadyMessage: CHECK_IN_MESSAGES.alreadySigned,
  });
}

/** « Faire signer ici »: a student of the course signs on the teacher's screen while check-in is open. */
export async function signOnSite(
  deps: CheckInDeps,
  ctx: Ctx,
  slotId: string,
  body: OnSiteSignatureBody,
): Promise<CheckInResult> {
  const { db, clock } = deps;
  const { slot } = await requireSlotAccess(db, ctx, slotId, "manage");
  const { png } = signaturePng(body.signature);
  const now = clock.now();
  requireOpen(slot, await opensMinutesOf(db, ctx.companyId), now);
  const enrolments = selectEnrolments(db, ctx.companyId, slot.courseId).as("enrolments");
  const enrolled = await db
    .select({ studentId: enrolments.studentId })
    .from(enrolments)
    .where(eq(enrolments.studentId, body.studentId));
  if (enrolled.length === 0) {
    throw new AppError("VALIDATION", { field: "studentId", message: CHECK_IN_MESSAGES.notEnrolled });
  }
  return recordStudentSignature(deps, ctx, {
    slot,
    studentId: body.studentId,
    arrivedAt: now,
    via: "teacher-screen",
    png,
    alreadyMessage: CHECK_IN_MESSAGES.studentAlreadySigned,
  });
}

/** The teacher's (or an administrator's) signature of the sheet, once the slot has started; given once. */
export async function signAsTeacher(
  deps: CheckInDeps,
  ctx: Ctx,
  slotId: string,
  body: TeacherSignatureBody,
): Promise<CheckInDisplay> {
  const { db, clock } = deps;
  const { slot } = await requireSlotAccess(db, ctx, slotId, "manage");
  const { png } = signaturePng(body.signature);
  const now = clock.now();
  if (slot.status !== "validated" && slot.status !== "held") {
    throw new AppError("CONFLICT", { message: CHECK_IN_MESSAGES.slotNotHeld });
  }
  if (now < slot.startsAt)
    throw new AppError("CONFLICT", { message: CHECK_IN_MESSAGES.teacherSignsAfterStart });
  try {
    await db.transaction(async (tx) => {
      await tx.insert(attendanceSignatures).values({
        companyId: ctx.companyId,
        slotId,
        studentId: null,
        signedBy: ctx.userId,
        via: "teacher",
        png,
        signedAt: now,
      });
      await recordAudit(tx, ctx, {
        action: "sign",
        entity: "attendance-sheet",
        entityId: slotId,
        after: { signedAt: now.toISOString(), bytes: png.length },
      });
    });
  } catch (error) {
    if (violatedUniqueConstraint(error) === "attendance_signatures_teacher") {
      throw new AppError("CONFLICT", { message: CHECK_IN_MESSAGES.teacherAlreadySigned });
    }
    throw error;
  }
  return getCheckInDisplay(db, clock, ctx, slotId);
}

/** The company's check-in opening and half-day split (administrators). */
export async function getCheckInSettings(db: Executor, ctx: Ctx): Promise<CheckInSettings> {
  const row = await companyCheckIn(db, ctx.companyId);
  return {
    opensMinutesBefore: row.opensMinutes,
    halfDaySplitsAt: minutesToClock(row.halfDaySplitMinutes),
  };
}

/** Changes when check-in opens before a slot and where the half-day sheet splits a day (administrators), audited. */
export async function updateCheckInSettings(
  db: Db,
  ctx: Ctx,
  body: UpdateCheckInSettingsBody,
): Promise<CheckInSettings> {
  return db.transaction(async (tx) => {
    const before = await getCheckInSettings(tx, ctx);
    const after = { ...before, ...body };
    await tx
      .update(checkInSettings)
      .set({
        opensMinutes: after.opensMinutesBefore,
        halfDaySplitMinutes: clockToMinutes(after.halfDaySplitsAt),
      })
      .where(eq(checkInSettings.companyId, ctx.companyId));
    await recordAudit(tx, ctx, {
      action: "update",
      entity: "check-in-settings",
      entityId: ctx.companyId,
      before,
      after,
    });
    return after;
  });
}
