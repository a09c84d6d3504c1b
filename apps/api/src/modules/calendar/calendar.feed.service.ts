import type { CalendarFeed } from "@campus/contracts/calendar";
import { FEED_DAYS_AHEAD, FEED_DAYS_BACK } from "@campus/contracts/calendar";
import { personName } from "@campus/contracts/people";
import { slotPagePath } from "@campus/contracts/slot-paths";
import { MODE_LABELS, STATUS_LABELS } from "@campus/contracts/slots";
import { eq } from "drizzle-orm";
import ical, { ICalEventStatus } from "ical-generator";
import type { Db } from "../../db/client.ts";
import { calendarFeeds } from "../../db/schema/index.ts";
import { slotVisibility } from "../../platform/access/slot-access.ts";
import type { Clock } from "../../platform/clock.ts";
import type { Ctx } from "../../platform/context.ts";
import { notFound } from "../../platform/errors.ts";
import { hashToken, newToken } from "../../platform/tokens.ts";
import { selectPeriodSlots } from "../slots/index.ts";
import { enabledAccountScopes } from "../users/index.ts";

const DAY_MS = 24 * 60 * 60 * 1000;
/** Most events one feed holds. */
const FEED_MAX_EVENTS = 2000;
/** A token is 43 base64url characters: anything else is refused before the database is asked. */
const TOKEN_SHAPE = /^([A-Za-z0-9_-]{43})\.ics$/;

const feedUrl = (publicUrl: string, token: string) => `${publicUrl}/api/calendar/${token}.ics`;

/** Whether the caller has a feed (its address is shown once, when created). */
export async function getFeed(db: Db, ctx: Ctx): Promise<CalendarFeed> {
  const [row] = await db
    .select({ createdAt: calendarFeeds.createdAt })
    .from(calendarFeeds)
    .where(eq(calendarFeeds.userId, ctx.userId));
  return { isActive: Boolean(row), createdAt: row ? row.createdAt.toISOString() : null };
}

/** Creates the caller's feed, or gives it a new token: the old address stops working at once. */
export async function renewFeed(db: Db, clock: Clock, ctx: Ctx, publicUrl: string): Promise<CalendarFeed> {
  const token = newToken();
  const now = clock.now();
  await db
    .insert(calendarFeeds)
    .values({ userId: ctx.userId, companyId: ctx.companyId, tokenHash: hashToken(token), createdAt: now })
    .onConflictDoUpdate({
      target: calendarFeeds.userId,
      set: { tokenHash: hashToken(token), createdAt: now },
    });
  return { isActive: true, createdAt: now.toISOString(), url: feedUrl(publicUrl, token) };
}

export async function revokeFeed(db: Db, ctx: Ctx): Promise<void> {
  await db.delete(calendarFeeds).where(eq(calendarFeeds.userId, ctx.userId));
}

/**
 * The iCalendar text of a feed, from its file name `<token>.ics`: the user's own slots (those they
 * give, those of the courses they follow) from 30 days back to 180 days ahead. Each slot's
 * UID is its id, its SEQUENCE grows with each move, a cancelled one is STATUS:CANCELLED. A wrong or
 * revoked token, or a disabled account's, answers 404, the same as any unknown address.
 */
export async function renderFeed(db: Db, clock: Clock, file: string, publicUrl: string): Promise<string> {
  const token = TOKEN_SHAPE.exec(file)?.[1];
  if (!token) throw notFound();
  const account = enabledAccountScopes(db);
  const [owner] = await db
    .select({
      userId: account.userId,
      companyId: account.companyId,
      instance: account.instance,
      roles: account.roles,
    })
    .from(calendarFeeds)
    .innerJoin(account, eq(account.userId, calendarFeeds.userId))
    .where(eq(calendarFeeds.tokenHash, hashToken(token)));
  // A disabled account's feed answers as an unknown one, at once; enabled again, the same address works.
  if (!owner) throw notFound();
  // The feed is the person's own timetable, even for an administrator: never the whole company's.
  const ctx: Ctx = {
    userId: owner.userId,
    companyId: owner.companyId,
    instance: owner.instance,
    roles: owner.roles,
    sessionId: "",
  };
  const now = clock.now().getTime();
  const from = new Date(now - FEED_DAYS_BACK * DAY_MS);
  const to = new Date(now + FEED_DAYS_AHEAD * DAY_MS);
  const visible = await slotVisibility(db, ctx, "own");
  const rows = await selectPeriodSlots(db, ctx, { from, to }, FEED_MAX_EVENTS, visible);
  const calendar = ical({
    name: "Emploi du temps",
    prodId: { company: "Campus Formation", product: "planning", language: "FR" },
    ttl: 60 * 60,
  });
  for (const slot of rows) {
    const teacher = slot.teacherFirstname
      ? personName({ firstname: slot.teacherFirstname, lastname: slot.teacherLastname ?? "" })
      : null;
    const lines = [
      slot.courseThematicTitle,
      teacher ? `Professeur : ${teacher}` : null,
      `Mode : ${MODE_LABELS[slot.mode as keyof typeof MODE_LABELS]}`,
      `Statut : ${STATUS_LABELS[slot.status as keyof typeof STATUS_LABELS]}`,
      slot.videoLink ? `Visio : ${slot.videoLink}` : null,
      slot.homework ? `Travail à faire : ${slot.homework}` : null,
    ].filter((line): line is string => Boolean(line));
    calendar.createEvent({
      id: `${slot.id}@campus`,
      start: slot.startsAt,
      end: slot.endsAt,
      stamp: slot.updatedAt,
      lastModified: slot.updatedAt,
      summary: slot.courseTitle,
      location: slot.room ?? (slot.mode === "distanciel" ? "Distanciel" : null),
      description: lines.join("\n"),
      sequence: slot.sequence,
      status:
        slot.status === "cancelled"
          ? ICalEventStatus.CANCELLED
          : slot.status === "proposed"
            ? ICalEventStatus.TENTATIVE
            : ICalEventStatus.CONFIRMED,
      url: `${publicUrl}${slotPagePath({ id: slot.id, courseId: slot.courseId }, ctx.roles)}`,
    });
  }
  return calendar.toString();
}
