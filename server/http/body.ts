import type { IncomingMessage } from "node:http";

export type BodyResult =
  | { kind: "body"; body: Buffer }
  /** Over the limit: the rest was read and thrown away, so the client will see the answer. */
  | { kind: "too-large" }
  /** Over the limit and past the discard cap too: the connection must be closed. */
  | { kind: "too-large-closing" }
  | { kind: "aborted" };

/**
 * Reads a request body up to `limit` bytes. A larger one, declared or chunked, is read on and
 * discarded up to `discardCap` bytes (nginx's lingering close): a client still sending when the
 * server answers and closes would otherwise see a connection reset instead of the 413.
 */
export function readBody(
  req: IncomingMessage,
  limit: number,
  discardCap: number,
): Promise<BodyResult> {
  const declared = Number(req.headers["content-length"] ?? Number.NaN);
  if (declared > discardCap) return Promise.resolve({ kind: "too-large-closing" });
  return new Promise((resolve) => {
    const chunks: Buffer[] = [];
    let size = 0;
    let over = declared > limit;
    let settled = false;
    const settle = (result: BodyResult) => {
      if (settled) return;
      settled = true;
      req.off("data", onData);
      resolve(result);
    };
    const onData = (chunk: Buffer) => {
      size += chunk.length;
      if (!over && size > limit) {
        over = true;
        chunks.length = 0;
      }
      if (!over) chunks.push(chunk);
      else if (size > discardCap) {
        req.pause();
        settle({ kind: "too-large-closing" });
      }
    };
    req.on("data", onData);
    req.once("end", () =>
      settle(over ? { kind: "too-large" } : { kind: "body", body: Buffer.concat(chunks) }),
    );
    req.once("error", () => settle({ kind: "aborted" }));
    req.once("close", () => {
      if (!req.complete) settle({ kind: "aborted" });
    });
  });
}
