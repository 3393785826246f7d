/**
 * The transformer passport at scale: seeds 500 customers, 5,000 units and 100,000 test records
 * (scripts/seed-passport.ts; one unit has 40 samples), starts the built server on that data and
 * measures the customer's fleet page, the unit page with 40 samples and its charts, and the
 * console's due list: p50 and p99 at 10 connections (autocannon). Needs `npm run build` first.
 *
 *   node bench/passport.ts                          SQLite in a fresh DATA_DIR
 *   DATABASE_URL=postgres://… node bench/passport.ts   an empty PostgreSQL database
 */
import { execFileSync } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { freePort, projectRoot, spawnServer } from "#tests/e2e/spawn-server.ts";
import { load } from "./load.ts";

const seconds = Number(process.env.BENCH_SECONDS ?? 10);
const dataDir = mkdtempSync(path.join(os.tmpdir(), "passport-bench-"));
const env = { ...process.env, DATA_DIR: dataDir, LOG_LEVEL: "silent" };

function run(args: string[], extra: Record<string, string> = {}) {
  return execFileSync(process.execPath, args, {
    cwd: projectRoot,
    env: { ...env, ...extra },
    encoding: "utf8",
    stdio: ["ignore", "pipe", "inherit"],
  });
}

const seeded = performance.now();
const seedOutput = run(["scripts/seed-passport.ts"]);
const made = JSON.parse(seedOutput.trim().split("\n").at(-1) ?? "{}") as {
  fleetPath: string;
  firstAsset: number;
  records: number;
};
console.log(
  `seeded ${made.records} test records in ${((performance.now() - seeded) / 1000).toFixed(0)} s`,
);

const email = `bench-${Date.now()}@vidyut.example`;
const password = "correct horse battery staple";
run(["scripts/staff.ts", "add", email, "--name", "Bench", "--role", "staff"], {
  STAFF_PASSWORD: password,
});

const port = await freePort();
const origin = `http://127.0.0.1:${port}`;
const server = await spawnServer(port, {
  DATA_DIR: dataDir,
  LOG_LEVEL: "silent",
  ...(process.env.DATABASE_URL ? { DATABASE_URL: process.env.DATABASE_URL } : {}),
});
try {
  const login = await fetch(`${origin}/staff/login`);
  const loginCookie = login.headers
    .getSetCookie()
    .map((cookie) => cookie.split(";")[0])
    .join("; ");
  const csrf = /name="csrf" value="([^"]+)"/.exec(await login.text())?.[1] ?? "";
  const signedIn = await fetch(`${origin}/staff/login`, {
    method: "POST",
    redirect: "manual",
    headers: { "content-type": "application/x-www-form-urlencoded", origin, cookie: loginCookie },
    body: new URLSearchParams({ csrf, email, password, next: "/staff/due" }),
  });
  const cookie = signedIn.headers
    .getSetCookie()
    .map((line) => line.split(";")[0])
    .join("; ");
  const targets = [
    ["fleet page (10 units)", made.fleetPath, {}],
    ["unit page, 40 samples", `${made.fleetPath}/units/${made.firstAsset}`, {}],
    ["console due list", "/staff/due", { cookie }],
  ] as const;
  const rows: string[] = [];
  for (const [name, target, headers] of targets) {
    const check = await fetch(`${origin}${target}`, { headers });
    if (check.status !== 200) throw new Error(`${target} answered ${check.status}`);
    await load(name, `${origin}${target}`, 2, { connections: 10, headers: { ...headers } });
    const result = await load(name, `${origin}${target}`, seconds, {
      connections: 10,
      headers: { "accept-encoding": "br, gzip", ...headers },
    });
    rows.push(
      `| ${name} | ${result.p50Ms} | ${result.p99Ms} | ${result.requestsPerSecond} | ${result.non2xx + result.errors} |`,
    );
  }
  console.log(
    `\n${process.env.DATABASE_URL ? "PostgreSQL" : "SQLite"}, 10 connections, ${seconds} s each\n`,
  );
  console.log("| page | p50 ms | p99 ms | req/s | errors |\n|---|---|---|---|---|");
  console.log(rows.join("\n"));
} finally {
  server.kill("SIGTERM");
  rmSync(dataDir, { recursive: true, force: true });
}
