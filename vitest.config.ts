import { fileURLToPath } from "node:url";
import { defineConfig } from "vitest/config";

const alias = { "~": fileURLToPath(new URL("./app", import.meta.url)) };

export default defineConfig({
  resolve: { alias },
  test: {
    // Every core runs a test file (vitest's default leaves one free: on CI's 2 cores that is one file at a time, and an
    // integration file spends much of its time waiting on workerd, the database server and queue timers).
    maxWorkers: "100%",
    projects: [
      {
        resolve: { alias },
        test: {
          name: "unit",
          include: ["app/**/*.test.{ts,tsx}", "db/**/*.test.ts", "workers/**/*.test.ts", "tests/toolchain/**/*.test.ts"],
          environment: "node",
          // No test mocks modules or globals: the files of one worker share their imports instead of loading them again.
          isolate: false,
        },
      },
      {
        resolve: { alias },
        test: {
          name: "integration",
          include: ["tests/integration/**/*.test.ts"],
          environment: "node",
          // One migrated and seeded template database per run, copied per test file (tests/support/template-db.ts).
          globalSetup: ["tests/support/template-db.ts"],
          // As in unit: each file starts its own worker and database; only the Node-side imports are shared.
          isolate: false,
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
      // `npm run bench:fediverse` only (docs/bench.md): the publish to 5,000 followers, on the integration tests' worker.
      ...(process.env.BENCH === "fediverse"
        ? [
            {
              resolve: { alias },
              test: {
                name: "bench",
                include: ["scripts/bench/fediverse.bench-run.ts"],
                environment: "node",
                globalSetup: ["tests/support/template-db.ts"],
                testTimeout: 360_000,
                hookTimeout: 120_000,
              },
            },
          ]
        : []),
    ],
  },
});
