import { defineConfig } from "vitest/config";

export default defineConfig({
  resolve: { tsconfigPaths: true },
  test: {
    include: [
      "app/**/*.test.{ts,tsx}",
      "server/**/*.test.ts",
      "scripts/**/*.test.ts",
      "tests/unit/**/*.test.ts",
    ],
    environment: "node",
    // One PostgreSQL server for the run; each file makes its own databases on it.
    globalSetup: ["tests/support/postgres-global-setup.ts"],
    // Several tests start a process (Biome, the CLI, PostgreSQL, an SMTP server) or draw a map:
    // on a two-core machine that is building something else they take several times their quiet
    // time, and Vitest's 5 s default failed them there. A test that hangs still fails.
    testTimeout: 60_000,
    hookTimeout: 120_000,
  },
});
