// What the other modules may use of the accounts module: import it from here, never from its files.

export { deleteAccountTokensOf } from "./accounts.erase.service.ts";
export { issueLinkToken } from "./accounts.tokens.service.ts";
