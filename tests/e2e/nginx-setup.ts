/**
 * deploy/nginx.conf as the proxy test runs it: rendered onto this run's loopback ports, with a
 * throwaway certificate and its logs, pid and temporary files in the run's own folder.
 */
import { spawnSync } from "node:child_process";
import { readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { expect } from "@playwright/test";
import { projectRoot } from "./spawn-server.ts";

export const nginxBinary = "/usr/sbin/nginx";

export type NginxFiles = { dir: string; conf: string; accessLog: string; errorLog: string };

/** Writes the certificate and the rendered configuration into `dir`. */
export function writeNginxConf(
  dir: string,
  ports: { tlsPort: number; httpPort: number; appPorts: number[] },
): NginxFiles {
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

  const files = {
    dir,
    conf: path.join(dir, "nginx.conf"),
    accessLog: path.join(dir, "access.log"),
    errorLog: path.join(dir, "error.log"),
  };
  const { tlsPort, httpPort, appPorts } = ports;
  const ipv6 = hasIpv6Loopback();
  const temp = ["client_body", "proxy", "fastcgi", "uwsgi", "scgi"]
    .map((name) => `    ${name}_temp_path ${path.join(dir, `${name}-temp`)};\n`)
    .join("");
  writeFileSync(
    files.conf,
    render(readFileSync(path.join(projectRoot, "deploy/nginx.conf"), "utf8"), [
      ["server 127.0.0.1:3001 ", `server 127.0.0.1:${appPorts[0]} `],
      ["server 127.0.0.1:3002 ", `server 127.0.0.1:${appPorts[1]} `],
      ["listen 80;", `listen 127.0.0.1:${httpPort};`],
      ["listen [::]:80;", ipv6 ? `listen [::1]:${httpPort};` : "# no IPv6 here"],
      ["listen 443 ssl", `listen 127.0.0.1:${tlsPort} ssl`],
      ["listen [::]:443 ssl http2;", ipv6 ? `listen [::1]:${tlsPort} ssl http2;` : "#"],
      ["/srv/vidyut-site/build/client;", `${path.join(projectRoot, "build/client")};`],
      [
        "/srv/vidyut-site/build/nginx-csp.map;",
        `${path.join(projectRoot, "build/nginx-csp.map")};`,
      ],
      ["/etc/ssl/vidyut/fullchain.pem", certificate],
      ["/etc/ssl/vidyut/privkey.pem", key],
      ["/var/log/nginx/vidyut-site.access.log", files.accessLog],
      ["/var/log/nginx/error.log", files.errorLog],
      ["pid /run/nginx.pid;", `pid ${path.join(dir, "nginx.pid")};`],
      ["http {\n", `http {\n${temp}`],
    ]),
  );
  return files;
}

export function nginxArgs(files: NginxFiles, ...extra: string[]): string[] {
  return ["-c", files.conf, "-p", `${files.dir}/`, "-e", files.errorLog, ...extra];
}

/** `nginx -t` on the rendered configuration. */
export function nginxCheck(files: NginxFiles): { status: number | null; output: string } {
  const result = spawnSync(nginxBinary, nginxArgs(files, "-t"), { encoding: "utf8" });
  return { status: result.status, output: `${result.stdout}${result.stderr}` };
}

/**
 * The upstream addresses nginx logged for the `count` requests from `client` that start with
 * `request`; waits for the lines, as nginx logs a refused request only once the client is gone.
 */
export async function upstreamsOf(
  files: NginxFiles,
  client: string,
  request: string,
  count: number,
): Promise<Set<string>> {
  let lines: string[] = [];
  for (let attempt = 0; attempt < 50; attempt++) {
    lines = readText(files.accessLog)
      .split("\n")
      .filter((line) => line.startsWith(`${client} `) && line.includes(`"${request}`));
    if (lines.length >= count) break;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  expect(lines, `access log lines for ${client} ${request}`).toHaveLength(count);
  return new Set(lines.map((line) => /upstream=(\S+)/.exec(line)?.[1] ?? ""));
}

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

function hasIpv6Loopback(): boolean {
  return readText("/proc/net/if_inet6").includes("00000000000000000000000000000001");
}

export function readText(file: string): string {
  try {
    return readFileSync(file, "utf8");
  } catch {
    return "";
  }
}
