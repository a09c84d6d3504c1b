import { randomUUID } from "node:crypto";
import { existsSync } from "node:fs";
import path from "node:path";
import swagger from "@fastify/swagger";
import swaggerUi from "@fastify/swagger-ui";
import Fastify, {
  type FastifyBaseLogger,
  type FastifyInstance,
  type FastifyServerOptions,
  LogController,
} from "fastify";
import {
  hasZodFastifySchemaValidationErrors,
  serializerCompiler,
  validatorCompiler,
} from "fastify-type-provider-zod";
import type { Config } from "./config.ts";
import type { Database } from "./db/client.ts";
import { absenceAlertsRoutes } from "./modules/absence-alerts/absence-alerts.routes.ts";
import { accountsRoutes } from "./modules/accounts/accounts.routes.ts";
import { administratorsRoutes } from "./modules/administrators/administrators.routes.ts";
import { apiKeysRoutes } from "./modules/api-keys/api-keys.routes.ts";
import { assignmentsRoutes } from "./modules/assignments/assignments.routes.ts";
import { checkInRoutes } from "./modules/attendance/attendance.check-in.routes.ts";
import { attendanceRoutes } from "./modules/attendance/attendance.routes.ts";
import { auditRoutes } from "./modules/audit/audit.routes.ts";
import { authRoutes } from "./modules/auth/auth.routes.ts";
import { brandingRoutes } from "./modules/branding/branding.routes.ts";
import { photoRoutes } from "./modules/branding/photo.routes.ts";
import { calendarRoutes } from "./modules/calendar/calendar.routes.ts";
import { cohortsRoutes } from "./modules/cohorts/cohorts.routes.ts";
import { companiesRoutes } from "./modules/companies/companies.routes.ts";
import { contentRoutes } from "./modules/content/content.routes.ts";
import { frameSources } from "./modules/content/replays.embed.rules.ts";
import { coursesRoutes } from "./modules/courses/courses.routes.ts";
import { dashboardRoutes } from "./modules/dashboard/dashboard.routes.ts";
import { enrolmentsRoutes } from "./modules/enrolments/enrolments.routes.ts";
import { evaluationsRoutes } from "./modules/evaluations/evaluations.routes.ts";
import { eventsRoutes } from "./modules/events/events.routes.ts";
import { filesCheckJob } from "./modules/files/files.check.jobs.ts";
import { healthRoutes } from "./modules/health/health.routes.ts";
import { historyRoutes } from "./modules/history/history.routes.ts";
import { importsRoutes } from "./modules/imports/imports.routes.ts";
import { messageDigestJob } from "./modules/messages/messages.digest.jobs.ts";
import { messagesRoutes } from "./modules/messages/messages.routes.ts";
import { notificationsRoutes } from "./modules/notifications/notifications.routes.ts";
import { retentionJob } from "./modules/privacy/privacy.retention.jobs.ts";
import { privacyRoutes } from "./modules/privacy/privacy.routes.ts";
import { profileRoutes } from "./modules/profile/profile.routes.ts";
import { programmesRoutes } from "./modules/programmes/programmes.routes.ts";
import { proofBundlesRoutes } from "./modules/proof-bundles/proof-bundles.routes.ts";
import { schoolRoutes } from "./modules/school/school.routes.ts";
import { slotsRoutes } from "./modules/slots/slots.routes.ts";
import { ssoRoutes } from "./modules/sso/sso.routes.ts";
import { studentsRoutes } from "./modules/students/students.routes.ts";
import { teachersRoutes } from "./modules/teachers/teachers.routes.ts";
import { usersRoutes } from "./modules/users/users.routes.ts";
import { webhooksJob } from "./modules/webhooks/webhooks.jobs.ts";
import { webhooksRoutes } from "./modules/webhooks/webhooks.routes.ts";
import { whitelistRoutes } from "./modules/whitelist/whitelist.routes.ts";
import { AfterAnswerQueue } from "./platform/after-answer.ts";
import { ApiKeyCallers } from "./platform/api-key-callers.ts";
import { createBlobStore } from "./platform/blob-stores.ts";
import { systemClock } from "./platform/clock.ts";
import { AppError } from "./platform/errors.ts";
import { DatabaseEventBus } from "./platform/events/database-event-bus.ts";
import { type AppDeps, type Module, modulePlugin } from "./platform/fastify.ts";
import { registerGoneClientGuard } from "./platform/gone-clients.ts";
import { loggedUrl } from "./platform/logged-url.ts";
import { createLogger } from "./platform/logger.ts";
import { LoginLimiter } from "./platform/login-limiter.ts";
import { createMailer } from "./platform/mailer.ts";
import { registerMetrics } from "./platform/metrics.ts";
import { openapiTransform, SECURITY_SCHEMES } from "./platform/openapi.ts";
import { registerPermissionHook } from "./platform/permissions.ts";
import { registerRequestScope } from "./platform/process-guard.ts";
import { registerSecurityHeaders } from "./platform/security-headers.ts";
import { SessionCache } from "./platform/session-cache.ts";
import { registerCompression, registerWebAssets } from "./platform/web-assets.ts";
import { readPageDocuments } from "./platform/web-pages.ts";

const modules: Module[] = [
  healthRoutes,
  authRoutes,
  accountsRoutes,
  brandingRoutes,
  apiKeysRoutes,
  ssoRoutes,
  photoRoutes,
  eventsRoutes,
  companiesRoutes,
  messagesRoutes,
  administratorsRoutes,
  usersRoutes,
  profileRoutes,
  privacyRoutes,
  proofBundlesRoutes,
  coursesRoutes,
  enrolmentsRoutes,
  auditRoutes,
  historyRoutes,
  schoolRoutes,
  programmesRoutes,
  cohortsRoutes,
  teachersRoutes,
  studentsRoutes,
  whitelistRoutes,
  importsRoutes,
  slotsRoutes,
  attendanceRoutes,
  checkInRoutes,
  absenceAlertsRoutes,
  evaluationsRoutes,
  assignmentsRoutes,
  contentRoutes,
  calendarRoutes,
  notificationsRoutes,
  dashboardRoutes,
  webhooksRoutes,
  messageDigestJob,
  webhooksJob,
  filesCheckJob,
  retentionJob,
];

/**
 * zod validates and serialises every route. Given as the factories (rather than set once the server
 * is built), Fastify does not load its default compilers (ajv, fast-json-stringify): a fifth of its
 * start-up. Fastify's types expect ajv-shaped factories, hence the cast.
 */
const ZOD_COMPILERS = {
  buildValidator: () => validatorCompiler,
  buildSerializer: () => serializerCompiler,
} as unknown as NonNullable<FastifyServerOptions["schemaController"]>["compilersFactory"];

/** A request id taken from a proxy's `x-request-id` header (anything else gets a fresh one). */
const REQUEST_ID = /^[\w.:-]{1,100}$/;

function sendError(error: AppError) {
  return error.toBody();
}

/**
 * Builds the whole application; the server and the tests both call it (tests may pass their own
 * clock, a limiter that does not really wait, a mailer that keeps what it is given, or a blob store
 * that fails on demand).
 */
export async function buildApp(
  config: Config,
  database: Database,
  overrides: Partial<Pick<AppDeps, "limiter" | "clock" | "mailer" | "bus" | "blobs" | "afterAnswer">> = {},
): Promise<FastifyInstance> {
  const log = config.logLevel === "silent" ? undefined : createLogger(config.logLevel);
  const app = Fastify({
    ...(log ? { loggerInstance: log.logger as FastifyBaseLogger } : { logger: false }),
    // One line per request, once answered (below), instead of Fastify's two.
    logController: new LogController({ disableRequestLogging: true }),
    trustProxy: config.trustProxy,
    bodyLimit: 2 * 1024 * 1024,
    // One id per request, in every log line and sent back as `x-request-id` (a proxy's own id is kept).
    requestIdHeader: false,
    genReqId: (request) => {
      const given = request.headers["x-request-id"];
      return typeof given === "string" && REQUEST_ID.test(given) ? given : randomUUID();
    },
    schemaController: { compilersFactory: ZOD_COMPILERS },
  });
  if (log)
    app.addHook("onClose", (_instance, done) => {
      log.close();
      done();
    });
  registerRequestScope(app);
  registerGoneClientGuard(app);
  app.addHook("onResponse", (request, reply, done) => {
    const { method } = request;
    request.log.info(
      {
        method,
        url: loggedUrl(request.url),
        statusCode: reply.statusCode,
        ms: Math.round(reply.elapsedTime),
      },
      "requête",
    );
    done();
  });

  const hasWeb = existsSync(path.join(config.webDist, "index.html"));
  const pages = hasWeb ? readPageDocuments(config.webDist) : undefined;
  registerSecurityHeaders(app, frameSources(config.peertubeHosts), pages?.inlineScriptSources ?? []);
  await registerCompression(app);

  await app.register(swagger, {
    openapi: {
      info: { title: "Campus Formation API", version: "0.1.0" },
      components: { securitySchemes: SECURITY_SCHEMES },
      security: [{ bearer: [] }],
    },
    transform: openapiTransform,
  });
  await app.register(swaggerUi, {
    routePrefix: "/api/docs",
    staticCSP: true,
    // Swagger UI's own policy is laxer than ours; tighten it to the app's rules.
    transformStaticCSP: (header) =>
      header
        .replace("base-uri 'self'", "base-uri 'none'")
        .replace("frame-ancestors 'self'", "frame-ancestors 'none'")
        .replace(" validator.swagger.io", "")
        .replaceAll(" https:", ""),
  });

  app.setErrorHandler((error, request, reply) => {
    // A download that failed before its first byte had set its file's headers: the error is JSON.
    reply.removeHeader("Content-Disposition").removeHeader("Content-Length");
    reply.type("application/json; charset=utf-8");
    if (error instanceof AppError) return reply.status(error.status).send(sendError(error));
    if (hasZodFastifySchemaValidationErrors(error)) {
      const details = error.validation.map((issue) => ({
        field:
          issue.instancePath.replace(/^\//, "").replaceAll("/", ".") || String(issue.params?.issue ?? ""),
        message: issue.message ?? "Valeur invalide",
      }));
      return reply
        .status(400)
        .send(sendError(new AppError("VALIDATION", { field: details[0]?.field, details })));
    }
    const status = (error as { statusCode?: number }).statusCode ?? 500;
    if (status === 413) return reply.status(413).send(sendError(new AppError("TOO_LARGE")));
    if (status >= 400 && status < 500) {
      return reply.status(status).send(sendError(new AppError("VALIDATION")));
    }
    request.log.error(error);
    return reply.status(500).send(sendError(new AppError("INTERNAL")));
  });

  const clock = overrides.clock ?? systemClock;
  let bus = overrides.bus;
  if (!bus) {
    const databaseBus = new DatabaseEventBus(database, clock);
    await databaseBus.start();
    bus = databaseBus;
  }
  const sessions = new SessionCache(database, clock, { ttlMs: config.sessionCacheMs, maxEntries: 50_000 });
  await sessions.start();
  app.addHook("onClose", () => sessions.close());
  const deps: AppDeps = {
    db: database.db,
    dbKind: database.kind,
    config,
    limiter:
      overrides.limiter ??
      new LoginLimiter(database.db, {
        maxPerMinute: config.loginMaxFailuresPerMinute,
        maxPerAddress: config.loginMaxFailuresPerAddress,
      }),
    blobs: overrides.blobs ?? (await createBlobStore(config)),
    clock,
    bus,
    mailer: overrides.mailer ?? createMailer(config.mail, config.dataDir, app.log),
    sessions,
    afterAnswer: overrides.afterAnswer ?? new AfterAnswerQueue(app.log),
  };
  // The jobs queued are done before the bus and the mailer close.
  app.addHook("onClose", () => deps.afterAnswer.idle());
  app.addHook("onClose", () => deps.bus.close());
  app.addHook("onClose", async () => deps.mailer.close());
  const keys = new ApiKeyCallers(database.db, clock, {
    ttlMs: config.sessionCacheMs,
    requestsPerMinute: config.apiKeyRequestsPerMinute,
    maxEntries: 10_000,
  });
  // A revoked key (notified with its id), its creator's account changed, or any administrator's write.
  sessions.follow((id) => (id === null ? keys.clear() : keys.drop(id)));
  registerPermissionHook(app, { sessions, keys });
  registerMetrics(app, config.metricsToken, { database, cachedSessions: () => sessions.size });
  for (const module of modules) await app.register(modulePlugin(module), deps);

  if (hasWeb) {
    await registerWebAssets(app, config.webDist);
  }
  app.setNotFoundHandler((request, reply) => {
    if (request.method === "GET" && !request.url.startsWith("/api") && pages) {
      const { html, etag } = pages.documentFor(request.url);
      reply.type("text/html; charset=utf-8").header("Cache-Control", "no-cache").header("ETag", etag);
      return request.headers["if-none-match"] === etag ? reply.status(304).send() : reply.send(html);
    }
    // A page's form the browser sent itself (before the page's script ran): the page again, not an API error.
    if (request.method === "POST" && !request.url.startsWith("/api") && pages) {
      return reply.redirect(request.url, 303);
    }
    return reply.status(404).send(sendError(new AppError("NOT_FOUND")));
  });

  return app;
}
