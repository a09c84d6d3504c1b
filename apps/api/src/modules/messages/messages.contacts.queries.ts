import type { ContactListQuery, ContactPage, ConversationThread } from "@campus/contracts/chat";
import { type AnyColumn, and, asc, eq, or, type SQL, sql } from "drizzle-orm";
import type { Executor } from "../../db/client.ts";
import { conversationMembers, conversations } from "../../db/schema/messaging.ts";
import {
  candidateScope,
  correspondentCandidates,
  correspondentScope,
  pairWith,
} from "../../platform/access/conversation-access.ts";
import type { Ctx } from "../../platform/context.ts";
import { notFound } from "../../platform/errors.ts";
import { containsPattern } from "../../platform/search.ts";
import { courseTitles, enrolmentLinks, teachingLinks } from "../course-links/index.ts";
import { studentAccounts } from "../student-cards/index.ts";
import { teacherAccounts } from "../teacher-cards/index.ts";
import { companyAccounts } from "../users/index.ts";
import { decodeCursor, type PersonRow, pageOf, toChatPerson } from "./messages.rows.queries.ts";

// Who may write to whom is decided by platform/access/conversation-access.ts; here the lists and the
// one-person check (404 outside the rule) built on it.

/** The columns of the company's accounts (or of a page of them) a correspondent is shown with. */
type PersonColumn = "id" | "firstname" | "lastname" | "displayName" | "photoUrl" | "roles";
type People = Record<PersonColumn, AnyColumn>;

/** A correspondent's columns, as the lists show them. */
export const personColumns = <P extends People>(people: P): Pick<P, PersonColumn> => ({
  id: people.id,
  firstname: people.firstname,
  lastname: people.lastname,
  displayName: people.displayName,
  photoUrl: people.photoUrl,
  roles: people.roles,
});

/** SQL: the caller's rows of conversation_members (their side of each of their conversations). */
export const callerMemberships = (ctx: Ctx) =>
  and(eq(conversationMembers.userId, ctx.userId), eq(conversationMembers.companyId, ctx.companyId));

/** The caller's side of their conversation (to left-join after `conversations`). */
const callerSide = (ctx: Ctx) =>
  and(eq(conversationMembers.conversationId, conversations.id), callerMemberships(ctx));

/** The titles of the courses linking the caller and the person of `people`: one teaches, the other follows. */
function sharedCourseTitles(db: Executor, ctx: Ctx, personId: AnyColumn): SQL<string[]> {
  const titles = courseTitles(db, ctx.companyId);
  const teaching = teachingLinks(db, ctx.companyId);
  const teacher = teacherAccounts(db, ctx.companyId);
  const following = enrolmentLinks(db, ctx.companyId);
  const student = studentAccounts(db, ctx.companyId);
  const shared = db
    .select({ titles: sql`array_agg(distinct ${titles.title} order by ${titles.title})` })
    .from(titles)
    .innerJoin(teaching, eq(teaching.courseId, titles.id))
    .innerJoin(teacher, eq(teacher.id, teaching.teacherId))
    .innerJoin(following, eq(following.courseId, titles.id))
    .innerJoin(student, eq(student.id, following.studentId))
    .where(
      or(
        and(eq(teacher.userId, personId), eq(student.userId, ctx.userId)),
        and(eq(teacher.userId, ctx.userId), eq(student.userId, personId)),
      ),
    );
  return sql<string[]>`coalesce((${shared}), '{}')`;
}

export interface Correspondent {
  person: PersonRow;
  /** Their conversation with the caller, if it exists, and the caller's unread messages in it. */
  conversationId: string | null;
  unreadCount: number;
}

/** The person the caller may write to (or already talks with), with their conversation; 404 otherwise. */
export async function requireCorrespondent(db: Executor, ctx: Ctx, userId: string): Promise<Correspondent> {
  const people = companyAccounts(db, ctx.companyId);
  const [row] = await db
    .select({
      ...personColumns(people),
      conversationId: conversations.id,
      unreadCount: conversationMembers.unreadCount,
    })
    .from(people)
    .leftJoin(conversations, pairWith(ctx, people.id))
    .leftJoin(conversationMembers, callerSide(ctx))
    .where(and(eq(people.id, userId), correspondentScope(db, ctx, people)))
    .limit(1);
  if (!row) throw notFound();
  const { conversationId, unreadCount, ...person } = row;
  return { person, conversationId, unreadCount: unreadCount ?? 0 };
}

/** The conversation with one person as the thread screen opens it: nothing is created. */
export async function getThread(db: Executor, ctx: Ctx, userId: string): Promise<ConversationThread> {
  const { person, conversationId, unreadCount } = await requireCorrespondent(db, ctx, userId);
  return { conversationId, other: toChatPerson(person), unreadCount };
}

/**
 * The people the caller may write to, by last name, first name (keyset paged). The page is chosen on
 * the accounts alone (a teacher's from their short list of candidates); only its rows are then joined
 * to their conversation with the caller and to the courses they share.
 */
export async function listContacts(db: Executor, ctx: Ctx, query: ContactListQuery): Promise<ContactPage> {
  const after = query.cursor ? decodeCursor(query.cursor, 3) : undefined;
  const pattern = query.search ? containsPattern(query.search) : undefined;
  const people = companyAccounts(db, ctx.companyId);
  const candidates = correspondentCandidates(db, ctx);
  const page = db
    .select(personColumns(people))
    .from(people)
    .where(
      and(
        // An array computed first: with `in (…)`, the planner walked every account of the company.
        ...(candidates
          ? [sql`${people.id} = any(array(${candidates}))`, candidateScope(db, ctx, people)]
          : [correspondentScope(db, ctx, people)]),
        pattern
          ? sql`(${people.firstname} || ' ' || ${people.lastname} || ' ' || ${people.displayName}) ilike ${pattern}`
          : undefined,
        after
          ? sql`(${people.lastname}, ${people.firstname}, ${people.id}) > (${after[0]}, ${after[1]}, ${after[2]}::uuid)`
          : undefined,
      ),
    )
    .orderBy(asc(people.lastname), asc(people.firstname), asc(people.id))
    .limit(query.limit + 1)
    .as("page");
  const rows = await db
    .select({
      ...personColumns(page),
      courseTitles: sharedCourseTitles(db, ctx, page.id),
      conversationId: conversations.id,
    })
    .from(page)
    .leftJoin(conversations, pairWith(ctx, page.id))
    .orderBy(asc(page.lastname), asc(page.firstname), asc(page.id));
  const pageRows = pageOf(rows, query.limit, (row) => [row.lastname, row.firstname, row.id]);
  return {
    nextCursor: pageRows.nextCursor,
    items: pageRows.items.map(({ courseTitles, conversationId, ...person }) => ({
      ...toChatPerson(person),
      courseTitles: courseTitles ?? [],
      conversationId,
    })),
  };
}
