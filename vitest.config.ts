import path from "node:path";
import { vanillaExtractPlugin } from "@vanilla-extract/vite-plugin";
import { defineConfig } from "vitest/config";

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
          include: ["app/**/*.unit.test.ts", "app/**/*.unit.test.tsx", "scripts/**/*.unit.test.ts"],
          environment: "node",
        },
      },
      {
        resolve: { alias },
        test: {
          name: "integration",
          include: ["tests/integration/**/*.int.test.ts"],
          environment: "node",
          globalSetup: ["tests/integration/global-setup.ts"],
          testTimeout: 60_000,
          hookTimeout: 120_000,
          // one fork: tests share one database per run and some measure concurrency
          pool: "forks",
          maxWorkers: 1,
          fileParallelism: false,
        },
      },
    ],
  },
});
