// What the other modules may use of the programmes module: import it from here, never from its files.
export { hasProgrammeSql } from "./programmes.queries.ts";
