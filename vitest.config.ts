import { availableParallelism } from "node:os";
import { fileURLToPath } from "node:url";
import { defineConfig } from "vitest/config";

/**
 * API test files that need a process of their own: they reach module-level state that another file of
 * the same worker would share (each says why at its top). Every other API file shares its worker's
 * module graph (loaded once: about 2 s a file saved).
 */
const ISOLATED_API_FILES: string[] = [];

const apiProject = (name: string, isolate: boolean) => ({
  test: {
    name,
    root: "apps/api",
    include: isolate ? ISOLATED_API_FILES : ["src/**/*.test.ts"],
    // Tests of several server processes on one PostgreSQL run in CI's PostgreSQL pass only (never skipped:
    // a skipped test counts as a failure in the summary).
    exclude: [
      ...(isolate ? [] : ISOLATED_API_FILES),
      ...(process.env.TEST_DATABASE_URL ? [] : ["src/**/*.processes.test.ts", "src/**/*.postgres.test.ts"]),
    ],
    environment: "node",
    testTimeout: 60_000,
    hookTimeout: 120_000,
    pool: "forks" as const,
    isolate,
    globalSetup: [fileURLToPath(new URL("./apps/api/src/test/database-templates.ts", import.meta.url))],
  },
});

export default defineConfig({
  test: {
    // One worker per core (Vitest's default leaves one core free: a single worker on two cores).
    maxWorkers: Number(process.env.VITEST_MAX_WORKERS ?? availableParallelism()),
    projects: [
      apiProject("api", false),
      ...(ISOLATED_API_FILES.length > 0 ? [apiProject("api-isolated", true)] : []),
      "apps/web/vite.config.ts",
      {
        test: {
          name: "contracts",
          root: "packages/contracts",
          include: ["src/**/*.test.ts"],
          environment: "node",
        },
      },
    ],
  },
});
