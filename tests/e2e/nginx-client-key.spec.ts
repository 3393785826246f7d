/**
 * The key nginx's connection and request limits count by (deploy/nginx.conf, `$client_key`): an
 * IPv4 address as it is, an IPv6 address by its /64. The shipped map is run in an nginx of its
 * own that takes the client address from a header (realip) and answers with the key, so every
 * way nginx can write an address short is tried. Expected keys are worked out by hand.
 */
import { type ChildProcess, spawn } from "node:child_process";
import { chmodSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { expect, test } from "./fixtures.ts";
import { nginxBinary } from "./nginx-setup.ts";
import { freePort, projectRoot } from "./spawn-server.ts";

let nginx: ChildProcess;
let dir = "";
let base = "";

test.beforeAll(async () => {
  const shipped = readFileSync(path.join(projectRoot, "deploy/nginx.conf"), "utf8");
  const map = /^ {4}map \$remote_addr \$client_key \{\n[\s\S]*?\n {4}\}\n/m.exec(shipped)?.[0];
  expect(map, "deploy/nginx.conf keys its limits by $client_key").toBeTruthy();
  expect(shipped).toContain("limit_req_zone $client_key ");
  expect(shipped).toContain("limit_conn_zone $client_key ");
  dir = mkdtempSync(path.join(tmpdir(), "vps-client-key-"));
  chmodSync(dir, 0o755);
  const port = await freePort();
  const temp = ["client_body", "proxy", "fastcgi", "uwsgi", "scgi"]
    .map((name) => `${name}_temp_path ${path.join(dir, name)};`)
    .join("\n");
  writeFileSync(
    path.join(dir, "nginx.conf"),
    `pid ${path.join(dir, "nginx.pid")};
events { worker_connections 64; }
http {
  ${temp}
  access_log off;
${map}
  server {
    listen 127.0.0.1:${port};
    set_real_ip_from 127.0.0.1;
    real_ip_header X-Client;
    location / { default_type text/plain; return 200 "$client_key"; }
  }
}
`,
  );
  const errorLog = path.join(dir, "error.log");
  nginx = spawn(
    nginxBinary,
    ["-c", path.join(dir, "nginx.conf"), "-p", `${dir}/`, "-e", errorLog, "-g", "daemon off;"],
    { stdio: "ignore" },
  );
  base = `http://127.0.0.1:${port}/`;
  await expect
    .poll(async () => (await fetch(base).catch(() => undefined))?.status, { timeout: 10_000 })
    .toBe(200);
});

test.afterAll(() => {
  nginx?.kill("SIGTERM");
  if (dir) rmSync(dir, { recursive: true, force: true });
});

const keyOf = async (client: string) =>
  Buffer.from(await (await fetch(base, { headers: { "X-Client": client } })).arrayBuffer());

test("an IPv6 client is counted by its /64, however nginx writes the address", async () => {
  const cases: [string, string][] = [
    // Eight groups, none compressed.
    ["2001:db8:5:6:7:8:9:a", "2001:db8:5:6"],
    // Written long: nginx shortens it first.
    ["2001:0db8:0005:0006:0000:0000:0000:000a", "2001:db8:5:6"],
    ["2001:db8:5:6::a", "2001:db8:5:6"],
    ["2001:db8:5:6::", "2001:db8:5:6"],
    ["2001:db8:5::a", "2001:db8:5:0"],
    ["2001:db8::a", "2001:db8:0:0"],
    // "::" before the fourth group with five groups after it: the fourth comes after "::".
    ["2001:db8:0:6:7:8:9:a", "2001:db8:0:6"],
    ["2001:0:0:6:7:8:9:a", "2001:0:0:6"],
    ["2001:0:5:6:7:8:9:a", "2001:0:5:6"],
    ["0:0:5:6:7:8:9:a", "0:0:5:6"],
    ["0:0:0:6:7:8:9:a", "0:0:0:6"],
    ["0:4:5:6:7:8:9:a", "0:4:5:6"],
    ["2001::a", "2001:0:0:0"],
    ["::a", "0:0:0:0"],
    ["64:ff9b::203.0.113.9", "64:ff9b:0:0"],
  ];
  for (const [client, key] of cases) expect((await keyOf(client)).toString(), client).toBe(key);
  // Two addresses of one /64 are one client; the next /64 is another.
  expect((await keyOf("2001:db8:5:6::1")).toString()).toBe(
    (await keyOf("2001:db8:5:6:ffff:1:2:3")).toString(),
  );
  expect((await keyOf("2001:db8:5:7::1")).toString()).not.toBe(
    (await keyOf("2001:db8:5:6::1")).toString(),
  );
});

test("an IPv4 client is counted by its whole address, as before", async () => {
  expect([...(await keyOf("203.0.113.9"))]).toEqual([203, 0, 113, 9]);
  expect([...(await keyOf("198.51.100.20"))]).toEqual([198, 51, 100, 20]);
});
