/**
 * The transformer passport at scale, on SQLite and on PostgreSQL: 500 customers, 5,000 units and
 * 100,000 test records (scripts/seed-passport.ts; one unit has 40 samples), the built server
 * started on each, and the customer's fleet page, the unit page with 40 samples and its charts,
 * and the console's due list measured at 10 connections (autocannon): p50, p99, requests, and the
 * server process's CPU time per request (from /proc). The "cold" unit row cycles through 200 unit
 * pages of 20 customers (bench/passport-links.ts), more than the render cache keeps, so each is
 * rendered anew.
 * Needs `npm run build` first (`npm run bench:passport` does both).
 *
 * The data sets are seeded once into PASSPORT_BENCH_DIR (default: <tmp>/passport-bench) and
 * reused by later runs; delete the folder to seed again. The server applies any newer migration
 * when it starts, as a deployment would.
 *
 *   node bench/passport.ts                       both databases
 *   BENCH_DATABASES=sqlite node bench/passport.ts   one (sqlite or postgres)
 *   BENCH_SECONDS=10                             measured seconds per page (default 10)
 */
import { execFileSync } from "node:child_process";
import { existsSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import type autocannon from "autocannon";
import { freePort, projectRoot, spawnServer } from "#tests/e2e/spawn-server.ts";
import { type BenchPostgres, ensureDatabase, startBenchPostgres } from "./bench-postgres.ts";
import { type LoadResult, load } from "./load.ts";

const seconds = Number(process.env.BENCH_SECONDS ?? 10);
const folder = path.resolve(
  process.env.PASSPORT_BENCH_DIR ?? path.join(os.tmpdir(), "passport-bench"),
);
const databases = (process.env.BENCH_DATABASES ?? "sqlite,postgres")
  .split(",")
  .filter((name): name is "sqlite" | "postgres" => name === "sqlite" || name === "postgres");
const staff = { email: "bench@vidyut.example", password: "correct horse battery staple" };

/** What a seeding left behind: the first customer's fleet path and the unit with 40 samples. */
type Seeded = { fleetPath: string; firstAsset: number; records: number; seedSeconds: number };

function run(args: string[], env: Record<string, string>) {
  return execFileSync(process.execPath, args, {
    cwd: projectRoot,
    env: { ...process.env, LOG_LEVEL: "silent", ...env },
    encoding: "utf8",
    stdio: ["ignore", "pipe", "inherit"],
  });
}

/** Seeds the data set and a staff account into the database `env` names, once. */
function seedOnce(marker: string, env: Record<string, string>): Seeded {
  if (existsSync(marker)) return JSON.parse(readFileSync(marker, "utf8")) as Seeded;
  const started = performance.now();
  const output = run(["scripts/seed-passport.ts"], env);
  const made = JSON.parse(output.trim().split("\n").at(-1) ?? "{}") as Omit<Seeded, "seedSeconds">;
  const seeded = { ...made, seedSeconds: Math.round((performance.now() - started) / 100) / 10 };
  run(["scripts/staff.ts", "add", staff.email, "--name", "Bench", "--role", "staff"], {
    ...env,
    STAFF_PASSWORD: staff.password,
  });
  writeFileSync(marker, `${JSON.stringify(seeded)}\n`);
  console.log(`seeded ${seeded.records} test records in ${seeded.seedSeconds} s`);
  return seeded;
}

async function signIn(origin: string): Promise<string> {
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
    body: new URLSearchParams({ csrf, ...staff, next: "/staff/due" }),
  });
  return signedIn.headers
    .getSetCookie()
    .map((line) => line.split(";")[0])
    .join("; ");
}

type Row = { page: string; database: string; result: LoadResult; cpuMs: number | null };

/** The CPU time (user + system) a process has used, in ms; null where /proc is not there. */
function cpuOf(pid: number | undefined): number | null {
  try {
    const fields = readFileSync(`/proc/${pid}/stat`, "utf8").split(") ")[1]?.split(" ") ?? [];
    // utime and stime are fields 14 and 15 of stat(5), in clock ticks (100 a second on Linux).
    return ((Number(fields[11]) + Number(fields[12])) * 1000) / 100;
  } catch {
    return null;
  }
}

/** The unit pages of the cold row, made once per data set. */
function coldPaths(marker: string, env: Record<string, string>): string[] {
  if (!existsSync(marker)) {
    const output = run(["bench/passport-links.ts", "20"], env);
    writeFileSync(marker, `${output.trim().split("\n").at(-1)}\n`);
  }
  return (JSON.parse(readFileSync(marker, "utf8")) as { paths: string[] }).paths;
}

async function measure(database: string, env: Record<string, string>, seeded: Seeded) {
  const cold = coldPaths(path.join(env.DATA_DIR ?? folder, "cold.json"), env);
  const port = await freePort();
  const origin = `http://127.0.0.1:${port}`;
  const server = await spawnServer(port, { ...env, LOG_LEVEL: "silent" });
  const rows: Row[] = [];
  try {
    const cookie = await signIn(origin);
    const targets = [
      ["fleet page (10 units)", seeded.fleetPath, {}],
      ["unit page, 40 samples", `${seeded.fleetPath}/units/${seeded.firstAsset}`, {}],
      ["console due list", "/staff/due", { cookie }],
      ["unit page, cold (200 units in turn)", cold[0] ?? "", {}],
    ] as const;
    for (const [page, target, headers] of targets) {
      const check = await fetch(`${origin}${target}`, { headers });
      if (check.status !== 200) throw new Error(`${database}: ${target} answered ${check.status}`);
      let turn = 0;
      // The cold row asks for the next of its pages on every request.
      const requests: autocannon.Request[] | undefined =
        target === cold[0]
          ? [
              {
                setupRequest: (request) => ({
                  ...request,
                  path: cold[turn++ % cold.length] ?? target,
                }),
              },
            ]
          : undefined;
      await load(page, `${origin}${target}`, 2, {
        connections: 10,
        headers: { ...headers },
        ...(requests && { requests }),
      });
      const before = cpuOf(server.pid);
      const result = await load(page, `${origin}${target}`, seconds, {
        connections: 10,
        headers: { "accept-encoding": "br, gzip", ...headers },
        ...(requests && { requests }),
      });
      const after = cpuOf(server.pid);
      const answered = result.total - result.non2xx - result.errors;
      const cpuMs =
        before === null || after === null || answered === 0
          ? null
          : Math.round(((after - before) / answered) * 10) / 10;
      rows.push({ page, database, result, cpuMs });
    }
  } finally {
    server.kill("SIGTERM");
  }
  return rows;
}

mkdirSync(folder, { recursive: true });
const rows: Row[] = [];
for (const database of databases) {
  if (database === "sqlite") {
    const env = { DATA_DIR: path.join(folder, "sqlite") };
    mkdirSync(env.DATA_DIR, { recursive: true });
    rows.push(
      ...(await measure("SQLite", env, seedOnce(path.join(env.DATA_DIR, "seeded.json"), env))),
    );
    continue;
  }
  let postgres: BenchPostgres | undefined;
  try {
    postgres = await startBenchPostgres(path.join(folder, "postgres"));
    await ensureDatabase(postgres, "passport");
    const env = {
      DATA_DIR: path.join(folder, "postgres-app"),
      DATABASE_URL: postgres.url("passport"),
    };
    mkdirSync(env.DATA_DIR, { recursive: true });
    const seeded = seedOnce(path.join(env.DATA_DIR, "seeded.json"), env);
    rows.push(...(await measure("PostgreSQL", env, seeded)));
  } finally {
    await postgres?.stop();
  }
}

console.log(
  `\nPassport at 500 customers / 5,000 units / 100,000 records, 10 connections, ${seconds} s per page; ` +
    `${os.cpus().length} × ${os.cpus()[0]?.model ?? "CPU"}, load average ${os
      .loadavg()
      .map((value) => value.toFixed(1))
      .join(" ")}\n`,
);
console.log(
  "| page | database | p50 ms | p99 ms | requests | errors | server CPU ms per request |\n|---|---|---|---|---|---|---|",
);
for (const { page, database, result, cpuMs } of rows)
  console.log(
    `| ${page} | ${database} | ${result.p50Ms} | ${result.p99Ms} | ${result.total} | ${result.non2xx + result.errors} | ${cpuMs ?? "–"} |`,
  );
