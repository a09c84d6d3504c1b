// What the other modules may use of the users module: import it from here, never from its files.

export { setOnlyRoleAccountClosed } from "./users.closing.service.ts";
export {
  type AccountPseudonym,
  deleteUnverifiedBefore,
  pseudonymiseUser,
} from "./users.erasure.service.ts";
export {
  accountData,
  countAccountData,
  countUnverifiedBefore,
  findCompanyAccount,
} from "./users.person.queries.ts";
export { toUserProfile } from "./users.profile.rules.ts";
export {
  accountNames,
  activeAdministratorIds,
  companyAccounts,
  countAccountsByCompany,
  countInstanceAccounts,
  enabledAccountIds,
  enabledAccountScopes,
  findUsedAccountEmails,
  listAccountPhotoUrls,
} from "./users.queries.ts";
export { assertPasswordPolicy } from "./users.rules.ts";
export {
  createManagedAccount,
  createSelfRegisteredAccount,
  createUserAccount,
  deleteAccountWithOnlyRole,
  deleteManagedAccount,
  findAccountByEmail,
  findAccountById,
  findCallerAccount,
  getUserNames,
  pageAccounts,
  syncAccountIdentity,
  toUserAccount,
  type UserRow,
  updateAccountByOwnerProof,
  updateCallerAccount,
  updateManagedAccount,
} from "./users.service.ts";
