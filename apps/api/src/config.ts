import path from "node:path";
import { z } from "zod";

const booleanish = z
  .enum(["true", "false", "1", "0", ""])
  .optional()
  .transform((value) => value === "true" || value === "1");

const envSchema = z.object({
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().default("0.0.0.0"),
  DATA_DIR: z.string().default("./data"),
  DATABASE_URL: z.string().url().optional(),
  TRUST_PROXY: booleanish,
  SEED_DEMO: z.enum(["true", "false"]).default("true"),
  DEFAULT_TEACHER_PASSWORD: z.string().min(8).default("Bienvenue2026!"),
  SESSION_DAYS: z.coerce.number().positive().default(5),
  LOGIN_MAX_FAILURES_PER_MINUTE: z.coerce.number().int().positive().default(10),
  WEB_DIST: z.string().optional(),
  LOG_LEVEL: z.enum(["fatal", "error", "warn", "info", "debug", "trace", "silent"]).default("info"),
});

export type Config = {
  port: number;
  host: string;
  dataDir: string;
  databaseUrl: string | undefined;
  trustProxy: boolean;
  seedDemo: boolean;
  defaultTeacherPassword: string;
  sessionMs: number;
  loginMaxFailuresPerMinute: number;
  webDist: string;
  logLevel: string;
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
    trustProxy: e.TRUST_PROXY,
    seedDemo: e.SEED_DEMO === "true",
    defaultTeacherPassword: e.DEFAULT_TEACHER_PASSWORD,
    sessionMs: e.SESSION_DAYS * 24 * 60 * 60 * 1000,
    loginMaxFailuresPerMinute: e.LOGIN_MAX_FAILURES_PER_MINUTE,
    webDist: path.resolve(e.WEB_DIST ?? new URL("../../web/dist", import.meta.url).pathname),
    logLevel: e.LOG_LEVEL,
  };
}
