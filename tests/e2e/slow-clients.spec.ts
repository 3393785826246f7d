/**
 * Slow clients are cut when the server's settings say, not up to half a minute later: a server of
 * this file's own with short timeouts (2 s for the request head, 4 s for the whole request), and
 * clients that send a byte now and then and never finish.
 */
import type { ChildProcess } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { connect } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import { expect, test } from "./fixtures.ts";
import { freePort, spawnServer } from "./spawn-server.ts";

let server: ChildProcess;
let port = 0;
let dataDir = "";

test.beforeAll(async () => {
  port = await freePort();
  dataDir = mkdtempSync(path.join(tmpdir(), "vps-slow-"));
  server = await spawnServer(port, {
    DATA_DIR: dataDir,
    LOG_LEVEL: "error",
    HEADERS_TIMEOUT_MS: "2000",
    REQUEST_TIMEOUT_MS: "4000",
  });
});

test.afterAll(() => {
  server?.kill("SIGTERM");
  if (dataDir) rmSync(dataDir, { recursive: true, force: true });
});

/** Opens a connection, trickles `first` and then a byte every 300 ms; when and how it ended. */
function trickle(first: string, drip: string): Promise<{ ms: number; answer: string }> {
  return new Promise((resolve) => {
    const started = performance.now();
    let answer = "";
    const socket = connect({ host: "127.0.0.1", port }, () => socket.write(first));
    const timer = setInterval(() => {
      if (!socket.destroyed) socket.write(drip);
    }, 300);
    const stop = setTimeout(() => socket.destroy(), 15_000);
    socket.on("data", (chunk: Buffer) => {
      answer += chunk.toString("latin1");
    });
    socket.on("error", () => {});
    socket.on("close", () => {
      clearInterval(timer);
      clearTimeout(stop);
      resolve({ ms: performance.now() - started, answer });
    });
  });
}

test("a request head sent a byte at a time is cut about 2 s after it began (HEADERS_TIMEOUT_MS)", async () => {
  const { ms, answer } = await trickle(
    `GET / HTTP/1.1\r\nHost: 127.0.0.1:${port}\r\nX-Slow: `,
    "a",
  );
  test.info().annotations.push({ type: "measured", description: `cut after ${ms.toFixed(0)} ms` });
  expect(answer).toMatch(/^HTTP\/1\.1 408 /);
  // Node checks every second: between the setting and the setting plus the check, plus slack.
  expect(ms).toBeGreaterThan(1900);
  expect(ms).toBeLessThan(4500);
});

test("a body sent a byte at a time is cut about 4 s after the request began (REQUEST_TIMEOUT_MS)", async () => {
  const { ms, answer } = await trickle(
    `POST /contact HTTP/1.1\r\nHost: 127.0.0.1:${port}\r\nContent-Type: application/x-www-form-urlencoded\r\nContent-Length: 5000\r\n\r\nname=`,
    "a",
  );
  test.info().annotations.push({ type: "measured", description: `cut after ${ms.toFixed(0)} ms` });
  expect(answer).toMatch(/^HTTP\/1\.1 408 /);
  expect(ms).toBeGreaterThan(3900);
  expect(ms).toBeLessThan(6500);
});
