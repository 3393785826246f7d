import { tmpdir } from "node:os";
import path from "node:path";
import { defineConfig } from "vitest/config";
import { behaviourScripts } from "./scripts/behaviour-scripts-plugin.ts";

// The CLIs the tests run as child processes (scripts/enquiries.ts, scripts/staff.ts) compile the
// same TypeScript each time: Node's compile cache keeps it between runs (it is keyed by content).
process.env.NODE_COMPILE_CACHE ||= path.join(tmpdir(), "vps-node-compile-cache");

export default defineConfig({
  // root.tsx reads the behaviour modules' URLs from a virtual module (decision 0019).
  plugins: [behaviourScripts(import.meta.dirname)],
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
    // Vitest's default on two cores is one worker (cores - 1). Many files wait on a child process
    // (PostgreSQL, the CLIs, Biome) or on password hashing: two workers keep both cores busy.
    maxWorkers: 2,
    // A worker keeps its modules from one test file to the next instead of importing them again
    // for each of the 137 files: 64 s became 46 s on a quiet two-core machine (2026-11-27). No test
    // replaces a module or leaves a global changed, and the suite passed in shuffled orders of
    // files and tests (--sequence.shuffle.files --sequence.shuffle.tests, several seeds).
    isolate: false,
    // Several tests start a process (Biome, the CLI, PostgreSQL, an SMTP server) or draw a map:
    // on a two-core machine that is building something else they take several times their quiet
    // time, and Vitest's 5 s default failed them there. A test that hangs still fails.
    testTimeout: 60_000,
    hookTimeout: 120_000,
  },
});
