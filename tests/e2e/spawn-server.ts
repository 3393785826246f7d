import { type ChildProcess, spawn } from "node:child_process";
import { readFileSync } from "node:fs";
import path from "node:path";
import { serverEnvironment, serverNodeFlags } from "../../server/memory.ts";

export const projectRoot = path.join(import.meta.dirname, "../..");

/** How every test starts the production server: as `npm run serve` does. */
export const serverArgs = [...serverNodeFlags, "server/start.ts"];

/**
 * Starts the production server on `port` with extra settings and waits until /healthz answers:
 * up to 30 s, as a start took 12.8 s on this 2-core machine at load average 30 (2026-11-26).
 */
export async function spawnServer(
  port: number,
  env: Record<string, string>,
): Promise<ChildProcess> {
  const child = spawn(process.execPath, serverArgs, {
    cwd: projectRoot,
    env: { ...process.env, ...serverEnvironment, PORT: String(port), HOST: "127.0.0.1", ...env },
    stdio: ["ignore", "pipe", "pipe"],
  });
  for (let attempt = 0; attempt < 300; attempt++) {
    try {
      if ((await fetch(`http://127.0.0.1:${port}/healthz`)).ok) return child;
    } catch {}
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  child.kill("SIGKILL");
  throw new Error(`the server did not start on port ${port}`);
}

/**
 * The CPU time a process has used so far, in milliseconds (user and system, from /proc, in the
 * kernel's 10 ms ticks). A test that asks whether a request made the server work hard reads
 * this before and after it: unlike the time to an answer, it does not grow when the machine is
 * busy with other work.
 */
export function cpuMsOf(pid: number): number {
  const stat = readFileSync(`/proc/${pid}/stat`, "utf8");
  const fields = stat.slice(stat.lastIndexOf(")") + 2).split(" ");
  return ((Number(fields[11]) + Number(fields[12])) * 1000) / 100;
}

/** A port nothing listens on now, chosen by the system. */
export async function freePort(): Promise<number> {
  const { createServer } = await import("node:net");
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as import("node:net").AddressInfo;
  await new Promise((resolve) => server.close(resolve));
  return port;
}
