import { type SQL, sql } from "drizzle-orm";
import type { AnyPgColumn } from "drizzle-orm/pg-core";

// The closed sets of the contracts (statuses, modes, types, roles) are CHECKs rather than enum types: the
// columns stay `text`, so queries, sorting and the TypeScript types do not change, and a value added to the
// contracts shows up in the next `db:generate` as a migration that replaces the constraint.

const literals = (values: readonly string[]) =>
  sql.raw(values.map((value) => `'${value.replaceAll("'", "''")}'`).join(", "));

/** CHECK body: `column` holds one of `values`. */
export function isOneOf(column: AnyPgColumn, values: readonly string[]): SQL {
  return sql`${column} in (${literals(values)})`;
}

/** CHECK body: every element of the text array `column` is one of `values`. */
export function isSubsetOf(column: AnyPgColumn, values: readonly string[]): SQL {
  return sql`${column} <@ array[${literals(values)}]::text[]`;
}
