// What the other modules may use of the accounts module: import it from here, never from its files.
export { issueLinkToken } from "./accounts.tokens.service.ts";
