import { createHash } from "node:crypto";
import { isIP } from "node:net";
import path from "node:path";
import { z } from "zod";
import type { MailSettings } from "./platform/mailer.ts";
import type { S3Settings } from "./platform/s3-blob-store.ts";

/**
 * Whom to believe in `X-Forwarded-For`: nobody (`false`, the default), every hop (`true`: only when
 * nothing but the proxy can reach the server), or the proxies' addresses/CIDRs (Fastify's own
 * hop-count form trusts nobody, so it is not offered).
 */
const trustProxySchema = z
  .string()
  .optional()
  .transform((value, context): boolean | string[] => {
    const text = (value ?? "").trim();
    if (text === "" || text === "false" || text === "0") return false;
    if (text === "true" || text === "1") return true;
    const addresses = text.split(",").map((part) => part.trim());
    const isAddress = (part: string) => {
      const [ip, bits, ...rest] = part.split("/");
      return rest.length === 0 && isIP(ip ?? "") !== 0 && (bits === undefined || /^\d{1,3}$/.test(bits));
    };
    if (addresses.every(isAddress)) return addresses;
    context.addIssue({
      code: "custom",
      message: "TRUST_PROXY: false, true, or proxy addresses/CIDRs separated by commas",
    });
    return z.NEVER;
  });

/**
 * The statements each PostgreSQL connection keeps prepared unless told otherwise (db/prepared-statements.ts):
 * none. A generic plan estimates every company at the average one, and companies differ a hundredfold
 * (the small company's account count: 0.7 ms with its own plan, 86 ms with the generic one).
 */
export const DEFAULT_PREPARED_STATEMENTS = 0;

const envSchema = z.object({
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().default("0.0.0.0"),
  DATA_DIR: z.string().default("./data"),
  DATABASE_URL: z.string().url().optional(),
  DATABASE_PREPARED_STATEMENTS: z.coerce
    .number()
    .int()
    .min(0)
    .max(10_000)
    .default(DEFAULT_PREPARED_STATEMENTS),
  TRUST_PROXY: trustProxySchema,
  SEED_DEMO: z.enum(["true", "false"]).default("true"),
  DEFAULT_TEACHER_PASSWORD: z.string().min(8).default("Bienvenue2026!"),
  SESSION_DAYS: z.coerce.number().positive().default(5),
  LOGIN_MAX_FAILURES_PER_MINUTE: z.coerce.number().int().positive().default(10),
  LOGIN_MAX_FAILURES_PER_ADDRESS: z.coerce.number().int().positive().default(100),
  SHUTDOWN_TIMEOUT_SECONDS: z.coerce.number().positive().default(10),
  WEB_DIST: z.string().optional(),
  LOG_LEVEL: z.enum(["fatal", "error", "warn", "info", "debug", "trace", "silent"]).default("info"),
  /** PeerTube instances whose videos replays may embed (host names, comma-separated); others are linked. */
  PEERTUBE_HOSTS: z
    .string()
    .default("")
    .transform((value) =>
      value
        .split(",")
        .map((host) => host.trim().toLowerCase())
        .filter((host) => /^[a-z0-9.-]+(:\d+)?$/.test(host)),
    ),
  REPLAY_VIDEO_MAX_MB: z.coerce.number().positive().max(1024).default(1024),
  UPLOAD_MAX_MB: z.coerce.number().positive().max(2000).default(20),
  S3_BUCKET: z.string().optional(),
  S3_ENDPOINT: z.url({ protocol: /^https?$/ }).optional(),
  S3_REGION: z.string().default("us-east-1"),
  S3_ACCESS_KEY_ID: z.string().optional(),
  S3_SECRET_ACCESS_KEY: z.string().optional(),
  S3_FORCE_PATH_STYLE: z.enum(["true", "false"]).default("false"),
  S3_TIMEOUT_SECONDS: z.coerce.number().positive().max(600).default(30),
  SMTP_URL: z.url({ protocol: /^smtps?$/ }).optional(),
  MAIL_FROM: z.string().min(3).default("Campus Formation <no-reply@campus.local>"),
  MESSAGE_DIGEST_HOURS: z.coerce
    .number()
    .min(0)
    .max(24 * 31)
    .default(0),
  PUBLIC_URL: z.url({ protocol: /^https?$/ }).default("http://localhost:3000"),
  SESSION_CACHE_SECONDS: z.coerce.number().min(0).max(300).default(120),
  API_KEY_REQUESTS_PER_MINUTE: z.coerce.number().int().min(1).max(1_000_000).default(600),
  METRICS_TOKEN: z.string().min(16).max(200).optional(),
  /** Encrypts the companies' single sign-on client secrets at rest (any text of 32 characters or more). */
  SSO_SECRET_KEY: z.string().min(32).optional(),
  /** A provider on this machine over plain HTTP (the browser tests'); never in production. */
  SSO_ALLOW_HTTP_LOOPBACK: z.enum(["true", "false"]).default("false"),
  WEBHOOK_ALLOW_LOOPBACK: z.enum(["true", "false"]).default("false"),
  WEBHOOK_WORKER: z.enum(["true", "false"]).default("true"),
});

export type Config = {
  port: number;
  host: string;
  dataDir: string;
  databaseUrl: string | undefined;
  /** PostgreSQL: the statements each connection keeps prepared (0: none). */
  databasePreparedStatements: number;
  trustProxy: boolean | string[];
  seedDemo: boolean;
  defaultTeacherPassword: string;
  sessionMs: number;
  loginMaxFailuresPerMinute: number;
  loginMaxFailuresPerAddress: number;
  /** How long a stopping server lets the requests in flight finish. */
  shutdownTimeoutMs: number;
  webDist: string;
  logLevel: string;
  /** Largest uploaded file, in bytes. */
  uploadMaxBytes: number;
  /** PeerTube hosts replays may embed (CSP frame-src); videos elsewhere are links. */
  peertubeHosts: string[];
  replayVideoMaxBytes: number;
  /** The S3-compatible store of the files, when S3_BUCKET is set (else DATA_DIR/files). */
  s3: S3Settings | undefined;
  mail: MailSettings;
  /** Unread messages older than this get an e-mail digest, at most one per person per period; 0: no digest. */
  messageDigestHours: number;
  /** The address of the web app as users reach it, for the links in e-mails (no trailing slash). */
  publicUrl: string;
  /** How long a process believes a resolved session without asking the database (0: every request asks). */
  sessionCacheMs: number;
  /** Requests a minute one API key may make, in each server process (beyond: 429). */
  apiKeyRequestsPerMinute: number;
  /** The bearer token of `GET /metrics`; without it the route answers 404. */
  metricsToken: string | undefined;
  /**
   * The AES-256 key of the single sign-on client secrets (SHA-256 of `SSO_SECRET_KEY`); without it, one
   * derived from the database's address so that the demo starts unconfigured (`ssoSecretKeyIsDefault`).
   */
  ssoSecretKey: Buffer;
  ssoSecretKeyIsDefault: boolean;
  /** Single sign-on issuers must use HTTPS, but on this machine (127.0.0.1, localhost) when this is set. */
  ssoAllowHttpLoopback: boolean;
  /** Webhooks may reach 127.0.0.1 and ::1, over http too (tests and benchmarks only; never in production). */
  webhookAllowLoopback: boolean;
  /** Whether this process sends the webhooks' deliveries (false: another process does, or a test drives it). */
  webhookWorker: boolean;
};

/** Reads and validates the environment once; a bad value stops the server with a clear message. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  // An empty variable means "not set" (e.g. `DATABASE_URL= npm start`).
  const present = Object.fromEntries(Object.entries(env).filter(([, value]) => value !== ""));
  const parsed = envSchema.safeParse(present);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((issue) => `  ${issue.path.join(".")}: ${issue.message}`);
    throw new Error(`Configuration invalide:\n${lines.join("\n")}`);
  }
  const e = parsed.data;
  return {
    port: e.PORT,
    host: e.HOST,
    dataDir: path.resolve(e.DATA_DIR),
    databaseUrl: e.DATABASE_URL,
    databasePreparedStatements: e.DATABASE_PREPARED_STATEMENTS,
    trustProxy: e.TRUST_PROXY,
    seedDemo: e.SEED_DEMO === "true",
    defaultTeacherPassword: e.DEFAULT_TEACHER_PASSWORD,
    sessionMs: e.SESSION_DAYS * 24 * 60 * 60 * 1000,
    loginMaxFailuresPerMinute: e.LOGIN_MAX_FAILURES_PER_MINUTE,
    loginMaxFailuresPerAddress: e.LOGIN_MAX_FAILURES_PER_ADDRESS,
    shutdownTimeoutMs: e.SHUTDOWN_TIMEOUT_SECONDS * 1000,
    webDist: path.resolve(e.WEB_DIST ?? new URL("../../web/dist", import.meta.url).pathname),
    logLevel: e.LOG_LEVEL,
    uploadMaxBytes: Math.floor(e.UPLOAD_MAX_MB * 1024 * 1024),
    peertubeHosts: e.PEERTUBE_HOSTS,
    replayVideoMaxBytes: Math.floor(e.REPLAY_VIDEO_MAX_MB * 1024 * 1024),
    s3: e.S3_BUCKET
      ? {
          bucket: e.S3_BUCKET,
          endpoint: e.S3_ENDPOINT,
          region: e.S3_REGION,
          accessKeyId: e.S3_ACCESS_KEY_ID,
          secretAccessKey: e.S3_SECRET_ACCESS_KEY,
          forcePathStyle: e.S3_FORCE_PATH_STYLE === "true",
          timeoutMs: e.S3_TIMEOUT_SECONDS * 1000,
        }
      : undefined,
    mail: { smtpUrl: e.SMTP_URL, from: e.MAIL_FROM },
    messageDigestHours: e.MESSAGE_DIGEST_HOURS,
    publicUrl: e.PUBLIC_URL.replace(/\/+$/, ""),
    sessionCacheMs: e.SESSION_CACHE_SECONDS * 1000,
    apiKeyRequestsPerMinute: e.API_KEY_REQUESTS_PER_MINUTE,
    metricsToken: e.METRICS_TOKEN,
    ssoSecretKey: createHash("sha256")
      .update(e.SSO_SECRET_KEY ?? `campus-sso-default:${e.DATABASE_URL ?? path.resolve(e.DATA_DIR)}`)
      .digest(),
    ssoSecretKeyIsDefault: e.SSO_SECRET_KEY === undefined,
    ssoAllowHttpLoopback: e.SSO_ALLOW_HTTP_LOOPBACK === "true",
    webhookAllowLoopback: e.WEBHOOK_ALLOW_LOOPBACK === "true",
    webhookWorker: e.WEBHOOK_WORKER === "true",
  };
}
