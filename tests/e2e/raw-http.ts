/**
 * A raw HTTP/1.1 client for the hostile-request suites: requests written byte for byte on a TCP
 * socket to the server under test, and the first answer read back without any HTTP library
 * smoothing it over.
 */
import { connect, type Socket } from "node:net";
import { baseURL } from "../../playwright.config.ts";

const target = new URL(baseURL);
export const host = target.hostname;
export const port = Number(target.port);
export const authority = `${host}:${port}`;
export const form = "application/x-www-form-urlencoded";
/** BODY_LIMIT_BYTES defaults to 64 KiB; every oversized body here is well above it. */
export const overLimit = 70_000;

export type RawResponse = {
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
  /** Milliseconds from connecting to the first byte of the answer (null: none came). */
  firstByteMs: number | null;
  /** Milliseconds from connecting until the request was written whole (null: it never was). */
  sentMs: number | null;
};

export type RawOptions = {
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
  /** Another server on this machine than the suite's own. */
  port?: number;
  /** The loopback address to send from (127.0.0.2 …): a client of its own to the server. */
  from?: string;
};

export const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Writes with back-pressure; false once the socket is gone. */
export async function write(socket: Socket, data: string | Buffer): Promise<boolean> {
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
  { timeoutMs = 3_000, untilClose = false, head = false, ...options }: RawOptions = {},
): Promise<RawResponse> {
  const started = performance.now();
  let firstByteMs: number | null = null;
  let sentMs: number | null = null;
  const socket = connect({ host, port: options.port ?? port, localAddress: options.from });
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
    firstByteMs ??= performance.now() - started;
    received = Buffer.concat([received, chunk]);
    check();
  });
  socket.on("close", () => {
    closed = true;
    finish();
  });
  socket.once("connect", () => {
    send(socket)
      .then((written) => {
        if (written !== false) sentMs = performance.now() - started;
      })
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
    firstByteMs,
    sentMs,
  };
}

/** Sends `bytes` as they are (optionally in pieces) and reads the first answer. */
export function raw(bytes: string | Buffer, options: RawOptions = {}): Promise<RawResponse> {
  const data = typeof bytes === "string" ? Buffer.from(bytes, "utf8") : bytes;
  const size = options.pieceSize ?? data.length;
  return exchange(async (socket) => {
    for (let offset = 0; offset < data.length; offset += size) {
      if (offset > 0) await pause(options.pauseMs ?? 10);
      if (!(await write(socket, data.subarray(offset, offset + size)))) return false;
    }
    return true;
  }, options);
}

/**
 * POSTs a `total`-byte body in 16 KiB pieces (as chunks, or under a declared Content-Length) while
 * reading, then reads until the server closes. `sent` counts the body bytes that were written.
 */
export async function sendLargeBody(
  path: string,
  total: number,
  { chunked, port: other }: { chunked: boolean; port?: number },
): Promise<RawResponse & { sent: number }> {
  let sent = 0;
  const framing = chunked ? "Transfer-Encoding: chunked" : `Content-Length: ${total}`;
  const head = `POST ${path} HTTP/1.1\r\nHost: ${authority}\r\nContent-Type: ${form}\r\n${framing}\r\n\r\n`;
  const response = await exchange(
    async (socket) => {
      if (!(await write(socket, head))) return false;
      while (sent < total) {
        const piece = Buffer.alloc(Math.min(16_384, total - sent), "x");
        const bytes = chunked
          ? Buffer.concat([
              Buffer.from(`${piece.length.toString(16)}\r\n`),
              piece,
              Buffer.from("\r\n"),
            ])
          : piece;
        if (!(await write(socket, bytes))) return false;
        sent += piece.length;
      }
      if (chunked) await write(socket, "0\r\n\r\n");
    },
    { timeoutMs: 5_000, untilClose: true, port: other },
  );
  return { ...response, sent };
}

/** A one-line account of an answer, for assertion messages. */
export function summary(response: RawResponse): string {
  const first = response.raw.split("\r\n")[0] || "(nothing)";
  return `answer "${first.slice(0, 80)}" closed=${response.closed} timedOut=${response.timedOut} error=${response.error ?? "none"}`;
}

export function get(path: string, extraHeaders = ""): string {
  return `GET ${path} HTTP/1.1\r\nHost: ${authority}\r\n${extraHeaders}\r\n`;
}

export function withBody(method: string, path: string, body: string, extraHeaders = ""): string {
  return `${method} ${path} HTTP/1.1\r\nHost: ${authority}\r\nContent-Type: ${form}\r\nContent-Length: ${Buffer.byteLength(body)}\r\n${extraHeaders}\r\n${body}`;
}
