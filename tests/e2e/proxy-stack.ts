/**
 * The site as deployed, started for tests/e2e/proxy.spec.ts: deploy/nginx.conf (TLS and plain
 * HTTP) in front of two production instances that share one embedded PostgreSQL server and
 * deliver by SMTP to a server here that records each subject. Clients connect from distinct
 * loopback addresses (127.0.0.2, 127.0.1.7, …), so each one's true address differs from nginx's.
 */
import { type ChildProcess, spawn } from "node:child_process";
import { once } from "node:events";
import { chmodSync, existsSync, mkdtempSync, rmSync } from "node:fs";
import { request as httpRequest, type IncomingHttpHeaders } from "node:http";
import { request as httpsRequest } from "node:https";
import { type AddressInfo, createServer } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import { expect } from "@playwright/test";
import pg from "pg";
import { startTestPostgres, type TestPostgres } from "#tests/support/embedded-postgres.ts";
import { type SmtpRecorder, startSmtpRecorder } from "#tests/support/smtp-recorder.ts";
import {
  type NginxFiles,
  nginxArgs,
  nginxBinary,
  nginxCheck,
  readText,
  upstreamsOf,
  writeNginxConf,
} from "./nginx-setup.ts";
import { spawnServer } from "./spawn-server.ts";

export type Answer = { status: number; headers: IncomingHttpHeaders; body: string };

export type SendOptions = {
  /** The loopback address the request comes from. */
  from: string;
  path: string;
  scheme?: "https" | "http";
  method?: string;
  headers?: Record<string, string>;
  body?: string;
};

/** Everything one run starts; `stop` ends whatever `start` got to, even after a failure. */
export class ProxyStack {
  nginxFiles: NginxFiles = { dir: "", conf: "", accessLog: "", errorLog: "" };
  tlsPort = 0;
  httpPort = 0;
  appPorts: number[] = [];
  /** The PostgreSQL database both instances share. */
  databaseUrl = "";
  /** The subject of every e-mail the SMTP server received. */
  subjects(): string[] {
    return this.smtp?.subjects() ?? [];
  }
  private postgres: TestPostgres | undefined;
  private pool: pg.Pool | undefined;
  private smtp: SmtpRecorder | undefined;
  private nginx: ChildProcess | undefined;
  private readonly instances: ChildProcess[] = [];
  /** What the instances and nginx wrote (the instances log only errors). */
  readonly output: string[] = [];

  /** `instanceEnv`: the settings both instances get besides the database, SMTP and site URL. */
  async start(instanceEnv: Record<string, string>) {
    expect(existsSync(nginxBinary), "nginx missing: run node scripts/ensure-test-tools.ts").toBe(
      true,
    );
    const dir = mkdtempSync(path.join(tmpdir(), "vps-proxy-"));
    this.nginxFiles.dir = dir;
    // PostgreSQL runs as the postgres user and nginx's workers as www-data when this is root.
    chmodSync(dir, 0o755);
    const [tlsPort = 0, httpPort = 0, pgPort = 0, ...appPorts] = await freePorts(5);
    Object.assign(this, { tlsPort, httpPort, appPorts });
    this.postgres = await startTestPostgres("vps-proxy-pg-", pgPort);
    const databaseUrl = await this.postgres.createDatabase("enquiries");
    this.databaseUrl = databaseUrl;
    this.smtp = await startSmtpRecorder();
    const smtpPort = this.smtp.port;
    this.nginxFiles = writeNginxConf(dir, { tlsPort, httpPort, appPorts });
    const check = nginxCheck(this.nginxFiles);
    expect(check.status, check.output).toBe(0);

    // One after the other, so the two never race to apply the migrations.
    for (const port of appPorts) {
      const child = await spawnServer(port, {
        ...instanceEnv,
        DATABASE_URL: databaseUrl,
        SITE_URL: `https://localhost:${tlsPort}`,
        MAIL_TRANSPORT: "smtp",
        SMTP_URL: `smtp://127.0.0.1:${smtpPort}`,
        DATA_DIR: mkdtempSync(path.join(dir, "data-")),
      });
      this.instances.push(child);
      this.record(String(port), child);
    }
    await this.startNginx();
    this.pool = new pg.Pool({ connectionString: databaseUrl, max: 2 });
    // A connection that postgres ends would otherwise be an unhandled error.
    this.pool.on("error", () => {});
  }

  async stop() {
    await Promise.all(this.instances.map((child) => stop(child, "SIGTERM")));
    if (this.nginx) await stop(this.nginx, "SIGTERM");
    // Pools close before postgres stops: a connected client would throw 57P01.
    await this.pool?.end().catch(() => {});
    await this.smtp?.close();
    await this.postgres?.stop();
    if (this.nginxFiles.dir) rmSync(this.nginxFiles.dir, { recursive: true, force: true });
    // The instances log only errors: whatever they or nginx wrote helps explain a failure.
    if (this.output.length > 0) console.error(this.output.join(""));
  }

  private async startNginx() {
    const nginx = spawn(nginxBinary, nginxArgs(this.nginxFiles, "-g", "daemon off;"), {
      stdio: ["ignore", "pipe", "pipe"],
    });
    this.nginx = nginx;
    this.record("nginx", nginx);
    for (let attempt = 0; ; attempt++) {
      const answer = await this.send({ from: "127.0.0.1", path: "/healthz" }).catch(() => {});
      if (answer?.status === 200) break;
      if (attempt === 100 || nginx.exitCode !== null) {
        const errors = readText(this.nginxFiles.errorLog);
        throw new Error(`nginx did not start:\n${this.output.join("")}${errors}`);
      }
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  }

  private record(name: string, child: ChildProcess) {
    child.stdout?.on("data", (chunk: Buffer) => this.output.push(`[${name}] ${chunk}`));
    child.stderr?.on("data", (chunk: Buffer) => this.output.push(`[${name}] ${chunk}`));
  }

  /** One request to nginx from the loopback address `from`, over HTTPS unless told otherwise. */
  send(options: SendOptions): Promise<Answer> {
    const https = (options.scheme ?? "https") === "https";
    const port = https ? this.tlsPort : this.httpPort;
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

  query<Row extends pg.QueryResultRow>(text: string, values: unknown[]) {
    if (!this.pool) throw new Error("no database");
    return this.pool.query<Row>(text, values);
  }

  upstreamsOf(client: string, request: string, count: number): Promise<Set<string>> {
    return upstreamsOf(this.nginxFiles, client, request, count);
  }
}

async function freePorts(count: number): Promise<number[]> {
  const servers = Array.from({ length: count }, () => createServer().listen(0, "127.0.0.1"));
  await Promise.all(servers.map((server) => once(server, "listening")));
  const ports = servers.map((server) => (server.address() as AddressInfo).port);
  await Promise.all(servers.map((server) => new Promise((resolve) => server.close(resolve))));
  return ports;
}

async function stop(child: ChildProcess, signal: NodeJS.Signals) {
  if (child.exitCode !== null || child.signalCode !== null) return;
  const exited = once(child, "exit");
  child.kill(signal);
  const timer = setTimeout(() => child.kill("SIGKILL"), 15_000);
  await exited;
  clearTimeout(timer);
}
