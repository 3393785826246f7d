import type { AddressInfo } from "node:net";
import { connect } from "node:net";
import express from "express";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createLogger } from "#app/lib/logger.ts";
import { loadConfig } from "../config.ts";
import { lastResort } from "../error-page.ts";
import { formPosts } from "./body.ts";

/** formPosts on a real socket: a 1 KiB body limit, 2 KiB for uploads, one upload at a time. */
const config = loadConfig({
  BODY_LIMIT_BYTES: "1024",
  UPLOAD_LIMIT_BYTES: "2048",
  UPLOAD_CONCURRENCY: "1",
});
const app = express()
  .use((_req, res, next) => {
    res.locals.origin = "http://site.test";
    next();
  })
  .use(formPosts(config, async (path) => (path === "/upload" ? { uploads: true } : {})))
  .use(async (req, res) => {
    const streamed = req.body === undefined;
    let size = req.body?.length ?? 0;
    if (streamed) for await (const chunk of req) size += chunk.length;
    res.json({ size, streamed });
  })
  .use(lastResort(createLogger("silent")));
let base = "";
let server: ReturnType<typeof app.listen>;
beforeAll(async () => {
  server = app.listen(0, "127.0.0.1");
  await new Promise((resolve) => server.once("listening", resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => server.close());

const post = (path: string, body: string, headers: Record<string, string> = {}) =>
  fetch(`${base}${path}`, {
    method: "POST",
    body,
    headers: { Origin: "http://site.test", ...headers },
  });

describe("formPosts", () => {
  it("reads a body within the limit whole, and streams an upload to the action", async () => {
    expect(await (await post("/contact", "a".repeat(1000))).json()).toEqual({
      size: 1000,
      streamed: false,
    });
    expect(await (await post("/upload", "b".repeat(2000))).json()).toEqual({
      size: 2000,
      streamed: true,
    });
  });

  it("answers an oversized body 413 with the route's limit, after reading it", async () => {
    const form = await post("/contact", "a".repeat(1500));
    expect(form.status).toBe(413);
    expect(await form.text()).toBe("The request is too large. The limit is 1 KB.");
    const upload = await post("/upload", "b".repeat(3000));
    expect(upload.status).toBe(413);
    expect(await upload.text()).toBe("The request is too large. The limit is 2 KB.");
  });

  it("refuses a post from another site before reading it", async () => {
    const answer = await post("/contact", "a=1", { Origin: "https://evil.example" });
    expect(answer.status).toBe(403);
    expect(await answer.text()).toBe("Cross-site form posts are not accepted.");
  });

  it("answers 503 to an upload while the only place is held", async () => {
    const { port } = server.address() as AddressInfo;
    const holder = connect(port, "127.0.0.1");
    holder.write(
      `POST /upload HTTP/1.1\r\nHost: site.test\r\nOrigin: http://site.test\r\nContent-Length: 2000\r\n\r\nfirst bytes`,
    );
    try {
      await expect.poll(async () => (await post("/upload", "x")).status).toBe(503);
      const answer = await post("/upload", "x");
      expect(answer.headers.get("retry-after")).toBe("30");
      // Other forms are not held back by uploads.
      expect((await post("/contact", "a=1")).status).toBe(200);
    } finally {
      holder.destroy();
    }
    await expect.poll(async () => (await post("/upload", "x")).status).toBe(200);
  });

  it("gives an IPv6 client half the upload places by its /64, not by each address", async () => {
    // Behind a proxy on loopback, as nginx stands: the client is X-Forwarded-For.
    const proxied = express()
      .set("trust proxy", "loopback")
      .use((_req, res, next) => {
        res.locals.origin = "http://site.test";
        next();
      })
      .use(formPosts(loadConfig({ UPLOAD_CONCURRENCY: "4" }), async () => ({ uploads: true })))
      .use(async (req, res) => {
        for await (const _ of req);
        res.json({ ok: true });
      });
    const listener = proxied.listen(0, "127.0.0.1");
    await new Promise((resolve) => listener.once("listening", resolve));
    const { port } = listener.address() as AddressInfo;
    const from = (client: string) =>
      fetch(`http://127.0.0.1:${port}/upload`, {
        method: "POST",
        body: "x",
        headers: { Origin: "http://site.test", "X-Forwarded-For": client },
      });
    const holders = ["2001:db8:5:6::a", "2001:db8:5:6:1:2:3:4"].map((client) => {
      const holder = connect(port, "127.0.0.1");
      holder.write(
        `POST /upload HTTP/1.1\r\nHost: site.test\r\nOrigin: http://site.test\r\nX-Forwarded-For: ${client}\r\nContent-Length: 2000\r\n\r\nfirst bytes`,
      );
      return holder;
    });
    try {
      await expect.poll(async () => (await from("2001:db8:5:6::99")).status).toBe(503);
      expect((await from("2001:db8:5:7::1")).status).toBe(200);
      expect((await from("203.0.113.9")).status).toBe(200);
    } finally {
      for (const holder of holders) holder.destroy();
      listener.close();
    }
  });
});
