/**
 * Hostile requests on a raw TCP socket, part one: the health endpoints, oversized bodies,
 * malformed framing, slow and broken clients and resource limits. After every case the server
 * must still answer `GET /healthz` with 200 on a fresh connection.
 */
import { connect, type Socket } from "node:net";
import { expect, test } from "./fixtures.ts";
import { checkHealthAfterEach, expectCleanError, expectStatus } from "./hostile-checks.ts";
import {
  authority,
  form,
  get,
  host,
  overLimit,
  port,
  type RawResponse,
  raw,
  sendLargeBody,
  summary,
  withBody,
  write,
} from "./raw-http.ts";

checkHealthAfterEach();

test.describe("health endpoints", () => {
  test("GET /healthz answers 200 JSON with status ok", async () => {
    const response = await raw(get("/healthz"));
    expectStatus(response, 200);
    expect(response.headers["content-type"]).toContain("application/json");
    expect(response.body).toContain('"status":"ok"');
  });

  test("HEAD /healthz answers 200 with no body", async () => {
    const response = await raw(`HEAD /healthz HTTP/1.1\r\nHost: ${authority}\r\n\r\n`, {
      head: true,
    });
    expectStatus(response, 200);
    expect(response.headers["content-type"]).toContain("application/json");
    expect(response.body).toBe("");
  });

  test("POST /healthz answers 405 with Allow: GET, HEAD", async () => {
    const response = await raw(withBody("POST", "/healthz", "a=1"));
    expectStatus(response, 405);
    expect(response.headers.allow).toBe("GET, HEAD");
    expectCleanError(response);
  });

  test("DELETE /healthz answers 405 with Allow: GET, HEAD", async () => {
    const response = await raw(`DELETE /healthz HTTP/1.1\r\nHost: ${authority}\r\n\r\n`);
    expectStatus(response, 405);
    expect(response.headers.allow).toBe("GET, HEAD");
    expectCleanError(response);
  });

  test("GET /readyz answers 200 with status ready", async () => {
    const response = await raw(get("/readyz"));
    expectStatus(response, 200);
    expect(response.body).toContain('"status":"ready"');
  });
});

test.describe("oversized bodies", () => {
  const paths = ["/", "/contact", "/contact.data", "/nope"];

  function expectReadable413(response: RawResponse & { sent: number }, total: number) {
    expectStatus(response, 413);
    expect(response.error, summary(response)).toBeUndefined();
    expect(response.sent, "the whole body was written without a reset").toBe(total);
    expect(response.complete, summary(response)).toBe(true);
    expect(response.headers.connection?.toLowerCase()).toBe("close");
    expect(response.closed, summary(response)).toBe(true);
    expect(response.headers["content-type"] ?? "").toMatch(/^text\//);
    expect(response.body.length).toBeGreaterThan(0);
    expect(response.body.length).toBeLessThan(1_024);
    expectCleanError(response);
  }

  test("a declared Content-Length of 70000, sent in full to /contact, answers 413", async () => {
    expectReadable413(await sendLargeBody("/contact", overLimit, { chunked: false }), overLimit);
  });

  test("a declared Content-Length of 70000, sent in full to /nope, answers 413", async () => {
    expectReadable413(await sendLargeBody("/nope", overLimit, { chunked: false }), overLimit);
  });

  test("a chunked body of 70000 bytes to / answers 413", async () => {
    expectReadable413(await sendLargeBody("/", overLimit, { chunked: true }), overLimit);
  });

  test("a chunked body of 200000 bytes to /contact.data answers 413", async () => {
    expectReadable413(await sendLargeBody("/contact.data", 200_000, { chunked: true }), 200_000);
  });

  test("20 chunked oversized bodies in a row each get a readable 413", async () => {
    for (let round = 0; round < 20; round++) {
      const total = round % 2 === 0 ? overLimit : 200_000;
      const response = await sendLargeBody(paths[round % paths.length] ?? "/", total, {
        chunked: true,
      });
      await test.step(`round ${round + 1}`, () => expectReadable413(response, total));
    }
  });

  test("20 declared-length oversized bodies in a row each get a readable 413", async () => {
    for (let round = 0; round < 20; round++) {
      const response = await sendLargeBody(paths[round % paths.length] ?? "/", overLimit, {
        chunked: false,
      });
      await test.step(`round ${round + 1}`, () => expectReadable413(response, overLimit));
    }
  });
});

test.describe("malformed framing and syntax", () => {
  function expectBadRequest(response: RawResponse) {
    expectStatus(response, 400);
    expect(response.headers.connection?.toLowerCase(), summary(response)).toBe("close");
    expectCleanError(response);
  }

  test("a chunk size line of zz answers 400", async () => {
    const request = `POST /contact HTTP/1.1\r\nHost: ${authority}\r\nContent-Type: ${form}\r\nTransfer-Encoding: chunked\r\n\r\nzz\r\nfirstName=a\r\n0\r\n\r\n`;
    expectBadRequest(await raw(request, { pieceSize: 40, pauseMs: 10 }));
  });

  test("a chunk size of fffffffffffffffffff answers 400", async () => {
    const request = `POST /contact HTTP/1.1\r\nHost: ${authority}\r\nContent-Type: ${form}\r\nTransfer-Encoding: chunked\r\n\r\nfffffffffffffffffff\r\nfirstName=a\r\n0\r\n\r\n`;
    expectBadRequest(await raw(request, { pieceSize: 40, pauseMs: 10 }));
  });

  test("Content-Length together with Transfer-Encoding: chunked answers 400", async () => {
    const request = `POST /contact HTTP/1.1\r\nHost: ${authority}\r\nContent-Type: ${form}\r\nContent-Length: 11\r\nTransfer-Encoding: chunked\r\n\r\nb\r\nfirstName=a\r\n0\r\n\r\n`;
    expectBadRequest(await raw(request));
  });

  test("a header name with a space in it answers 400", async () => {
    expectBadRequest(await raw(get("/", "X-Bad Header: 1\r\n")));
  });

  test("a header line without a colon answers 400", async () => {
    expectBadRequest(await raw(get("/", "NoColonHere\r\n")));
  });

  test("an obs-fold header continuation answers 400", async () => {
    expectBadRequest(await raw(get("/", "X-Folded: first\r\n second\r\n")));
  });

  test("a request line with a space in the path answers 400", async () => {
    expectBadRequest(await raw(`GET /about us HTTP/1.1\r\nHost: ${authority}\r\n\r\n`));
  });
});

test.describe("slow and broken clients", () => {
  test("requests whose headers never finish do not hold up other clients", async () => {
    const stalled: Socket[] = [];
    try {
      for (const partial of [
        "GET /healthz HTTP/1.1\r\n",
        `GET / HTTP/1.1\r\nHost: ${authority}\r\nX-Slow: `,
        "GE",
      ]) {
        const socket = connect({ host, port });
        socket.on("error", () => {});
        stalled.push(socket);
        await new Promise<void>((resolve) => {
          socket.once("connect", resolve);
          socket.once("close", () => resolve());
        });
        socket.write(partial);
      }
      const health = await raw(get("/healthz", "Connection: close\r\n"));
      expectStatus(health, 200);
    } finally {
      for (const socket of stalled) socket.destroy();
    }
  });

  for (const [what, framing, sent, abort] of [
    [
      "sends half a chunked body and then resets the connection",
      "Transfer-Encoding: chunked",
      `4000\r\n${"x".repeat(8_192)}`,
      (socket: Socket) => socket.resetAndDestroy(),
    ],
    [
      "declares a body, sends part of it and closes",
      "Content-Length: 5000",
      "firstName=a",
      (socket: Socket) => socket.destroy(),
    ],
  ] as const) {
    test(`a client that ${what} leaves the server up`, async () => {
      const socket = connect({ host, port });
      socket.on("error", () => {});
      await new Promise<void>((resolve) => {
        socket.once("connect", resolve);
        socket.once("close", () => resolve());
      });
      await write(
        socket,
        `POST /contact HTTP/1.1\r\nHost: ${authority}\r\nContent-Type: ${form}\r\n${framing}\r\n\r\n${sent}`,
      );
      if (!socket.destroyed) abort(socket);
      const health = await raw(get("/healthz", "Connection: close\r\n"));
      expectStatus(health, 200);
    });
  }
});

test.describe("resource limits and old clients", () => {
  test("a 20 KB header value answers 431", async () => {
    const response = await raw(get("/", `X-Big: ${"a".repeat(20_000)}\r\n`));
    expectStatus(response, 431);
    expectCleanError(response);
  });

  test("1000 pipelined GET /healthz on one socket: the first answer is 200, and so is every other", async () => {
    const one = get("/healthz");
    const request = one.repeat(999) + get("/healthz", "Connection: close\r\n");
    const response = await raw(request, { untilClose: true, timeoutMs: 5_000 });
    expectStatus(response, 200);
    const statusLines = response.raw.match(/HTTP\/1\.1 \d{3} /g) ?? [];
    expect(statusLines, summary(response)).toHaveLength(1000);
    expect(new Set(statusLines)).toEqual(new Set(["HTTP/1.1 200 "]));
  });

  test("HTTP/1.0 GET / without Host answers 200 or 400", async () => {
    const response = await raw("GET / HTTP/1.0\r\n\r\n");
    expectStatus(response, [200, 400]);
    expect(response.raw).not.toContain("    at ");
  });
});
