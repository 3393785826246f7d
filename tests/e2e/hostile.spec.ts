import { connect, type Socket } from "node:net";
import { expect, test } from "@playwright/test";
import { baseURL } from "../../playwright.config.ts";

/**
 * Hostile requests written byte for byte on a raw TCP socket: malformed framing, oversized
 * bodies, odd targets, methods and Host headers. After every case the server must still answer
 * `GET /healthz` with 200 on a fresh connection.
 */

const target = new URL(baseURL);
const host = target.hostname;
const port = Number(target.port);
const authority = `${host}:${port}`;
const form = "application/x-www-form-urlencoded";
/** BODY_LIMIT_BYTES defaults to 64 KiB; every oversized body here is well above it. */
const overLimit = 70_000;

type RawResponse = {
  /** The status code of the first response, or null when no status line arrived. */
  status: number | null;
  /** The first response's headers, names in lower case, repeats joined with ", ". */
  headers: Record<string, string>;
  /** The first response's body (de-chunked when the answer was chunked). */
  body: string;
  /** Everything the server sent, as text. */
  raw: string;
  /** The first response arrived whole (by Content-Length, chunked framing or close). */
  complete: boolean;
  /** The server ended the connection before the deadline. */
  closed: boolean;
  /** The deadline passed before the exchange ended. */
  timedOut: boolean;
  /** A socket error (ECONNRESET, EPIPE, ECONNREFUSED...), if one happened. */
  error?: string;
};

type RawOptions = {
  /** Writes the request in pieces of this many bytes... */
  pieceSize?: number;
  /** ...with this pause between pieces. */
  pauseMs?: number;
  /** Gives up reading after this long. */
  timeoutMs?: number;
  /** Keeps reading after a complete response until the server closes (or the deadline). */
  untilClose?: boolean;
  /** The request is a HEAD: its answer has no body whatever its headers say. */
  head?: boolean;
};

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Writes with back-pressure; false once the socket is gone. */
async function write(socket: Socket, data: string | Buffer): Promise<boolean> {
  if (socket.destroyed || socket.writableEnded) return false;
  if (socket.write(data)) return true;
  await new Promise<void>((resolve) => {
    const done = () => {
      socket.off("drain", done);
      socket.off("close", done);
      resolve();
    };
    socket.on("drain", done);
    socket.on("close", done);
  });
  return !socket.destroyed;
}

/** Reads the first response's status line, headers and body out of what has arrived so far. */
function parseFirst(data: Buffer, head: boolean, closed: boolean) {
  const text = data.toString("latin1");
  const status = /^HTTP\/\d\.\d (\d{3})/.exec(text);
  const headers: Record<string, string> = {};
  const headerEnd = text.indexOf("\r\n\r\n");
  const result = { status: status ? Number(status[1]) : null, headers, body: "", complete: false };
  if (headerEnd === -1) return result;
  for (const line of text.slice(text.indexOf("\r\n") + 2, headerEnd).split("\r\n")) {
    const colon = line.indexOf(":");
    if (colon <= 0) continue;
    const name = line.slice(0, colon).trim().toLowerCase();
    const value = line.slice(colon + 1).trim();
    headers[name] = name in headers ? `${headers[name]}, ${value}` : value;
  }
  const start = headerEnd + 4;
  const code = result.status ?? 0;
  if (head || code === 204 || code === 304 || (code >= 100 && code < 200)) {
    result.complete = true;
  } else if (/\bchunked\b/i.test(headers["transfer-encoding"] ?? "")) {
    const parts: Buffer[] = [];
    let at = start;
    for (;;) {
      const lineEnd = data.indexOf("\r\n", at);
      if (lineEnd === -1) break;
      const size = Number.parseInt(
        data.subarray(at, lineEnd).toString("latin1").split(";")[0] ?? "",
        16,
      );
      if (Number.isNaN(size)) break;
      if (size === 0) {
        result.complete = data.indexOf("\r\n\r\n", lineEnd) !== -1 || data.length === lineEnd + 2;
        break;
      }
      if (data.length < lineEnd + 2 + size) break;
      parts.push(data.subarray(lineEnd + 2, lineEnd + 2 + size));
      at = lineEnd + 2 + size + 2;
    }
    result.body = Buffer.concat(parts).toString("utf8");
  } else if (headers["content-length"] !== undefined) {
    const length = Number(headers["content-length"]);
    result.body = data.subarray(start, start + length).toString("utf8");
    result.complete = data.length - start >= length;
  } else {
    result.body = data.subarray(start).toString("utf8");
    result.complete = closed;
  }
  return result;
}

/**
 * Opens a socket to the server, lets `send` write the request and reads until the first response
 * is complete (and, when it says `Connection: close` or `untilClose` is set, until the server
 * closes), the server closes, or the deadline passes.
 */
async function exchange(
  send: (socket: Socket) => Promise<unknown>,
  { timeoutMs = 3_000, untilClose = false, head = false }: RawOptions = {},
): Promise<RawResponse> {
  const socket = connect({ host, port });
  let received = Buffer.alloc(0);
  let error: string | undefined;
  let closed = false;
  let sent = false;
  let timedOut = false;
  let finish = () => {};
  const finished = new Promise<void>((resolve) => {
    finish = resolve;
  });
  const check = () => {
    if (closed) return finish();
    if (!sent) return;
    const parsed = parseFirst(received, head, false);
    if (!parsed.complete) return;
    if (untilClose || /\bclose\b/i.test(parsed.headers.connection ?? "")) return;
    finish();
  };
  socket.on("error", (cause: NodeJS.ErrnoException) => {
    error ??= cause.code ?? cause.message;
  });
  socket.on("data", (chunk: Buffer) => {
    received = Buffer.concat([received, chunk]);
    check();
  });
  socket.on("close", () => {
    closed = true;
    finish();
  });
  socket.once("connect", () => {
    send(socket)
      .catch(() => {})
      .finally(() => {
        sent = true;
        check();
      });
  });
  const timer = setTimeout(() => {
    timedOut = true;
    finish();
  }, timeoutMs);
  await finished;
  clearTimeout(timer);
  socket.destroy();
  return {
    ...parseFirst(received, head, closed),
    raw: received.toString("utf8"),
    closed,
    timedOut,
    error,
  };
}

/** Sends `bytes` as they are (optionally in pieces) and reads the first answer. */
function raw(bytes: string | Buffer, options: RawOptions = {}): Promise<RawResponse> {
  const data = typeof bytes === "string" ? Buffer.from(bytes, "utf8") : bytes;
  const size = options.pieceSize ?? data.length;
  return exchange(async (socket) => {
    for (let offset = 0; offset < data.length; offset += size) {
      if (offset > 0) await pause(options.pauseMs ?? 10);
      if (!(await write(socket, data.subarray(offset, offset + size)))) return;
    }
  }, options);
}

/**
 * POSTs a `total`-byte body in 16 KiB pieces (as chunks, or under a declared Content-Length) while
 * reading, then reads until the server closes. `sent` counts the body bytes that were written.
 */
async function sendLargeBody(
  path: string,
  total: number,
  { chunked }: { chunked: boolean },
): Promise<RawResponse & { sent: number }> {
  let sent = 0;
  const framing = chunked ? "Transfer-Encoding: chunked" : `Content-Length: ${total}`;
  const head = `POST ${path} HTTP/1.1\r\nHost: ${authority}\r\nContent-Type: ${form}\r\n${framing}\r\n\r\n`;
  const response = await exchange(
    async (socket) => {
      if (!(await write(socket, head))) return;
      while (sent < total) {
        const piece = Buffer.alloc(Math.min(16_384, total - sent), "x");
        const bytes = chunked
          ? Buffer.concat([
              Buffer.from(`${piece.length.toString(16)}\r\n`),
              piece,
              Buffer.from("\r\n"),
            ])
          : piece;
        if (!(await write(socket, bytes))) return;
        sent += piece.length;
      }
      if (chunked) await write(socket, "0\r\n\r\n");
    },
    { timeoutMs: 5_000, untilClose: true },
  );
  return { ...response, sent };
}

/** A one-line account of an answer, for assertion messages. */
function summary(response: RawResponse): string {
  const first = response.raw.split("\r\n")[0] || "(nothing)";
  return `answer "${first.slice(0, 80)}" closed=${response.closed} timedOut=${response.timedOut} error=${response.error ?? "none"}`;
}

function get(path: string, extraHeaders = ""): string {
  return `GET ${path} HTTP/1.1\r\nHost: ${authority}\r\n${extraHeaders}\r\n`;
}

function withBody(method: string, path: string, body: string, extraHeaders = ""): string {
  return `${method} ${path} HTTP/1.1\r\nHost: ${authority}\r\nContent-Type: ${form}\r\nContent-Length: ${Buffer.byteLength(body)}\r\n${extraHeaders}\r\n${body}`;
}

/** An error answer leaks no stack; a 400/405/413/501 is framed by Content-Length or by closing. */
function expectCleanError(response: RawResponse) {
  if ([400, 405, 413, 501].includes(response.status ?? 0)) {
    expect(
      response.headers["content-length"] !== undefined || response.closed,
      `framed by Content-Length or by closing: ${summary(response)}`,
    ).toBe(true);
  }
  expect(response.raw).not.toContain("    at ");
  expect(response.raw).not.toContain("node:internal");
}

function expectStatus(response: RawResponse, expected: number | number[]) {
  if (!Array.isArray(expected)) {
    expect(response.status, summary(response)).toBe(expected);
    return;
  }
  expect(
    expected,
    `status ${response.status} not in [${expected}]: ${summary(response)}`,
  ).toContain(response.status ?? -1);
}

/** A redirect target on this site: one slash then a non-slash, never `//host` or `http...`. */
const sameSitePath = /^\/[^/\\]/;

test.afterEach(async () => {
  const health = await raw(get("/healthz", "Connection: close\r\n"));
  expect(health.raw.split("\r\n")[0], `GET /healthz afterwards: ${summary(health)}`).toMatch(
    /^HTTP\/1\.1 200 /,
  );
});

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
  const paths = ["/", "/contact", "/api/enquiries", "/nope"];

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

  test("a chunked body of 200000 bytes to /api/enquiries answers 413", async () => {
    expectReadable413(await sendLargeBody("/api/enquiries", 200_000, { chunked: true }), 200_000);
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

test.describe("paths", () => {
  test("GET //evil.example/ redirects to a same-site path", async () => {
    const response = await raw(get("//evil.example/"));
    expectStatus(response, 301);
    const location = response.headers.location ?? "";
    expect(location).toMatch(sameSitePath);
    expect(location).not.toMatch(/^http/i);
  });

  test("GET //x//evil.example/ redirects to a same-site path", async () => {
    const response = await raw(get("//x//evil.example/"));
    expectStatus(response, 301);
    const location = response.headers.location ?? "";
    expect(location).toMatch(sameSitePath);
    expect(location).not.toMatch(/^http/i);
  });

  test("GET /aboutus/ redirects to /aboutus", async () => {
    const response = await raw(get("/aboutus/"));
    expectStatus(response, 301);
    expect(response.headers.location).toBe("/aboutus");
  });

  test("a target with a literal backslash answers 400", async () => {
    const response = await raw(get("/\\evil.example"));
    expectStatus(response, 400);
    expectCleanError(response);
  });

  test("an encoded ../ traversal never reads a file", async () => {
    const response = await raw(get("/services/..%2F..%2Fetc/passwd"));
    expectStatus(response, [404, 400]);
    expect(response.body).not.toContain("root:");
  });
});

test.describe("absolute-form targets", () => {
  test("an absolute-form target naming another host answers 400", async () => {
    const response = await raw("GET http://evil.example/ HTTP/1.1\r\nHost: evil.example\r\n\r\n");
    expectStatus(response, 400);
    expectCleanError(response);
  });

  test("an absolute-form target naming this server answers 200", async () => {
    const response = await raw(
      `GET http://${authority}/aboutus HTTP/1.1\r\nHost: ${authority}\r\n\r\n`,
    );
    expectStatus(response, 200);
  });
});

test.describe("cross-origin posts", () => {
  const enquiry = "firstName=Eve&lastName=Mallory&email=eve%40evil.example&message=hello";

  test("POST //evil.example/api/enquiries from evil.example is redirected or refused", async () => {
    const response = await raw(
      withBody("POST", "//evil.example/api/enquiries", enquiry, "Origin: http://evil.example\r\n"),
    );
    expectStatus(response, [301, 308, 403]);
    if (response.status !== 403) {
      const location = response.headers.location ?? "";
      expect(location).toMatch(sameSitePath);
      expect(location).not.toMatch(/^http/i);
    }
  });

  test("a form post with Origin: http://evil.example answers 403", async () => {
    const response = await raw(
      withBody("POST", "/api/enquiries?kind=contact", enquiry, "Origin: http://evil.example\r\n"),
    );
    expectStatus(response, 403);
    expectCleanError(response);
  });

  test("a form post with Origin: null answers 403", async () => {
    const response = await raw(
      withBody("POST", "/api/enquiries?kind=contact", enquiry, "Origin: null\r\n"),
    );
    expectStatus(response, 403);
    expectCleanError(response);
  });

  test("a form post with Sec-Fetch-Site: cross-site and no Origin answers 403", async () => {
    const response = await raw(
      withBody("POST", "/api/enquiries?kind=contact", enquiry, "Sec-Fetch-Site: cross-site\r\n"),
    );
    expectStatus(response, 403);
    expectCleanError(response);
  });
});

test.describe("methods", () => {
  test("TRACE / answers 405 with Allow", async () => {
    const response = await raw(`TRACE / HTTP/1.1\r\nHost: ${authority}\r\n\r\n`);
    expectStatus(response, 405);
    expect(response.headers.allow).toBeTruthy();
    expectCleanError(response);
  });

  for (const method of ["PUT", "PATCH", "DELETE"]) {
    test(`${method} /contact with a form body answers 405 with Allow`, async () => {
      const response = await raw(withBody(method, "/contact", "firstName=a"));
      expectStatus(response, 405);
      expect(response.headers.allow).toBeTruthy();
      expectCleanError(response);
    });
  }

  test("PROPFIND / answers 501", async () => {
    const response = await raw(`PROPFIND / HTTP/1.1\r\nHost: ${authority}\r\n\r\n`);
    expectStatus(response, 501);
    expectCleanError(response);
  });

  test("MKCOL /x answers 501", async () => {
    const response = await raw(`MKCOL /x HTTP/1.1\r\nHost: ${authority}\r\n\r\n`);
    expectStatus(response, 501);
    expectCleanError(response);
  });

  test("CONNECT evil.example:443 answers 405 and closes", async () => {
    const response = await raw(
      "CONNECT evil.example:443 HTTP/1.1\r\nHost: evil.example:443\r\n\r\n",
      {
        untilClose: true,
      },
    );
    expectStatus(response, 405);
    expect(response.closed, summary(response)).toBe(true);
    expectCleanError(response);
  });

  test("an unknown method FOO answers 400 or 501", async () => {
    const response = await raw(`FOO / HTTP/1.1\r\nHost: ${authority}\r\n\r\n`);
    expectStatus(response, [400, 501]);
    expectCleanError(response);
  });

  test("OPTIONS / answers 204 with Allow", async () => {
    const response = await raw(`OPTIONS / HTTP/1.1\r\nHost: ${authority}\r\n\r\n`);
    expectStatus(response, 204);
    expect(response.headers.allow).toBeTruthy();
  });
});

test.describe("Host header", () => {
  test("a HTTP/1.1 request without Host answers 400", async () => {
    const response = await raw("GET / HTTP/1.1\r\nAccept: */*\r\n\r\n");
    expectStatus(response, 400);
    expectCleanError(response);
  });

  test("two Host headers answer 400", async () => {
    const response = await raw(
      `GET / HTTP/1.1\r\nHost: ${authority}\r\nHost: evil.example\r\n\r\n`,
    );
    expectStatus(response, 400);
    expectCleanError(response);
  });

  for (const value of [
    "evil example",
    "evil.example/x",
    "a@b",
    "",
    "[::1",
    "127.0.0.1:99999",
    "..",
  ]) {
    test(`Host: ${JSON.stringify(value)} answers 400`, async () => {
      const response = await raw(`GET / HTTP/1.1\r\nHost: ${value}\r\n\r\n`);
      expectStatus(response, 400);
      expectCleanError(response);
    });
  }
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

  test("a client that sends half a chunked body and then aborts leaves the server up", async () => {
    const socket = connect({ host, port });
    socket.on("error", () => {});
    await new Promise<void>((resolve) => {
      socket.once("connect", resolve);
      socket.once("close", () => resolve());
    });
    await write(
      socket,
      `POST /contact HTTP/1.1\r\nHost: ${authority}\r\nContent-Type: ${form}\r\nTransfer-Encoding: chunked\r\n\r\n4000\r\n${"x".repeat(8_192)}`,
    );
    if (socket.destroyed) return;
    socket.resetAndDestroy();
    const health = await raw(get("/healthz", "Connection: close\r\n"));
    expectStatus(health, 200);
  });

  test("a client that declares a body, sends part of it and aborts leaves the server up", async () => {
    const socket = connect({ host, port });
    socket.on("error", () => {});
    await new Promise<void>((resolve) => {
      socket.once("connect", resolve);
      socket.once("close", () => resolve());
    });
    await write(
      socket,
      `POST /contact HTTP/1.1\r\nHost: ${authority}\r\nContent-Type: ${form}\r\nContent-Length: 5000\r\n\r\nfirstName=a`,
    );
    socket.destroy();
    const health = await raw(get("/healthz", "Connection: close\r\n"));
    expectStatus(health, 200);
  });
});

test.describe("resource limits and old clients", () => {
  test("a 20 KB header value answers 431", async () => {
    const response = await raw(get("/", `X-Big: ${"a".repeat(20_000)}\r\n`));
    expectStatus(response, 431);
    expectCleanError(response);
  });

  test("1000 pipelined GET /healthz on one socket: the first answer is 200", async () => {
    const one = get("/healthz");
    const request = one.repeat(999) + get("/healthz", "Connection: close\r\n");
    const response = await raw(request, { untilClose: true, timeoutMs: 5_000 });
    expectStatus(response, 200);
    expect(response.raw.match(/HTTP\/1\.1 200 /g)?.length ?? 0).toBeGreaterThanOrEqual(1);
  });

  test("HTTP/1.0 GET / without Host answers 200 or 400", async () => {
    const response = await raw("GET / HTTP/1.0\r\n\r\n");
    expectStatus(response, [200, 400]);
    expect(response.raw).not.toContain("    at ");
  });
});
