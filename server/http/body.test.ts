import type { IncomingMessage } from "node:http";
import { PassThrough } from "node:stream";
import { describe, expect, it } from "vitest";
import { readBody } from "./body.ts";

function request(chunks: Buffer[], headers: Record<string, string> = {}) {
  const stream = new PassThrough() as PassThrough & {
    headers: Record<string, string>;
    complete: boolean;
  };
  stream.headers = headers;
  stream.complete = false;
  setImmediate(() => {
    for (const chunk of chunks) stream.write(chunk);
    stream.complete = true;
    stream.end();
  });
  return stream as unknown as IncomingMessage & { readableEnded: boolean };
}

describe("readBody", () => {
  it("returns a body within the limit", async () => {
    const result = await readBody(request([Buffer.from("a=1&"), Buffer.from("b=2")]), 16, 64);
    expect(result).toEqual({ kind: "body", body: Buffer.from("a=1&b=2") });
  });

  it("reads an oversized body to its end before answering, so the client sees the 413", async () => {
    const req = request([Buffer.alloc(10), Buffer.alloc(10), Buffer.alloc(10)]);
    expect(await readBody(req, 16, 64)).toEqual({ kind: "too-large" });
    expect(req.readableEnded).toBe(true);
  });

  it("stops reading past the discard cap", async () => {
    const req = request([Buffer.alloc(40), Buffer.alloc(40)]);
    expect(await readBody(req, 16, 64)).toEqual({ kind: "too-large-closing" });
  });

  it("refuses at once a declared length beyond the discard cap", async () => {
    expect(await readBody(request([], { "content-length": "1000" }), 16, 64)).toEqual({
      kind: "too-large-closing",
    });
  });
});
