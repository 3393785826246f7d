/**
 * One client flooding a server with unique URLs, in a process of its own so that its work does
 * not slow the test that measures another visitor: `node tests/e2e/flood-client.ts PORT FROM
 * SECONDS CONNECTIONS`. Sends over HTTPS from the loopback address FROM, a new connection for
 * each request, and prints the count of each status (0: no answer) as JSON when done, after
 * SECONDS or on SIGTERM, whichever comes first.
 */
import { request } from "node:https";

const [port, from, seconds, connections] = process.argv.slice(2);
let until = Date.now() + Number(seconds) * 1000;
// SIGTERM ends the flood early: the requests in flight finish, then the counts are printed.
process.on("SIGTERM", () => {
  until = 0;
});
const counts: Record<string, number> = {};
let n = 0;

function once(path: string): Promise<number> {
  return new Promise((resolve) => {
    const sent = request(
      {
        host: "127.0.0.1",
        port: Number(port),
        localAddress: from,
        path,
        headers: { Host: `localhost:${port}` },
        agent: false,
        servername: "localhost",
        rejectUnauthorized: false,
        timeout: 10_000,
      },
      (response) => {
        response.resume();
        response.on("end", () => resolve(response.statusCode ?? 0));
        response.on("error", () => resolve(0));
      },
    );
    sent.on("timeout", () => sent.destroy());
    sent.on("error", () => resolve(0));
    sent.end();
  });
}

await Promise.all(
  Array.from({ length: Number(connections) }, async () => {
    while (Date.now() < until) {
      n += 1;
      // Rendered on every request: unknown paths and search terms no cache has seen.
      const status = await once(n % 2 ? `/no-such-page-${n}` : `/services/search?q=flood${n}`);
      counts[status] = (counts[status] ?? 0) + 1;
    }
  }),
);
process.stdout.write(JSON.stringify(counts));
