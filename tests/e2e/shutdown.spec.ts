import { spawn } from "node:child_process";
import { once } from "node:events";
import { mkdtempSync } from "node:fs";
import { connect, createServer as createTcpServer, type Socket } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import { DatabaseSync } from "node:sqlite";
import { expect, test } from "./fixtures.ts";
import { freePort, projectRoot as root, spawnServer } from "./spawn-server.ts";

const dataDir = mkdtempSync(path.join(tmpdir(), "vps-shutdown-"));
/** Chosen by the system before the tests start: a fixed one may be taken. */
let port: number;

test.beforeAll(async () => {
  port = await freePort();
});

function startServer(env: Record<string, string> = {}) {
  return spawnServer(port, { LOG_LEVEL: "info", DATA_DIR: dataDir, ...env });
}

test.describe.configure({ mode: "serial" });

for (const signal of ["SIGTERM", "SIGINT"] as const) {
  test(`on ${signal} the server finishes the request in flight, refuses new ones and exits 0`, async () => {
    const server = await startServer();
    const exited = once(server, "exit");

    const socket = connect(port, "127.0.0.1");
    await once(socket, "connect");
    let answer = "";
    socket.on("data", (chunk) => {
      answer += chunk.toString();
    });
    const body = "a=1&b=2345";
    socket.write(
      `POST /maintainance HTTP/1.1\r\nHost: 127.0.0.1:${port}\r\nContent-Type: application/x-www-form-urlencoded\r\nContent-Length: ${body.length}\r\n\r\n${body.slice(0, 3)}`,
    );
    await new Promise((resolve) => setTimeout(resolve, 200));
    server.kill(signal);
    await new Promise((resolve) => setTimeout(resolve, 300));

    await expect(fetch(`http://127.0.0.1:${port}/healthz`)).rejects.toThrow();

    socket.write(body.slice(3));
    await once(socket, "close");
    expect(answer).toMatch(/^HTTP\/1\.1 \d{3} /);
    expect(answer.toLowerCase()).toContain("connection: close");

    const [code] = await exited;
    expect(code).toBe(0);
  });
}

test("a bad setting stops the server with a message that names the variable", async () => {
  const child = spawn(process.execPath, ["server/start.ts"], {
    cwd: root,
    env: { ...process.env, PORT: "not-a-port", DATA_DIR: dataDir },
    stdio: ["ignore", "pipe", "pipe"],
  });
  let stderr = "";
  child.stderr?.on("data", (chunk) => {
    stderr += chunk.toString();
  });
  const [code] = await once(child, "exit");
  expect(code).toBe(1);
  expect(stderr).toContain("PORT");
});

test("logs one JSON line per request", async () => {
  const server = await startServer();
  let stdout = "";
  server.stdout?.on("data", (chunk) => {
    stdout += chunk.toString();
  });
  await fetch(`http://127.0.0.1:${port}/maintainance`);
  await fetch(`http://127.0.0.1:${port}/nope`);
  await new Promise((resolve) => setTimeout(resolve, 200));
  server.kill("SIGTERM");
  await once(server, "exit");
  const lines = stdout
    .split("\n")
    .filter(Boolean)
    .map((line) => JSON.parse(line) as Record<string, unknown>)
    .filter((line) => line.msg === "request" && line.path !== "/healthz");
  expect(lines.length).toBeGreaterThan(0);
  expect(lines).toEqual([
    expect.objectContaining({ method: "GET", path: "/maintainance", status: 200 }),
    expect.objectContaining({ method: "GET", path: "/nope", status: 404 }),
  ]);
});

test("with a hung mail server, shutdown gives up the send at its deadline and leaves the enquiry pending", async () => {
  // An SMTP server that accepts the connection and never says a word.
  const sockets: Socket[] = [];
  const hung = createTcpServer((socket) => {
    sockets.push(socket);
    socket.on("error", () => {});
  });
  await new Promise<void>((resolve) => hung.listen(0, "127.0.0.1", resolve));
  const smtpPort = (hung.address() as import("node:net").AddressInfo).port;
  const hungDir = mkdtempSync(path.join(tmpdir(), "vps-hung-smtp-"));
  const appPort = await freePort();
  const server = await spawnServer(appPort, {
    LOG_LEVEL: "error",
    DATA_DIR: hungDir,
    MAIL_TRANSPORT: "smtp",
    SMTP_URL: `smtp://127.0.0.1:${smtpPort}`,
    SHUTDOWN_TIMEOUT_MS: "2000",
    ENQUIRY_MIN_FILL_MS: "0",
    OUTBOX_POLL_MS: "100",
  });
  try {
    const base = `http://127.0.0.1:${appPort}`;
    const { token } = (await (await fetch(`${base}/api/form-token`)).json()) as { token: string };
    const response = await fetch(`${base}/contact`, {
      method: "POST",
      headers: { Origin: base },
      body: new URLSearchParams({
        firstName: "Meena",
        lastName: "Iyer",
        email: "meena.iyer@example.in",
        phone: "9876543210",
        service: "service",
        message: "Buchholz relay tripped on the 10 MVA unit at the Hosur plant.",
        idempotencyKey: "hung-smtp-0001-0002-0003",
        formToken: token,
      }),
    });
    // The contact page as its action renders it, with the reference of the stored enquiry.
    const reference = /VPS-\d{6}-[A-Z0-9]{6}/.exec(await response.text())?.[0] ?? "";
    expect(response.status).toBe(200);
    await expect.poll(() => sockets.length, { timeout: 10_000 }).toBeGreaterThan(0);

    const exited = once(server, "exit");
    const started = Date.now();
    server.kill("SIGTERM");
    const [code] = await exited;
    const tookMs = Date.now() - started;
    // The budget is SHUTDOWN_TIMEOUT_MS (2 s) plus one second.
    expect(tookMs).toBeLessThan(3000);
    expect(code).toBe(0);

    const database = new DatabaseSync(path.join(hungDir, "enquiries.sqlite"));
    const row = database
      .prepare("select status, attempts, locked_until from enquiries where reference = ?")
      .get(reference);
    database.close();
    expect(row).toEqual({ status: "pending", attempts: 0, locked_until: null });
  } finally {
    server.kill("SIGKILL");
    for (const socket of sockets) socket.destroy();
    hung.close();
  }
});
