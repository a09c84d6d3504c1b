import { customType, timestamp } from "drizzle-orm/pg-core";

/** Every timestamp of the schema is a moment (`timestamp with time zone`). */
export const timestampTz = (name: string) => timestamp(name, { withTimezone: true });

/** Bytes kept in the row (`bytea`): small, bounded, immutable files written with the row that names them. */
export const bytea = customType<{ data: Buffer; driverData: Buffer | Uint8Array }>({
  dataType: () => "bytea",
  fromDriver: (value) => Buffer.from(value),
});
