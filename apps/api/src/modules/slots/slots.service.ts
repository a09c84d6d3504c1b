import { randomBytes } from "node:crypto";
import type { Page } from "@campus/contracts/common";
import {
  type AttendanceCounts,
  type CreateSlotBody,
  type LiveSlots,
  SLOT_MESSAGES,
  SLOT_TRANSITIONS,
  type Slot,
  type SlotDetail,
  type SlotFile,
  type SlotList,
  type SlotListQuery,
  type SlotMineQuery,
  type SlotMode,
  type SlotStatus,
  type UpdateSlotBody,
} from "@campus/contracts/slots";
import { and, asc, desc, eq, gt, inArray, lt, lte, ne, or, type SQL, sql } from "drizzle-orm";
import type { Db, Executor } from "../../db/client.ts";
import {
  attendance,
  courses,
  courseTeachers,
  enrolments,
  slotFiles,
  slots,
  students,
  teachers,
} from "../../db/schema/index.ts";
import { recordAudit } from "../../platform/audit.ts";
import { BlobNotFoundError, type BlobRange, type BlobStore, blobKey } from "../../platform/blob-store.ts";
import type { Ctx } from "../../platform/context.ts";
import type { BlobDownload } from "../../platform/downloads.ts";
import { AppError, notFound } from "../../platform/errors.ts";
import type { ReceiveUpload } from "../../platform/uploads.ts";
import {
  callerEnrolled,
  callerTeacherId,
  callerTeaches,
  isAdministrator,
  managedCourses,
  requireManagedCourse,
} from "./slots.access.ts";

type SlotRow = typeof slots.$inferSelect;

/** A séance lasts at most this long; the booking check relies on it to search a bounded range. */
const MAX_SLOT_MS = 12 * 60 * 60 * 1000;
const DAY_MS = 24 * 60 * 60 * 1000;

/** Slot rows with their course, teacher name and file count: one query whatever the number of rows. */
function selectSlots(db: Executor) {
  return db
    .select({
      slot: slots,
      courseTitle: courses.title,
      courseThematicTitle: courses.thematicTitle,
      teacherFirstname: teachers.firstname,
      teacherLastname: teachers.lastname,
      fileCount:
        sql<number>`(select count(*) from ${slotFiles} where ${slotFiles.slotId} = ${slots.id})`.mapWith(
          Number,
        ),
    })
    .from(slots)
    .innerJoin(courses, eq(courses.id, slots.courseId))
    .leftJoin(teachers, eq(teachers.id, slots.teacherId));
}
type JoinedSlot = Awaited<ReturnType<ReturnType<typeof selectSlots>["execute"]>>[number];

function toSlot(row: JoinedSlot): Slot {
  const { slot } = row;
  return {
    id: slot.id,
    course: { id: slot.courseId, title: row.courseTitle, thematicTitle: row.courseThematicTitle },
    teacher:
      slot.teacherId && row.teacherFirstname !== null
        ? { id: slot.teacherId, name: `${row.teacherFirstname} ${row.teacherLastname ?? ""}`.trim() }
        : null,
    startsAt: slot.startsAt.toISOString(),
    endsAt: slot.endsAt.toISOString(),
    room: slot.room,
    mode: slot.mode as SlotMode,
    videoLink: slot.videoLink,
    status: slot.status as SlotStatus,
    report: slot.report,
    homework: slot.homework,
    fileCount: row.fileCount,
  };
}

// ---------------------------------------------------------------------------
// Access to one slot.

export interface SlotAccess {
  slot: SlotRow;
  isAdmin: boolean;
  /** The caller teaches the slot's course. */
  teachesCourse: boolean;
  /** The caller is the slot's teacher (or, for a slot without teacher, teaches its course). */
  isSlotTeacher: boolean;
  /** The caller may change the slot, its files and its attendance. */
  canEdit: boolean;
}

/**
 * One slot of the caller's company with what the caller may do with it. `read`: administrators,
 * teachers of the course, and students enrolled in it (once the slot is no longer a mere proposal);
 * `manage`: administrators and teachers of the course. Anyone else gets 404.
 */
export async function requireSlotAccess(
  db: Executor,
  ctx: Ctx,
  slotId: string,
  mode: "read" | "manage",
  options: { lock?: boolean } = {},
): Promise<SlotAccess> {
  const base = db
    .select({
      slot: slots,
      teachesCourse: callerTeaches(db, ctx, slots.courseId).mapWith(Boolean),
      enrolled: callerEnrolled(db, ctx, slots.courseId).mapWith(Boolean),
      ownsSlot:
        sql<boolean>`exists (select 1 from ${teachers} where ${teachers.id} = ${slots.teacherId} and ${teachers.userId} = ${ctx.userId})`.mapWith(
          Boolean,
        ),
    })
    .from(slots)
    .where(and(eq(slots.id, slotId), eq(slots.companyId, ctx.companyId)));
  const [row] = options.lock ? await base.for("update") : await base;
  if (!row) throw notFound();
  const isAdmin = isAdministrator(ctx);
  const canEdit = isAdmin || row.teachesCourse;
  const studentMay = row.enrolled && row.slot.status !== "proposed";
  if (mode === "manage" ? !canEdit : !canEdit && !studentMay) throw notFound();
  return {
    slot: row.slot,
    isAdmin,
    teachesCourse: row.teachesCourse,
    isSlotTeacher: row.ownsSlot || (row.slot.teacherId === null && row.teachesCourse),
    canEdit,
  };
}

/** The status moves the caller may make on this slot now. */
function allowedStatuses(access: SlotAccess, now: Date): SlotStatus[] {
  return SLOT_TRANSITIONS.filter(
    (rule) =>
      rule.from === access.slot.status &&
      (rule.by === "admin" ? access.isAdmin : access.isAdmin || access.isSlotTeacher) &&
      (rule.to !== "held" || access.slot.startsAt.getTime() <= now.getTime()),
  ).map((rule) => rule.to);
}

// ---------------------------------------------------------------------------
// Reads.

function range(from: string | undefined, to: string | undefined): SQL[] {
  return [
    from ? gt(slots.endsAt, new Date(from)) : undefined,
    to ? lt(slots.startsAt, new Date(to)) : undefined,
  ].filter((condition): condition is SQL => condition !== undefined);
}

/** The company's slots (a teacher: those of the courses they teach), paged and filtered. */
export async function listSlots(db: Db, ctx: Ctx, query: SlotListQuery): Promise<Page<Slot>> {
  const where = and(
    eq(slots.companyId, ctx.companyId),
    managedCourses(db, ctx, slots.courseId),
    query.courseId ? eq(slots.courseId, query.courseId) : undefined,
    query.teacherId ? eq(slots.teacherId, query.teacherId) : undefined,
    query.status ? eq(slots.status, query.status) : undefined,
    ...range(query.from, query.to),
  );
  const order =
    query.sort === "-startsAt"
      ? [desc(slots.startsAt), desc(slots.id)]
      : [asc(slots.startsAt), asc(slots.id)];
  const [rows, [totalRow]] = await Promise.all([
    selectSlots(db)
      .where(where)
      .orderBy(...order)
      .limit(query.pageSize)
      .offset((query.page - 1) * query.pageSize),
    db.select({ n: sql<number>`count(*)` }).from(slots).where(where),
  ]);
  return {
    items: rows.map(toSlot),
    total: Number(totalRow?.n ?? 0),
    page: query.page,
    pageSize: query.pageSize,
  };
}

/**
 * SQL: the caller's own slots: as a teacher those they give (every status), as a student those of
 * the courses they follow, once validated (cancelled ones stay, so that the timetable shows them).
 */
function ownSlots(
  db: Executor,
  ctx: Ctx,
  studentStatuses: SlotStatus[],
  teacherStatuses?: SlotStatus[],
): SQL {
  const teaching = db
    .select({ id: teachers.id })
    .from(teachers)
    .where(and(eq(teachers.companyId, ctx.companyId), eq(teachers.userId, ctx.userId)));
  const following = db
    .select({ courseId: enrolments.courseId })
    .from(enrolments)
    .innerJoin(students, eq(students.id, enrolments.studentId))
    .where(and(eq(students.companyId, ctx.companyId), eq(students.userId, ctx.userId)));
  return or(
    and(
      inArray(slots.teacherId, teaching),
      teacherStatuses ? inArray(slots.status, teacherStatuses) : undefined,
    ),
    and(inArray(slots.courseId, following), inArray(slots.status, studentStatuses)),
  ) as SQL;
}

/** The signed-in user's timetable: a student's from their enrolments, a teacher's own slots. */
export async function listMySlots(db: Db, ctx: Ctx, query: SlotMineQuery): Promise<SlotList> {
  const now = Date.now();
  const from = query.from ? new Date(query.from) : new Date(now - 30 * DAY_MS);
  const to = query.to ? new Date(query.to) : new Date(now + 60 * DAY_MS);
  if (to.getTime() <= from.getTime() || to.getTime() - from.getTime() > 367 * DAY_MS) {
    throw new AppError("VALIDATION", { field: "to", message: "Choisissez une période d'au plus un an." });
  }
  const rows = await selectSlots(db)
    .where(
      and(
        eq(slots.companyId, ctx.companyId),
        gt(slots.endsAt, from),
        lt(slots.startsAt, to),
        ownSlots(db, ctx, ["validated", "held", "cancelled"]),
      ),
    )
    .orderBy(asc(slots.startsAt), asc(slots.id))
    .limit(2000);
  return { items: rows.map(toSlot) };
}

/** The running slot and the next one of the signed-in student or teacher (validated or held only). */
export async function getLiveSlots(db: Db, ctx: Ctx): Promise<LiveSlots> {
  const now = new Date();
  const mine = and(
    eq(slots.companyId, ctx.companyId),
    ownSlots(db, ctx, ["validated", "held"], ["validated", "held"]),
  );
  const [live, next] = await Promise.all([
    selectSlots(db)
      .where(and(mine, lte(slots.startsAt, now), gt(slots.endsAt, now)))
      .orderBy(desc(slots.startsAt), asc(slots.id))
      .limit(1),
    selectSlots(db)
      .where(and(mine, gt(slots.startsAt, now)))
      .orderBy(asc(slots.startsAt), asc(slots.id))
      .limit(1),
  ]);
  return { live: live[0] ? toSlot(live[0]) : null, next: next[0] ? toSlot(next[0]) : null };
}

/** Enrolled students of the slot's course and how they were marked at this slot. */
async function attendanceCounts(db: Executor, slot: SlotRow): Promise<AttendanceCounts> {
  const [row] = await db
    .select({
      enrolled: sql<number>`count(*)`.mapWith(Number),
      present: sql<number>`count(*) filter (where ${attendance.status} = 'present')`.mapWith(Number),
      absent: sql<number>`count(*) filter (where ${attendance.status} = 'absent')`.mapWith(Number),
      late: sql<number>`count(*) filter (where ${attendance.status} = 'late')`.mapWith(Number),
    })
    .from(enrolments)
    .leftJoin(attendance, and(eq(attendance.slotId, slot.id), eq(attendance.studentId, enrolments.studentId)))
    .where(and(eq(enrolments.courseId, slot.courseId), eq(enrolments.companyId, slot.companyId)));
  const enrolled = row?.enrolled ?? 0;
  const present = row?.present ?? 0;
  const absent = row?.absent ?? 0;
  const late = row?.late ?? 0;
  return { enrolled, present, absent, late, unmarked: enrolled - present - absent - late };
}

function toSlotFile(row: typeof slotFiles.$inferSelect): SlotFile {
  return {
    id: row.id,
    name: row.name,
    size: row.size,
    contentType: row.contentType,
    createdAt: row.createdAt.toISOString(),
  };
}

/** One slot with its files, its attendance counts (staff) and what the caller may do with it. */
export async function getSlot(db: Executor, ctx: Ctx, id: string): Promise<SlotDetail> {
  const access = await requireSlotAccess(db, ctx, id, "read");
  // Sequential: inside a transaction the queries share one connection.
  const [row] = await selectSlots(db).where(eq(slots.id, id));
  if (!row) throw notFound();
  const files = await db
    .select()
    .from(slotFiles)
    .where(eq(slotFiles.slotId, id))
    .orderBy(asc(slotFiles.createdAt), asc(slotFiles.id));
  const counts = access.canEdit ? await attendanceCounts(db, access.slot) : null;
  return {
    ...toSlot(row),
    files: files.map(toSlotFile),
    attendance: counts,
    canEdit: access.canEdit,
    allowedStatuses: access.canEdit ? allowedStatuses(access, new Date()) : [],
    createdAt: access.slot.createdAt.toISOString(),
    updatedAt: access.slot.updatedAt.toISOString(),
  };
}

// ---------------------------------------------------------------------------
// Changes: each in one transaction with its audit entry.

/** "salle  101 " → "salle 101"; empty → null. */
function normaliseRoom(room: string | null | undefined): string | null {
  const cleaned = room?.replace(/\s+/g, " ").trim();
  return cleaned ? cleaned : null;
}

function assertTimes(start: Date, end: Date): void {
  if (end.getTime() <= start.getTime()) {
    throw new AppError("VALIDATION", { field: "endsAt", message: SLOT_MESSAGES.endBeforeStart });
  }
  if (end.getTime() - start.getTime() > MAX_SLOT_MS) {
    throw new AppError("VALIDATION", { field: "endsAt", message: SLOT_MESSAGES.tooLong });
  }
}

/**
 * Refuses a booking that overlaps another slot (not cancelled) of the same teacher or in the same
 * room. A per-company advisory lock serialises the check and the write of concurrent transactions.
 */
async function assertNoBookingConflict(
  tx: Executor,
  ctx: Ctx,
  booking: { start: Date; end: Date; teacherId: string | null; room: string | null; excludeId?: string },
): Promise<void> {
  if (!booking.teacherId && !booking.room) return;
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`slots:${ctx.companyId}`}))`);
  const clash = await tx
    .select({ teacherId: slots.teacherId, room: slots.room })
    .from(slots)
    .where(
      and(
        eq(slots.companyId, ctx.companyId),
        ne(slots.status, "cancelled"),
        booking.excludeId ? ne(slots.id, booking.excludeId) : undefined,
        lt(slots.startsAt, booking.end),
        gt(slots.endsAt, booking.start),
        gt(slots.startsAt, new Date(booking.start.getTime() - MAX_SLOT_MS)),
        or(
          booking.teacherId ? eq(slots.teacherId, booking.teacherId) : undefined,
          booking.room ? sql`lower(${slots.room}) = lower(${booking.room})` : undefined,
        ),
      ),
    )
    .limit(5);
  if (booking.teacherId && clash.some((row) => row.teacherId === booking.teacherId)) {
    throw new AppError("SLOT_CONFLICT", { field: "teacherId", message: SLOT_MESSAGES.teacherConflict });
  }
  if (booking.room && clash.length > 0) {
    throw new AppError("SLOT_CONFLICT", { field: "room", message: SLOT_MESSAGES.roomConflict(booking.room) });
  }
}

/** The teacher must be one of the course's teachers (400 on `teacherId` otherwise). */
async function assertTeachesCourse(
  tx: Executor,
  ctx: Ctx,
  teacherId: string,
  courseId: string,
): Promise<void> {
  const [row] = await tx
    .select({ one: sql`1` })
    .from(courseTeachers)
    .where(
      and(
        eq(courseTeachers.courseId, courseId),
        eq(courseTeachers.teacherId, teacherId),
        eq(courseTeachers.companyId, ctx.companyId),
      ),
    )
    .limit(1);
  if (!row)
    throw new AppError("VALIDATION", { field: "teacherId", message: SLOT_MESSAGES.teacherNotOnCourse });
}

const slotSnapshot = (row: SlotRow) => ({
  courseId: row.courseId,
  teacherId: row.teacherId,
  startsAt: row.startsAt.toISOString(),
  endsAt: row.endsAt.toISOString(),
  room: row.room,
  mode: row.mode,
  videoLink: row.videoLink,
  status: row.status,
});

/**
 * A teacher proposes a slot for a course they teach (for themself, status `proposed`); an
 * administrator creates one for any course of the company, with a teacher of that course or none,
 * proposed or directly validated.
 */
export async function createSlot(db: Db, ctx: Ctx, body: CreateSlotBody): Promise<SlotDetail> {
  const start = new Date(body.startsAt);
  const end = new Date(body.endsAt);
  assertTimes(start, end);
  const room = normaliseRoom(body.room);
  const admin = isAdministrator(ctx);
  const id = await db.transaction(async (tx) => {
    const course = await requireManagedCourse(tx, ctx, body.courseId);
    let teacherId: string | null;
    if (admin) {
      teacherId = body.teacherId ?? null;
      if (teacherId) await assertTeachesCourse(tx, ctx, teacherId, course.id);
    } else {
      teacherId = await callerTeacherId(tx, ctx);
      if (!teacherId) throw notFound();
      if (body.teacherId && body.teacherId !== teacherId) {
        throw new AppError("FORBIDDEN", { field: "teacherId", message: SLOT_MESSAGES.teacherOnlyOwn });
      }
      if (body.status !== "proposed") {
        throw new AppError("FORBIDDEN", { field: "status", message: SLOT_MESSAGES.teacherProposesOnly });
      }
    }
    await assertNoBookingConflict(tx, ctx, { start, end, teacherId, room });
    const [row] = await tx
      .insert(slots)
      .values({
        companyId: ctx.companyId,
        courseId: course.id,
        teacherId,
        startsAt: start,
        endsAt: end,
        room,
        mode: body.mode,
        videoLink: body.videoLink,
        status: body.status,
        report: body.report,
        homework: body.homework,
        createdBy: ctx.userId,
        updatedBy: ctx.userId,
      })
      .returning();
    if (!row) throw new Error("slot insert returned nothing");
    await recordAudit(tx, ctx, {
      action: "create",
      entity: "slot",
      entityId: row.id,
      after: slotSnapshot(row),
    });
    return row.id;
  });
  return getSlot(db, ctx, id);
}

/**
 * Changes a slot: a teacher of the course while it is proposed or validated (once held, only its
 * report and homework), an administrator at any time but once cancelled. Times, room and teacher
 * are checked against the other bookings; only an administrator changes the teacher.
 */
export async function updateSlot(db: Db, ctx: Ctx, id: string, body: UpdateSlotBody): Promise<SlotDetail> {
  await db.transaction(async (tx) => {
    const access = await requireSlotAccess(tx, ctx, id, "manage", { lock: true });
    const before = access.slot;
    if (before.status === "cancelled") {
      throw new AppError("CONFLICT", { message: SLOT_MESSAGES.cancelledReadOnly });
    }
    const start = body.startsAt ? new Date(body.startsAt) : before.startsAt;
    const end = body.endsAt ? new Date(body.endsAt) : before.endsAt;
    const room = body.room !== undefined ? normaliseRoom(body.room) : before.room;
    const teacherId = body.teacherId !== undefined ? body.teacherId : before.teacherId;
    const teacherChanged = teacherId !== before.teacherId;
    const bookingChanged =
      start.getTime() !== before.startsAt.getTime() ||
      end.getTime() !== before.endsAt.getTime() ||
      (room ?? "").toLowerCase() !== (before.room ?? "").toLowerCase() ||
      teacherChanged;
    const logisticsChanged =
      bookingChanged ||
      (body.mode !== undefined && body.mode !== before.mode) ||
      (body.videoLink !== undefined && body.videoLink !== before.videoLink);

    if (teacherChanged && !access.isAdmin) {
      throw new AppError("FORBIDDEN", { field: "teacherId", message: SLOT_MESSAGES.teacherOnlyOwn });
    }
    if (before.status === "held" && logisticsChanged && !access.isAdmin) {
      throw new AppError("CONFLICT", { message: SLOT_MESSAGES.heldTimesLocked });
    }
    if (bookingChanged) {
      assertTimes(start, end);
      if (teacherChanged && teacherId) await assertTeachesCourse(tx, ctx, teacherId, before.courseId);
      await assertNoBookingConflict(tx, ctx, { start, end, teacherId, room, excludeId: id });
    }
    const [after] = await tx
      .update(slots)
      .set({
        teacherId,
        startsAt: start,
        endsAt: end,
        room,
        ...(body.mode !== undefined ? { mode: body.mode } : {}),
        ...(body.videoLink !== undefined ? { videoLink: body.videoLink } : {}),
        ...(body.report !== undefined ? { report: body.report } : {}),
        ...(body.homework !== undefined ? { homework: body.homework } : {}),
        updatedBy: ctx.userId,
        updatedAt: new Date(),
      })
      .where(eq(slots.id, id))
      .returning();
    if (!after) throw notFound();
    await recordAudit(tx, ctx, {
      action: "update",
      entity: "slot",
      entityId: id,
      before: { ...slotSnapshot(before), report: before.report, homework: before.homework },
      after: { ...slotSnapshot(after), report: after.report, homework: after.homework },
    });
  });
  return getSlot(db, ctx, id);
}

/**
 * Moves a slot along its lifecycle (SLOT_TRANSITIONS): an illegal move answers 409, a move the
 * caller's role may not make 403, marking held before the start 409.
 */
export async function changeSlotStatus(db: Db, ctx: Ctx, id: string, to: SlotStatus): Promise<SlotDetail> {
  await db.transaction(async (tx) => {
    const access = await requireSlotAccess(tx, ctx, id, "manage", { lock: true });
    const from = access.slot.status as SlotStatus;
    const rule = SLOT_TRANSITIONS.find((candidate) => candidate.from === from && candidate.to === to);
    if (!rule)
      throw new AppError("CONFLICT", { field: "status", message: SLOT_MESSAGES.illegalTransition(from, to) });
    const allowed = rule.by === "admin" ? access.isAdmin : access.isAdmin || access.isSlotTeacher;
    if (!allowed)
      throw new AppError("FORBIDDEN", { field: "status", message: SLOT_MESSAGES.transitionForbidden });
    if (to === "held" && access.slot.startsAt.getTime() > Date.now()) {
      throw new AppError("CONFLICT", { field: "status", message: SLOT_MESSAGES.notStarted });
    }
    await tx
      .update(slots)
      .set({ status: to, updatedBy: ctx.userId, updatedAt: new Date() })
      .where(eq(slots.id, id));
    await recordAudit(tx, ctx, {
      action: "status",
      entity: "slot",
      entityId: id,
      before: { status: from },
      after: { status: to },
    });
  });
  return getSlot(db, ctx, id);
}

// ---------------------------------------------------------------------------
// Files.

/** Attaches a file to a slot (teacher of the course or administrator), typed from its bytes. */
export async function addSlotFile(
  db: Db,
  blobs: BlobStore,
  ctx: Ctx,
  slotId: string,
  receive: ReceiveUpload,
): Promise<SlotFile> {
  await requireSlotAccess(db, ctx, slotId, "manage");
  const upload = await receive((name) =>
    blobKey({
      companyId: ctx.companyId,
      instance: ctx.instance,
      category: "slots",
      ownerId: slotId,
      // A random part keeps two uploads of one name in the same millisecond apart.
      fileName: `${randomBytes(4).toString("hex")}-${name}`,
    }),
  );
  const { key, name, contentType } = upload;
  try {
    const row = await db.transaction(async (tx) => {
      await requireSlotAccess(tx, ctx, slotId, "manage", { lock: true });
      const [inserted] = await tx
        .insert(slotFiles)
        .values({
          companyId: ctx.companyId,
          slotId,
          blobKey: key,
          name,
          size: upload.size,
          contentType,
          uploadedBy: ctx.userId,
        })
        .returning();
      if (!inserted) throw new Error("slot file insert returned nothing");
      await recordAudit(tx, ctx, {
        action: "file-add",
        entity: "slot",
        entityId: slotId,
        after: { fileId: inserted.id, name, size: inserted.size, contentType },
      });
      return inserted;
    });
    return toSlotFile(row);
  } catch (error) {
    await blobs.remove(key);
    throw error;
  }
}

/** A slot's file for whoever may read the slot (enrolled students included), to open whole or in part. */
export async function openSlotFile(
  db: Db,
  blobs: BlobStore,
  ctx: Ctx,
  slotId: string,
  fileId: string,
): Promise<BlobDownload> {
  await requireSlotAccess(db, ctx, slotId, "read");
  const [row] = await db
    .select()
    .from(slotFiles)
    .where(
      and(eq(slotFiles.id, fileId), eq(slotFiles.slotId, slotId), eq(slotFiles.companyId, ctx.companyId)),
    );
  if (!row) throw notFound();
  const open = async (range?: BlobRange) => {
    try {
      return (await blobs.get(row.blobKey, range)).stream;
    } catch (error) {
      if (error instanceof BlobNotFoundError) throw notFound();
      throw error;
    }
  };
  return { name: row.name, contentType: row.contentType, size: row.size, open };
}

/** Removes a slot's file (teacher of the course or administrator); the blob goes once the row is gone. */
export async function removeSlotFile(
  db: Db,
  blobs: BlobStore,
  ctx: Ctx,
  slotId: string,
  fileId: string,
): Promise<void> {
  const removed = await db.transaction(async (tx) => {
    await requireSlotAccess(tx, ctx, slotId, "manage", { lock: true });
    const [row] = await tx
      .delete(slotFiles)
      .where(
        and(eq(slotFiles.id, fileId), eq(slotFiles.slotId, slotId), eq(slotFiles.companyId, ctx.companyId)),
      )
      .returning();
    if (!row) throw notFound();
    await recordAudit(tx, ctx, {
      action: "file-remove",
      entity: "slot",
      entityId: slotId,
      before: { fileId: row.id, name: row.name, size: row.size, contentType: row.contentType },
    });
    return row;
  });
  await blobs.remove(removed.blobKey);
}
