import { bigint, foreignKey, index, pgTable, text, timestamp, uniqueIndex, uuid } from "drizzle-orm/pg-core";
import { companies } from "./companies.ts";
import { slots } from "./teaching.ts";
import { users } from "./users.ts";

/** A user's secret calendar feed (`/api/calendar/<token>.ics`): only the token's SHA-256 is kept. */
export const calendarFeeds = pgTable(
  "calendar_feeds",
  {
    userId: uuid("user_id")
      .primaryKey()
      .references(() => users.id, { onDelete: "cascade" }),
    companyId: text("company_id")
      .notNull()
      .references(() => companies.id, { onDelete: "cascade" }),
    tokenHash: text("token_hash").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex("calendar_feeds_token").on(t.tokenHash)],
);

/** An alert of a change of a slot of the user's timetable (created, moved, cancelled…). */
export const slotNotifications = pgTable(
  "slot_notifications",
  {
    id: bigint("id", { mode: "number" }).primaryKey().generatedAlwaysAsIdentity(),
    companyId: text("company_id")
      .notNull()
      .references(() => companies.id, { onDelete: "cascade" }),
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    slotId: uuid("slot_id").notNull(),
    change: text("change").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    readAt: timestamp("read_at", { withTimezone: true }),
  },
  (t) => [
    index("slot_notifications_user").on(t.userId, t.createdAt),
    foreignKey({
      name: "slot_notifications_slot_fk",
      columns: [t.companyId, t.slotId],
      foreignColumns: [slots.companyId, slots.id],
    }).onDelete("cascade"),
  ],
);
