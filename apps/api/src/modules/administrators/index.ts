// What the other modules may use of the administrators module: import it from here, never from its files.
export { createAdministrator, listAdministrators } from "./administrators.service.ts";
