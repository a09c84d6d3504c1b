// What the other modules may use of the whitelist status: import it from here, never from its files.
export { isListedSql, isStudentWhitelisted, listedStudentIds } from "./whitelist-status.queries.ts";
