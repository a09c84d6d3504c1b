import { pgTable, text } from "drizzle-orm/pg-core";

/** Small key-value facts about the database itself (e.g. the demo seed's version). */
export const meta = pgTable("meta", {
  key: text("key").primaryKey(),
  value: text("value").notNull(),
});
