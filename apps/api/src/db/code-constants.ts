import { type Column, type SQL, sql } from "drizzle-orm";

// Constants of the code written into the statement instead of sent as parameters, where a partial
// index's predicate names them (`attendance_absent_newest … where status = 'absent'`): PostgreSQL
// proves that a query may use such an index from the query's constants, and a prepared statement's
// generic plan, which has parameters only, scanned instead (GET /api/administrators: 3 → 30 ms).
// Only for values written in the code, never for one from a request.

const quoted = (value: string) => `'${value.replaceAll("'", "''")}'`;

/** SQL: the column holds one of these values (`= 'a'`, or `in ('a', 'b')`), written out. */
export function isOneOf(column: Column, values: readonly [string, ...string[]]): SQL {
  const [only] = values;
  return values.length === 1
    ? sql`${column} = ${sql.raw(quoted(only))}`
    : sql`${column} in (${sql.raw(values.map(quoted).join(", "))})`;
}

/** SQL: the array column shares a value with these (`&& array['a', 'b']::text[]`), written out. */
export function overlapsWith(column: Column, values: readonly string[]): SQL {
  return sql`${column} && ${sql.raw(`array[${values.map(quoted).join(", ")}]::text[]`)}`;
}

/** SQL: the count column is above zero, the zero written out. */
export function isAboveZero(column: Column): SQL {
  return sql`${column} > 0`;
}
