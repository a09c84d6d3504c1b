import { SSO_ENDPOINTS } from "@campus/contracts/sso.endpoints";
import { parseCookie, stringifySetCookie } from "cookie";
import { requireCtx } from "../../platform/context.ts";
import type { Module } from "../../platform/fastify.ts";
import { routesOf } from "../../platform/routes.ts";
import { getCompanyBranding } from "../tenants/index.ts";
import { finishSso, startSso } from "./sso.flow.service.ts";
import {
  findCompanySso,
  getSsoSettings,
  removeSsoSettings,
  saveSsoSettings,
} from "./sso.settings.service.ts";

const STATE_COOKIE = "campus_sso_state";

/** Single sign-on with each company's OpenID Connect provider: its settings and the sign-in's two legs. */
export const ssoRoutes: Module = async (app, { db, clock, config, limiter }) => {
  const route = await routesOf(app, SSO_ENDPOINTS);
  const keys = { secretKey: config.ssoSecretKey, allowHttpLoopback: config.ssoAllowHttpLoopback };
  const flow = { db, clock, limiter, ...keys, publicUrl: config.publicUrl };

  route.getSsoSettings((request) => getSsoSettings(db, requireCtx(request)));
  route.saveSsoSettings((request) =>
    saveSsoSettings({ db, clock, ...keys }, requireCtx(request), request.body),
  );
  route.removeSsoSettings((request) => removeSsoSettings({ db }, requireCtx(request)));

  route.getSsoProvider(async (request) => {
    // An unknown company is a 404, like its branding.
    await getCompanyBranding(db, request.params.companyId);
    const row = await findCompanySso(db, request.params.companyId);
    return { displayName: row?.displayName ?? null };
  });

  // The state also goes to the browser that started, as a cookie only the callback reads.
  const secure = config.publicUrl.startsWith("https:");
  const stateCookie = (value: string, maxAge: number) =>
    stringifySetCookie({
      name: STATE_COOKIE,
      value,
      path: "/api/auth/sso",
      httpOnly: true,
      sameSite: "lax",
      secure,
      maxAge,
    });

  route.startSso(async (request, reply) => {
    const started = await startSso(flow, request.params.companyId, request.ip);
    if (started.state) reply.header("Set-Cookie", stateCookie(started.state, 600));
    return reply.header("Cache-Control", "no-store").redirect(started.location, 303);
  });

  route.ssoCallback(async (request, reply) => {
    const browserState = parseCookie(request.headers.cookie ?? "")[STATE_COOKIE];
    const target = await finishSso(flow, request.url, browserState);
    reply.header("Set-Cookie", stateCookie("", 0));
    return reply.header("Cache-Control", "no-store").redirect(target, 303);
  });
};
