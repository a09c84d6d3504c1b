import type { Page } from "@campus/contracts/common";
import type { WhitelistEntry, WhitelistQuery } from "@campus/contracts/whitelist";
import { and, asc, eq, sql } from "drizzle-orm";
import type { Db, Executor } from "../../db/client.ts";
import { whitelistEntries } from "../../db/schema/index.ts";
import { recordAudit } from "../../platform/audit.ts";
import type { Ctx } from "../../platform/context.ts";
import { notFound } from "../../platform/errors.ts";
import { cappedTotal } from "../../platform/paging.ts";
import { matchesSearch } from "../school/index.ts";
import { findCompanyStudent, studentCards } from "../student-cards/index.ts";

type Cards = ReturnType<typeof studentCards>;

function whereListed(ctx: Ctx, cards: Cards, q: string | undefined) {
  return and(eq(whitelistEntries.companyId, ctx.companyId), matchesSearch(cards.searchText, q));
}

function selectEntries(db: Executor, cards: Cards) {
  return db
    .select({
      studentId: cards.id,
      studentNumber: cards.studentNumber,
      firstname: cards.firstname,
      lastname: cards.lastname,
      usageName: cards.usageName,
      email: cards.email,
      programmeName: cards.programmeName,
      levelLabel: cards.levelLabel,
      cohortName: cards.cohortName,
      presentiel: cards.presentiel,
      addedAt: whitelistEntries.createdAt,
    })
    .from(whitelistEntries)
    .innerJoin(cards, eq(cards.id, whitelistEntries.studentId));
}

type EntryRow = Awaited<ReturnType<ReturnType<typeof selectEntries>["execute"]>>[number];
const toEntry = (row: EntryRow): WhitelistEntry => ({ ...row, addedAt: row.addedAt.toISOString() });

/** The rows the count reads: the student's record joined only to search it (the foreign key vouches for the rest). */
function countedEntries(db: Executor, cards: Cards, q: string | undefined) {
  const rows = db.select({ one: sql`1` }).from(whitelistEntries).$dynamic();
  const isSearched = matchesSearch(cards.searchText, q) !== undefined;
  return isSearched ? rows.innerJoin(cards, eq(cards.id, whitelistEntries.studentId)) : rows;
}

/** The students listed in the company's whitelist, paged, searched like the students list. */
export async function listWhitelist(db: Db, ctx: Ctx, query: WhitelistQuery): Promise<Page<WhitelistEntry>> {
  const cards = studentCards(db, ctx.companyId);
  const where = whereListed(ctx, cards, query.q);
  const [rows, counted] = await Promise.all([
    selectEntries(db, cards)
      .where(where)
      .orderBy(asc(cards.lastname), asc(cards.firstname), asc(cards.id))
      .limit(query.pageSize)
      .offset((query.page - 1) * query.pageSize),
    cappedTotal(db, countedEntries(db, cards, query.q).where(where)),
  ]);
  return {
    items: rows.map(toEntry),
    ...counted,
    page: query.page,
    pageSize: query.pageSize,
  };
}

async function getEntry(db: Executor, ctx: Ctx, studentId: string): Promise<WhitelistEntry> {
  const cards = studentCards(db, ctx.companyId);
  const [row] = await selectEntries(db, cards)
    .where(and(whereListed(ctx, cards, undefined), eq(whitelistEntries.studentId, studentId)))
    .limit(1);
  if (!row) throw notFound();
  return toEntry(row);
}

/** Adds a student of the caller's company to the whitelist; adding one already listed changes nothing. */
export async function addToWhitelist(
  db: Db,
  ctx: Ctx,
  studentId: string,
): Promise<{ entry: WhitelistEntry; created: boolean }> {
  return db.transaction(async (tx) => {
    const student = await findCompanyStudent(tx, ctx, studentId);
    if (!student) throw notFound();
    const inserted = await tx
      .insert(whitelistEntries)
      .values({ companyId: ctx.companyId, studentId, createdBy: ctx.userId })
      .onConflictDoNothing()
      .returning({ studentId: whitelistEntries.studentId });
    const created = inserted.length > 0;
    if (created) {
      await recordAudit(tx, ctx, {
        action: "whitelist-add",
        entity: "student",
        entityId: studentId,
        after: { whitelisted: true, studentNumber: student.studentNumber },
      });
    }
    return { entry: await getEntry(tx, ctx, studentId), created };
  });
}

/** Removes a student from the whitelist; a student not listed (or of another company) answers 404. */
export async function removeFromWhitelist(db: Db, ctx: Ctx, studentId: string): Promise<void> {
  await db.transaction(async (tx) => {
    const removed = await tx
      .delete(whitelistEntries)
      .where(and(eq(whitelistEntries.companyId, ctx.companyId), eq(whitelistEntries.studentId, studentId)))
      .returning({ studentId: whitelistEntries.studentId });
    if (removed.length === 0) throw notFound();
    await recordAudit(tx, ctx, {
      action: "whitelist-remove",
      entity: "student",
      entityId: studentId,
      before: { whitelisted: true },
    });
  });
}
