import { ACCOUNTS_ENDPOINTS } from "@campus/contracts/accounts.endpoints";
import type { FastifyRequest } from "fastify";
import { requireCtx } from "../../platform/context.ts";
import type { Module } from "../../platform/fastify.ts";
import { routesOf } from "../../platform/routes.ts";
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

const ok = { ok: true } as const;
const clientOf = (request: FastifyRequest) => ({ ip: request.ip, userAgent: request.headers["user-agent"] });

/** Registration, e-mail verification, sign-in links and forgotten passwords: public but the admin's link. */
export const accountsRoutes: Module = async (
  app,
  { db, clock, limiter, bus, mailer, afterAnswer, config },
) => {
  const deps: AccountDeps = {
    db,
    clock,
    limiter,
    bus,
    mailer,
    afterAnswer,
    sessionMs: config.sessionMs,
    publicUrl: config.publicUrl,
  };
  const route = await routesOf(app, ACCOUNTS_ENDPOINTS);

  route.registerStudent((request) => registerStudent(deps, request.body, clientOf(request)));
  route.registerOpen((request) => registerOpen(deps, request.body, clientOf(request)));
  route.verifyEmail((request) => verifyEmail(deps, request.body, clientOf(request)));
  route.resendVerifyCode(async (request) => {
    await resendVerifyCode(deps, request.body.email, clientOf(request));
    return ok;
  });
  route.requestLoginLink(async (request) => {
    await requestLink(deps, request.body.email, "login", clientOf(request));
    return ok;
  });
  route.signInWithLink((request) => signInWithLink(deps, request.body.token, clientOf(request)));
  route.requestResetLink(async (request) => {
    await requestLink(deps, request.body.email, "reset", clientOf(request));
    return ok;
  });
  route.resetPasswordWithLink(async (request) => {
    await resetPasswordWithLink(deps, request.body, clientOf(request));
    return ok;
  });
  route.sendLoginLinkToUser(async (request) => {
    await sendLoginLinkToUser(deps, requireCtx(request), request.params.id);
    return ok;
  });
};
