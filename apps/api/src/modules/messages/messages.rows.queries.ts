import type { ChatMessage, ChatPerson } from "@campus/contracts/chat";
import { personName } from "@campus/contracts/people";
import { ROLES, type Role } from "@campus/contracts/roles";
import { type AnyColumn, type SQL, sql } from "drizzle-orm";
import { z } from "zod";
import { AppError } from "../../platform/errors.ts";

// Shapes shared by the messaging queries: people, messages and the keyset cursors.

export interface PersonRow {
  id: string;
  firstname: string;
  lastname: string;
  displayName: string;
  photoUrl: string | null;
  roles: Role[];
}

/** The name shown for a person: their display name, or first and last name. */
export const shownName = (person: Pick<PersonRow, "firstname" | "lastname" | "displayName">): string =>
  person.displayName.trim() || personName(person);

/** The highest of a person's roles (in the order of ROLES). */
const highestRole = (roles: readonly Role[]): Role => ROLES.find((role) => roles.includes(role)) ?? "student";

export const toChatPerson = (row: PersonRow): ChatPerson => ({
  id: row.id,
  firstname: row.firstname,
  lastname: row.lastname,
  displayName: shownName(row),
  photoUrl: row.photoUrl,
  role: highestRole(row.roles),
});

export interface MessageRow {
  id: string;
  conversationId: string;
  authorId: string;
  authorFirstname: string;
  authorLastname: string;
  authorDisplayName: string;
  body: string;
  createdAt: Date;
  isRead: boolean;
  readAt: Date | null;
  courseId: string | null;
  courseTitle: string | null;
  attachmentName: string | null;
  attachmentType: string | null;
  attachmentSize: number | null;
}

export function toChatMessage(row: MessageRow, callerId: string): ChatMessage {
  return {
    id: row.id,
    conversationId: row.conversationId,
    authorId: row.authorId,
    authorName: shownName({
      firstname: row.authorFirstname,
      lastname: row.authorLastname,
      displayName: row.authorDisplayName,
    }),
    isMine: row.authorId === callerId,
    body: row.body,
    createdAt: row.createdAt.toISOString(),
    isRead: row.isRead,
    readAt: row.readAt?.toISOString() ?? null,
    isAnnouncement: row.courseId !== null,
    course: row.courseId ? { id: row.courseId, title: row.courseTitle ?? "" } : null,
    attachment:
      row.attachmentName && row.attachmentType
        ? { name: row.attachmentName, type: row.attachmentType, size: row.attachmentSize ?? 0 }
        : null,
  };
}

/**
 * A timestamp as exact text (microseconds, UTC), for a keyset cursor: a JavaScript Date keeps only
 * milliseconds, so a cursor built from it could skip or repeat rows written by the database.
 */
export const exactTime = (column: AnyColumn | SQL): SQL<string> =>
  sql<string>`to_char(${column} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"')`;

/**
 * Descending order as the indexes store it: drizzle-kit creates `.desc()` index columns as DESC NULLS
 * LAST, while a plain ORDER BY … DESC means NULLS FIRST, which PostgreSQL cannot read from such an
 * index (it then sorts the whole thread or list).
 */
export const newestFirst = (column: AnyColumn | SQL | SQL.Aliased): SQL => sql`${column} desc nulls last`;

const cursorSchema = z.array(z.string().max(200)).min(1).max(4);

/** An opaque cursor from the sort key of the last row of a page. */
export const encodeCursor = (values: string[]): string =>
  Buffer.from(JSON.stringify(values)).toString("base64url");

/** The sort key in a cursor, with `size` parts; a cursor not made by us is a 400. */
export function decodeCursor(cursor: string, size: number): string[] {
  try {
    const values = cursorSchema.parse(JSON.parse(Buffer.from(cursor, "base64url").toString("utf8")));
    if (values.length === size) return values;
  } catch {
    // Falls through to the validation error.
  }
  throw new AppError("VALIDATION", { field: "cursor" });
}

/** A cursor's `time, uuid` pair, checked before it reaches SQL. */
function decodeTimeCursor(cursor: string): { time: string; id: string } {
  const [time = "", id = ""] = decodeCursor(cursor, 2);
  if (Number.isNaN(Date.parse(time)) || !z.uuid().safeParse(id).success) {
    throw new AppError("VALIDATION", { field: "cursor" });
  }
  return { time, id };
}

/**
 * SQL: the rows after a `time, uuid` cursor in newest-first order of (`time`, `id`); none without a
 * cursor. The cursor is decoded here, so a malformed one is a 400 before any query runs.
 */
export function olderThan(time: AnyColumn, id: AnyColumn, cursor: string | undefined): SQL | undefined {
  if (!cursor) return undefined;
  const after = decodeTimeCursor(cursor);
  return sql`(${time}, ${id}) < (${after.time}::timestamptz, ${after.id}::uuid)`;
}

/** The next page's cursor: the last row's key when the query found one more row than the page holds. */
export function pageOf<T>(rows: T[], limit: number, key: (row: T) => string[]) {
  const items = rows.slice(0, limit);
  const last = items.at(-1);
  return { items, nextCursor: rows.length > limit && last ? encodeCursor(key(last)) : null };
}
