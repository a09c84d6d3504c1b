import { ADMINISTRATOR_ROLES, isAdministratorRole } from "@campus/contracts/administrator-roles";
import type {
  Administrator,
  AdministratorListQuery,
  AdministratorScopeQuery,
  CreateAdministratorBody,
  UpdateAdministratorBody,
} from "@campus/contracts/administrators";
import type { Page } from "@campus/contracts/common";
import type { Role } from "@campus/contracts/roles";
import type { Db } from "../../db/client.ts";
import { requireAccount } from "../../platform/access/account-access.ts";
import { resolveCompanyScope } from "../../platform/access/company-access.ts";
import type { Clock } from "../../platform/clock.ts";
import type { Ctx } from "../../platform/context.ts";
import {
  createManagedAccount,
  deleteManagedAccount,
  pageAccounts,
  toUserAccount,
  updateManagedAccount,
} from "../users/index.ts";

/** The accounts of a company holding admin or superadmincom, paged and searchable. */
export async function listAdministrators(
  db: Db,
  ctx: Ctx,
  query: AdministratorListQuery,
): Promise<Page<Administrator>> {
  const companyId = await resolveCompanyScope(db, ctx, query.companyId);
  return pageAccounts(db, ctx, {
    companyId,
    q: query.q,
    anyRole: ADMINISTRATOR_ROLES,
    sort: query.sort,
    page: query.page,
    pageSize: query.pageSize,
  });
}

/** One administrator of the company. */
export async function getAdministrator(
  db: Db,
  ctx: Ctx,
  id: string,
  scope: AdministratorScopeQuery,
): Promise<Administrator> {
  const companyId = await resolveCompanyScope(db, ctx, scope.companyId);
  return toUserAccount(await requireAccount(db, ctx, companyId, id, ADMINISTRATOR_ROLES));
}

/** Creates an admin or superadmincom account with the password its creator chose. */
export async function createAdministrator(
  db: Db,
  ctx: Ctx,
  body: CreateAdministratorBody,
  scope: AdministratorScopeQuery,
): Promise<Administrator> {
  const companyId = await resolveCompanyScope(db, ctx, scope.companyId);
  return toUserAccount(await createManagedAccount(db, ctx, companyId, body));
}

/** Changes an administrator's names, phone and administrator roles (other roles are kept). */
export async function updateAdministrator(
  db: Db,
  clock: Clock,
  ctx: Ctx,
  id: string,
  body: UpdateAdministratorBody,
  scope: AdministratorScopeQuery,
): Promise<Administrator> {
  const companyId = await resolveCompanyScope(db, ctx, scope.companyId);
  const { roles, ...fields } = body;
  const row = await updateManagedAccount(
    db,
    clock,
    ctx,
    companyId,
    id,
    {
      ...fields,
      ...(roles
        ? { roles: (current: Role[]) => [...current.filter((r) => !isAdministratorRole(r)), ...roles] }
        : {}),
    },
    ADMINISTRATOR_ROLES,
  );
  return toUserAccount(row);
}

/** Deletes an administrator's account; nobody deletes themselves. */
export async function deleteAdministrator(
  db: Db,
  ctx: Ctx,
  id: string,
  scope: AdministratorScopeQuery,
): Promise<void> {
  const companyId = await resolveCompanyScope(db, ctx, scope.companyId);
  await deleteManagedAccount(db, ctx, companyId, id, ADMINISTRATOR_ROLES);
}
