// What the other modules may use of the users module: import it from here, never from its files.
export { toUserProfile } from "./user-profile.ts";
export { accountNames, companyAccounts, findUsedAccountEmails } from "./users.queries.ts";
export { assertCanManage, assertPasswordPolicy } from "./users.rules.ts";
export {
  createSelfRegisteredAccount,
  createUserAccount,
  deleteAccountWithOnlyRole,
  findAccount,
  findAccountByEmail,
  findAccountById,
  findCallerAccount,
  getUserNames,
  syncAccountIdentity,
  type UserRow,
  updateAccountByOwnerProof,
  updateCallerAccount,
} from "./users.service.ts";
