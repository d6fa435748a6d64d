import path from "node:path";
import { vanillaExtractPlugin } from "@vanilla-extract/vite-plugin";
import { defineConfig } from "vitest/config";
import { scaled } from "./tests/time-scale";

const alias = { "~": path.resolve(__dirname, "app") };

export default defineConfig({
  plugins: [vanillaExtractPlugin()],
  resolve: { alias },
  test: {
    projects: [
      {
        plugins: [vanillaExtractPlugin()],
        resolve: { alias },
        test: {
          name: "unit",
          // the two projects have their own worker counts: vitest runs them as groups, unit first
          sequence: { groupOrder: 0 },
          include: ["app/**/*.unit.test.ts", "app/**/*.unit.test.tsx", "scripts/**/*.unit.test.ts"],
          environment: "node",
          // the unit files share their workers' module graph instead of importing it again per file: they are
          // pure (no database, no module state a file changes; the one with fake timers restores them after
          // each test), and importing per file was three quarters of their CPU (125 → 39 CPU-s, session 45)
          isolate: false,
        },
      },
      {
        resolve: { alias },
        test: {
          name: "integration",
          sequence: { groupOrder: 1 },
          include: ["tests/integration/**/*.int.test.ts"],
          environment: "node",
          globalSetup: ["tests/integration/global-setup.ts"],
          // each file on a copy of the run's migrated template, with a storage directory of its own
          setupFiles: ["tests/integration/own-database.ts"],
          // stretched by TEST_TIME_SCALE under npm test, which runs them beside the browser tests (tests/time-scale.ts)
          testTimeout: scaled(60_000),
          hookTimeout: scaled(120_000),
          // each file owns its database and storage, so files run side by side: most of their time is
          // spent waiting on PostgreSQL, Chromium or a child process, not on a core
          pool: "forks",
          maxWorkers: Number(process.env.INTEGRATION_WORKERS ?? 3),
        },
      },
    ],
  },
});
