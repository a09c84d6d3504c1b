import { fileURLToPath } from "node:url";
import { defineConfig } from "vitest/config";

export default defineConfig({
  test: {
    projects: [
      {
        test: {
          name: "api",
          root: "apps/api",
          include: ["src/**/*.test.ts"],
          // Tests of several server processes on one PostgreSQL run in CI's PostgreSQL pass only (never skipped:
          // a skipped test counts as a failure in the summary).
          exclude: process.env.TEST_DATABASE_URL
            ? []
            : ["src/**/*.processes.test.ts", "src/**/*.postgres.test.ts"],
          environment: "node",
          testTimeout: 60_000,
          hookTimeout: 120_000,
          pool: "forks",
          globalSetup: [fileURLToPath(new URL("./apps/api/src/test/pglite-template.ts", import.meta.url))],
        },
      },
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
