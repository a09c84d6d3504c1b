import pg from "pg";

/**
 * How many distinct query texts become prepared statements. Drizzle sends every value as a parameter,
 * so the texts are the code's query shapes (times the lengths of the `in (…)` lists): a few hundred.
 * Past this number a new text runs unnamed, as before, so that a bug writing values into the text
 * cannot fill the server's memory.
 */
export const MAX_PREPARED_STATEMENTS = 2_000;

const names = new Map<string, string>();

/** The statement name of a query text, the same in every connection; undefined once the cache is full. */
export function statementName(text: string): string | undefined {
  let name = names.get(text);
  if (name === undefined && names.size < MAX_PREPARED_STATEMENTS) {
    name = `campus_${names.size}`;
    names.set(text, name);
  }
  return name;
}

/**
 * Names a query given as `{ text, … }` with parameters (how drizzle sends every query of the code)
 * unless it has a name already. A query without parameters keeps the simple protocol: migrations and
 * scripts may hold several statements in one text, which a prepared statement cannot.
 */
function withStatementName(args: unknown[]): unknown[] {
  const [config, values] = args;
  if (typeof config !== "object" || config === null || !("text" in config) || typeof config.text !== "string")
    return args;
  if ("name" in config && config.name !== undefined) return args;
  const parameters = values ?? ("values" in config ? config.values : undefined);
  if (!Array.isArray(parameters) || parameters.length === 0) return args;
  const name = statementName(config.text);
  return name === undefined ? args : [{ ...config, name }, ...args.slice(1)];
}

/**
 * A connection that prepares each query text once and then only binds and executes it, as
 * postgres.js and pgx do by default: PostgreSQL skips parsing it. Each execution is still planned for
 * its own values (`plan_cache_mode = force_custom_plan`): a generic plan, made once for every company,
 * served the small twin of the scale data set in 50–180 ms instead of 10 (a walk in name order built
 * for the big company), which is the very skew the flat-route goal forbids.
 */
export class PreparingClient extends pg.Client {
  constructor(config?: string | pg.ClientConfig) {
    const settings = typeof config === "string" ? { connectionString: config } : { ...config };
    super({ ...settings, options: `${settings.options ?? ""} -c plan_cache_mode=force_custom_plan`.trim() });
    const query = this.query.bind(this) as (...args: unknown[]) => unknown;
    this.query = ((...args: unknown[]) => query(...withStatementName(args))) as pg.Client["query"];
  }
}
