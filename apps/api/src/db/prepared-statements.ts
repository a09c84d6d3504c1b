import pg from "pg";

// On PostgreSQL, every statement with parameters is named after its text, so that each connection
// parses it once and the server keeps it: after five runs PostgreSQL may keep a generic plan instead of
// planning it again for every request. Under load, planning was half of PostgreSQL's time (0.4 ms of
// planning for 0.5 ms of execution per statement), and the same few hundred texts come back on every
// request, the query builder giving every value as a parameter. A text without parameters (a migration,
// `begin`, a script of several statements) stays unnamed: it may hold several commands.
// Off by default (DATABASE_PREPARED_STATEMENTS, config.ts): a generic plan estimates every company at
// the average one, which is wrong for companies of very different sizes.

/** Names given to texts, shared by every connection: a text keeps its name for the process's life. */
const names = new Map<string, string>();
/** Past it, a new text runs unnamed (texts that vary with their data, as a list of n values). */
const MAX_NAMES = 5_000;

function nameOf(text: string): string | undefined {
  let name = names.get(text);
  if (name === undefined && names.size < MAX_NAMES) {
    name = `campus_${names.size + 1}`;
    names.set(text, name);
  }
  return name;
}

/** A query as drizzle gives it: an object with its text and no name, its values beside it or inside. */
function unnamedWithValues(config: unknown, values: unknown): config is pg.QueryConfig {
  if (typeof config !== "object" || config === null) return false;
  const query = config as pg.QueryConfig & { submit?: unknown };
  const given = Array.isArray(values) ? values : query.values;
  return (
    typeof query.text === "string" &&
    query.name === undefined &&
    query.submit === undefined &&
    Array.isArray(given) &&
    given.length > 0
  );
}

/**
 * The pool's client class: names statements by their text, at most `perConnection` of them on its
 * connection (each keeps some of the server's memory); past that, new texts run unnamed. 0: none.
 */
export function preparingClient(perConnection: number): typeof pg.Client {
  return class PreparingClient extends pg.Client {
    readonly #prepared = new Set<string>();

    // biome-ignore lint/suspicious/noExplicitAny: pg's query has a dozen overloads, passed through as given.
    override query(...args: any[]): any {
      const [config, values] = args;
      if (perConnection > 0 && unnamedWithValues(config, values)) {
        const name = nameOf(config.text);
        if (name && (this.#prepared.has(name) || this.#prepared.size < perConnection)) {
          this.#prepared.add(name);
          args[0] = { ...config, name };
        }
      }
      return (super.query as (...given: unknown[]) => unknown).apply(this, args);
    }
  };
}
