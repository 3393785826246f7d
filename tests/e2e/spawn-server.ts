import { type ChildProcess, spawn } from "node:child_process";
import path from "node:path";

export const projectRoot = path.join(import.meta.dirname, "../..");

/** Starts the production server on `port` with extra settings and waits until /healthz answers. */
export async function spawnServer(
  port: number,
  env: Record<string, string>,
): Promise<ChildProcess> {
  const child = spawn(process.execPath, ["server/start.ts"], {
    cwd: projectRoot,
    env: { ...process.env, PORT: String(port), HOST: "127.0.0.1", ...env },
    stdio: ["ignore", "pipe", "pipe"],
  });
  for (let attempt = 0; attempt < 100; attempt++) {
    try {
      if ((await fetch(`http://127.0.0.1:${port}/healthz`)).ok) return child;
    } catch {}
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  child.kill("SIGKILL");
  throw new Error(`the server did not start on port ${port}`);
}
