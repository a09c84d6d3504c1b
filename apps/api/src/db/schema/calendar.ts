import { SLOT_CHANGES } from "@campus/contracts/events";
import { sql } from "drizzle-orm";
import { bigint, check, index, pgSequence, pgTable, text, uniqueIndex, uuid } from "drizzle-orm/pg-core";
import { isOneOf } from "./checks.ts";
import { timestampTz } from "./columns.ts";
import { slots } from "./teaching.ts";
import { companyId, createdAt, sameCompanyRef } from "./tenancy.ts";
import { users } from "./users.ts";

/** A user's secret calendar feed (`/api/calendar/<token>.ics`): only the token's SHA-256 is kept. */
export const calendarFeeds = pgTable(
  "calendar_feeds",
  {
    userId: uuid("user_id").primaryKey(),
    companyId: companyId(),
    tokenHash: text("token_hash").notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex("calendar_feeds_token").on(t.tokenHash),
    sameCompanyRef("calendar_feeds_user_fk", t, t.userId, users).onDelete("cascade"),
  ],
);

/** An alert of a change of a slot of the user's timetable (created, moved, cancelled…). */
export const slotNotifications = pgTable(
  "slot_notifications",
  {
    id: bigint("id", { mode: "number" }).primaryKey().generatedAlwaysAsIdentity(),
    companyId: companyId(),
    userId: uuid("user_id").notNull(),
    slotId: uuid("slot_id").notNull(),
    change: text("change").notNull(),
    createdAt: createdAt(),
    readAt: timestampTz("read_at"),
  },
  (t) => [
    index("slot_notifications_user").on(t.userId, t.createdAt),
    sameCompanyRef("slot_notifications_user_fk", t, t.userId, users).onDelete("cascade"),
    sameCompanyRef("slot_notifications_slot_fk", t, t.slotId, slots).onDelete("cascade"),
    check("slot_notifications_change_check", isOneOf(t.change, SLOT_CHANGES)),
  ],
);

/** The calendar versions: one sequence for every company, so a number never comes back, even for a
 * company deleted and created again. */
export const calendarVersionSequence = pgSequence("calendar_versions_seq");

/**
 * A company's calendar version: the database draws a new one on every change of its slots, of its
 * courses and of its teachers (triggers of migration 0020). A process keeps a calendar week's slots as
 * long as the version it read them at holds (modules/calendar/calendar.period.cache.ts).
 */
export const calendarVersions = pgTable("calendar_versions", {
  companyId: companyId().primaryKey(),
  version: bigint("version", { mode: "number" }).notNull().default(sql`nextval('calendar_versions_seq')`),
});
