// What the other modules may use of the whitelist module: import it from here, never from its files.
export { deleteWhitelistEntriesOfStudent } from "./whitelist.erase.service.ts";
