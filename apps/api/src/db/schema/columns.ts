import { timestamp } from "drizzle-orm/pg-core";

/** Every timestamp of the schema is a moment (`timestamp with time zone`). */
export const timestampTz = (name: string) => timestamp(name, { withTimezone: true });
