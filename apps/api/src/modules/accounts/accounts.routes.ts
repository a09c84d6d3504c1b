import {
  emailBodySchema,
  registerBodySchema,
  registerOpenBodySchema,
  registerResponseSchema,
  resetPasswordWithTokenBodySchema,
  tokenBodySchema,
  verifyBodySchema,
  verifyResponseSchema,
} from "@campus/contracts/accounts";
import { loginResponseSchema } from "@campus/contracts/auth";
import { idParamSchema, okSchema } from "@campus/contracts/common";
import type { FastifyRequest } from "fastify";
import { requireCtx } from "../../platform/context.ts";
import type { Module } from "../../platform/fastify.ts";
import {
  type AccountDeps,
  registerOpen,
  registerStudent,
  requestLink,
  resendVerifyCode,
  resetPasswordWithLink,
  sendLoginLinkToUser,
  signInWithLink,
  verifyEmail,
} from "./accounts.service.ts";

const tags = ["auth"];
const ok = { ok: true } as const;
const clientOf = (request: FastifyRequest) => ({ ip: request.ip, userAgent: request.headers["user-agent"] });

/** Registration, e-mail verification, sign-in links and forgotten passwords: public but the admin's link. */
export const accountsRoutes: Module = (app, { db, clock, limiter, bus, mailer, config }) => {
  const deps: AccountDeps = {
    db,
    clock,
    limiter,
    bus,
    mailer,
    sessionMs: config.sessionMs,
    publicUrl: config.publicUrl,
  };

  app.post(
    "/api/auth/register",
    { schema: { tags, body: registerBodySchema, response: { 201: registerResponseSchema } } },
    async (request, reply) =>
      reply.status(201).send(await registerStudent(deps, request.body, clientOf(request))),
  );

  app.post(
    "/api/auth/register-open",
    { schema: { tags, body: registerOpenBodySchema, response: { 201: registerResponseSchema } } },
    async (request, reply) =>
      reply.status(201).send(await registerOpen(deps, request.body, clientOf(request))),
  );

  app.post(
    "/api/auth/verify",
    { schema: { tags, body: verifyBodySchema, response: { 200: verifyResponseSchema } } },
    (request) => verifyEmail(deps, request.body, clientOf(request)),
  );

  app.post(
    "/api/auth/verify/resend",
    { schema: { tags, body: emailBodySchema, response: { 200: okSchema } } },
    async (request) => {
      await resendVerifyCode(deps, request.body.email, clientOf(request));
      return ok;
    },
  );

  app.post(
    "/api/auth/login-link",
    { schema: { tags, body: emailBodySchema, response: { 200: okSchema } } },
    async (request) => {
      await requestLink(deps, request.body.email, "login", clientOf(request));
      return ok;
    },
  );

  app.post(
    "/api/auth/loginauto",
    { schema: { tags, body: tokenBodySchema, response: { 200: loginResponseSchema } } },
    (request) => signInWithLink(deps, request.body.token, clientOf(request)),
  );

  app.post(
    "/api/auth/password-reset/request",
    { schema: { tags, body: emailBodySchema, response: { 200: okSchema } } },
    async (request) => {
      await requestLink(deps, request.body.email, "reset", clientOf(request));
      return ok;
    },
  );

  app.post(
    "/api/auth/password-reset",
    { schema: { tags, body: resetPasswordWithTokenBodySchema, response: { 200: okSchema } } },
    async (request) => {
      await resetPasswordWithLink(deps, request.body, clientOf(request));
      return ok;
    },
  );

  app.post(
    "/api/users/:id/login-link",
    { schema: { tags: ["utilisateurs"], params: idParamSchema, response: { 200: okSchema } } },
    async (request) => {
      await sendLoginLinkToUser(deps, requireCtx(request), request.params.id);
      return ok;
    },
  );
};
