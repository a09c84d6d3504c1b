import { USER_ACCOUNTS_ENDPOINTS } from "@campus/contracts/user-accounts.endpoints";
import { requireCtx } from "../../platform/context.ts";
import type { Module } from "../../platform/fastify.ts";
import { routesOf } from "../../platform/routes.ts";
import {
  createCompanyUserAccount,
  deleteUserAccount,
  getUserAccount,
  listUserAccounts,
  resetUserPassword,
  setUserAccountDisabled,
  updateUserAccount,
} from "./users.company.service.ts";

export const usersRoutes: Module = async (app, { db, bus, clock }) => {
  const route = await routesOf(app, USER_ACCOUNTS_ENDPOINTS);

  route.listUserAccounts((request) => listUserAccounts(db, requireCtx(request), request.query));
  route.getUserAccount((request) => getUserAccount(db, requireCtx(request), request.params.id));
  route.createCompanyUserAccount((request) =>
    createCompanyUserAccount(db, requireCtx(request), request.body),
  );
  route.updateUserAccount((request) =>
    updateUserAccount(db, clock, requireCtx(request), request.params.id, request.body),
  );
  route.disableUserAccount((request) =>
    setUserAccountDisabled({ db, bus, clock }, requireCtx(request), request.params.id, true),
  );
  route.enableUserAccount((request) =>
    setUserAccountDisabled({ db, bus, clock }, requireCtx(request), request.params.id, false),
  );
  route.deleteUserAccount((request) => deleteUserAccount(db, requireCtx(request), request.params.id));
  route.resetUserPassword((request) =>
    resetUserPassword({ db, bus, clock }, requireCtx(request), request.params.id, request.body),
  );
};
