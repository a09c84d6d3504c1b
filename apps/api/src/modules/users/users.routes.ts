import { okSchema } from "@campus/contracts/common";
import {
  createUserAccountBodySchema,
  resetPasswordBodySchema,
  updateUserAccountBodySchema,
  userAccountListQuerySchema,
  userAccountPageSchema,
  userIdParamSchema,
} from "@campus/contracts/user-accounts";
import { userProfileSchema, userProfileViewSchema } from "@campus/contracts/users";
import { requireCtx } from "../../platform/context.ts";
import type { Module } from "../../platform/fastify.ts";
import {
  createCompanyUserAccount,
  deleteUserAccount,
  getUserAccount,
  listUserAccounts,
  resetUserPassword,
  setUserAccountDisabled,
  updateUserAccount,
} from "./users.company.ts";

const tags = ["utilisateurs"];

export const usersRoutes: Module = (app, { db, bus, clock }) => {
  app.get(
    "/api/users",
    { schema: { tags, querystring: userAccountListQuerySchema, response: { 200: userAccountPageSchema } } },
    (request) => listUserAccounts(db, requireCtx(request), request.query),
  );

  app.get(
    "/api/users/:id",
    { schema: { tags, params: userIdParamSchema, response: { 200: userProfileViewSchema } } },
    (request) => getUserAccount(db, requireCtx(request), request.params.id),
  );

  app.post(
    "/api/users",
    { schema: { tags, body: createUserAccountBodySchema, response: { 201: userProfileSchema } } },
    async (request, reply) =>
      reply.status(201).send(await createCompanyUserAccount(db, requireCtx(request), request.body)),
  );

  app.patch(
    "/api/users/:id",
    {
      schema: {
        tags,
        params: userIdParamSchema,
        body: updateUserAccountBodySchema,
        response: { 200: userProfileSchema },
      },
    },
    (request) => updateUserAccount(db, clock, requireCtx(request), request.params.id, request.body),
  );

  app.post(
    "/api/users/:id/disable",
    { schema: { tags, params: userIdParamSchema, response: { 200: userProfileSchema } } },
    (request) => setUserAccountDisabled({ db, bus, clock }, requireCtx(request), request.params.id, true),
  );

  app.post(
    "/api/users/:id/enable",
    { schema: { tags, params: userIdParamSchema, response: { 200: userProfileSchema } } },
    (request) => setUserAccountDisabled({ db, bus, clock }, requireCtx(request), request.params.id, false),
  );

  app.delete("/api/users/:id", { schema: { tags, params: userIdParamSchema } }, async (request, reply) => {
    await deleteUserAccount(db, requireCtx(request), request.params.id);
    return reply.status(204).send();
  });

  app.post(
    "/api/users/:id/password",
    {
      schema: { tags, params: userIdParamSchema, body: resetPasswordBodySchema, response: { 200: okSchema } },
    },
    (request) => resetUserPassword({ db, bus, clock }, requireCtx(request), request.params.id, request.body),
  );
};
