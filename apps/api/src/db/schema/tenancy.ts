import { type AnyPgColumn, foreignKey, integer, text, unique, uuid } from "drizzle-orm/pg-core";
import { timestampTz } from "./columns.ts";
import { companies } from "./companies.ts";

// Tenancy held by the schema: a table that others reference has the unique key `(company_id, id)`, and
// each reference is the pair `(company_id, x_id)`, so a row cannot link two companies. Where a reference
// is `set null`, migration 0004 writes `ON DELETE SET NULL (x_id)` by hand: drizzle cannot say it, and a
// plain SET NULL would also null `company_id` (NOT NULL) and fail the delete.

/** The row's company: deleting the company deletes the row. */
export const companyId = () =>
  text("company_id")
    .notNull()
    .references(() => companies.id, { onDelete: "cascade" });
export const createdAt = () => timestampTz("created_at").notNull().defaultNow();
export const updatedAt = () => timestampTz("updated_at").notNull().defaultNow();

/** A company's row keyed by a random uuid: spread first in the table's columns. */
export const companyRowKey = () => ({
  id: uuid("id").primaryKey().defaultRandom(),
  companyId: companyId(),
});

/** Who created the row and who last changed it, and when. */
export const editStamps = () => ({
  createdBy: uuid("created_by"),
  createdAt: createdAt(),
  updatedBy: uuid("updated_by"),
  updatedAt: updatedAt(),
});

/**
 * A file kept in the blob store: its key, checked type and size, who uploaded it and when, and since
 * when the integrity check (`npm run check-files`) has found its bytes missing from the store.
 */
export const storedFile = () => ({
  blobKey: text("blob_key").notNull(),
  name: text("name").notNull(),
  size: integer("size").notNull(),
  contentType: text("content_type").notNull(),
  uploadedBy: uuid("uploaded_by"),
  createdAt: createdAt(),
  missingSince: timestampTz("missing_since"),
});

/** The unique key `(company_id, id)` of a table that others reference, named `<table>_company_key`. */
export const companyKey = (table: string, row: { companyId: AnyPgColumn; id: AnyPgColumn }) =>
  unique(`${table}_company_key`).on(row.companyId, row.id);

/** The reference `(company_id, column)` → `(target.company_id, target.id)`: both rows in one company. */
export function sameCompanyRef(
  name: string,
  row: { companyId: AnyPgColumn },
  column: AnyPgColumn,
  target: { companyId: AnyPgColumn; id: AnyPgColumn },
) {
  return foreignKey({
    name,
    columns: [row.companyId, column],
    foreignColumns: [target.companyId, target.id],
  });
}
