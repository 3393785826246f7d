/**
 * The sign-in limit, on a server of its own: its failures from 127.0.0.1 would count against the
 * address the other staff tests sign in from.
 */
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { expect, test } from "./fixtures.ts";
import { freePort, spawnServer } from "./spawn-server.ts";
import { addAccount, signInOverHttp, staffPassword } from "./staff-helpers.ts";

test("ten wrong passwords, then the eleventh try gets 429 even with the right one", async ({
  playwright,
}) => {
  const dataDir = mkdtempSync(path.join(tmpdir(), "vps-staff-limit-"));
  const port = await freePort();
  const origin = `http://127.0.0.1:${port}`;
  const email = await addAccount("admin", "Limit Test", dataDir);
  const server = await spawnServer(port, {
    DATA_DIR: dataDir,
    LOG_LEVEL: "error",
  });
  const request = await playwright.request.newContext({ baseURL: origin });
  try {
    for (let attempt = 1; attempt <= 10; attempt++) {
      const wrong = await signInOverHttp(request, email, `wrong password ${attempt}`, origin);
      expect(wrong.status(), `attempt ${attempt}`).toBe(400);
      expect(await wrong.text()).toContain("The e-mail address or the password is not right.");
    }
    const limited = await signInOverHttp(request, email, staffPassword, origin);
    expect(limited.status()).toBe(429);
    expect(Number(limited.headers()["retry-after"])).toBeGreaterThan(0);
    expect(await limited.text()).toContain("Too many sign-in attempts.");
    expect((await request.get(`${origin}/healthz`)).status()).toBe(200);
  } finally {
    await request.dispose();
    server.kill("SIGTERM");
    await new Promise((resolve) => server.once("exit", resolve));
    rmSync(dataDir, { recursive: true, force: true });
  }
});
