// What the users module offers the other modules: sign-in accounts behind teachers and students,
// and the account rules the administrators' screens share.
export * from "./users.accounts.service.ts";
export {
  createSelfRegisteredAccount,
  createUserAccount,
  deleteAccountWithOnlyRole,
  findAccountByEmail,
  findAccountById,
  findCallerAccount,
  getUserNames,
  syncAccountIdentity,
  type UserRow,
  updateAccountByOwnerProof,
  updateCallerAccount,
} from "./users.identity.service.ts";
export { toUserAccount } from "./users.rules.ts";
