/** The service request as an attacker would try it; after each case the server still answers. */
import type { APIRequestContext } from "@playwright/test";
import { baseURL } from "../../playwright.config.ts";
import { expect, test } from "./fixtures.ts";
import { breakdownFields, jpeg } from "./service-request-helpers.ts";

type Upload = { name: string; mimeType: string; buffer: Buffer };
type Part = string | Upload | (string | Upload)[];

/** A fresh form token, as the page's script asks for one (the page itself is prerendered). */
async function freshToken(request: APIRequestContext): Promise<string> {
  const { token } = (await (await request.get("/api/form-token")).json()) as { token: string };
  return token;
}

/** Posts the form as a browser on this site would, with a fresh token and key. */
async function send(request: APIRequestContext, changes: Record<string, Part> = {}) {
  const formToken = await freshToken(request);
  const multipart = new FormData();
  const fields: Record<string, Part> = {
    ...breakdownFields,
    formToken,
    idempotencyKey: crypto.randomUUID(),
    ...changes,
  };
  for (const [name, value] of Object.entries(fields)) {
    for (const item of Array.isArray(value) ? value : [value]) {
      if (typeof item === "string") multipart.append(name, item);
      else
        multipart.append(
          name,
          new Blob([new Uint8Array(item.buffer)], { type: item.mimeType }),
          item.name,
        );
    }
  }
  return request.post("/service-request", {
    multipart,
    headers: { Origin: baseURL },
    maxRedirects: 0,
  });
}

test.afterEach(async ({ request }) => {
  expect((await request.get("/healthz")).status()).toBe(200);
});

test("a polyglot: HTML named .jpg and declared image/jpeg is refused by its bytes", async ({
  request,
}) => {
  const response = await send(request, {
    photos: {
      name: "nameplate.jpg",
      mimeType: "image/jpeg",
      buffer: Buffer.from("<html><script>alert(1)</script></html>"),
    },
  });
  expect(response.status()).toBe(400);
  expect(await response.text()).toContain(
    "Photo 1 (nameplate.jpg) is not a JPEG, PNG or WebP picture",
  );
});

test("an executable named .jpg is refused by its bytes", async ({ request }) => {
  const elf = Buffer.concat([Buffer.from([0x7f, 0x45, 0x4c, 0x46, 2, 1, 1]), Buffer.alloc(2000)]);
  const response = await send(request, {
    photos: { name: "photo.jpg", mimeType: "image/jpeg", buffer: elf },
  });
  expect(response.status()).toBe(400);
  expect(await response.text()).toContain("Photo 1 (photo.jpg) is not a JPEG, PNG or WebP picture");
});

test("a 6 MB photo is refused with the limit named, and nothing is stored", async ({ request }) => {
  const big = await jpeg("#335577", 6 * 1024 * 1024);
  expect(big.length).toBeGreaterThan(6_000_000);
  const response = await send(request, {
    photos: { name: "big.jpg", mimeType: "image/jpeg", buffer: big },
  });
  expect(response.status()).toBe(400);
  expect(await response.text()).toContain(
    "Photo 1 (big.jpg) is larger than 5 MB: send a smaller picture",
  );
});

test("a body over the upload limit (16 MB) gets 413 and the connection closes", async ({
  request,
}) => {
  const parts = await Promise.all([1, 2, 3, 4].map(() => jpeg("#000000", 4_500_000)));
  const response = await send(request, {
    photos: parts.map((buffer, index) => ({
      name: `p${index}.jpg`,
      mimeType: "image/jpeg",
      buffer,
    })),
  });
  expect(response.status()).toBe(413);
  expect(await response.text()).toBe("The request is too large. The limit is 16 MB.");
});

test("a cross-site post is refused before the body is read", async ({ request }) => {
  const response = await request.post("/service-request", {
    multipart: { name: "x" },
    headers: { Origin: "https://evil.example" },
  });
  expect(response.status()).toBe(403);
});

test("a status token works for its own reference only, and the page is never cached or indexed", async ({
  request,
}) => {
  const first = await send(request);
  const second = await send(request);
  const [, firstRef, firstToken] =
    /\/requests\/([^?]+)\?t=([^&]+)/.exec(first.headers().location ?? "") ?? [];
  const [, secondRef] = /\/requests\/([^?]+)\?t=/.exec(second.headers().location ?? "") ?? [];
  expect(firstRef).toMatch(/^VPS-/);
  expect(secondRef).toMatch(/^VPS-/);
  const own = await request.get(`/requests/${firstRef}?t=${firstToken}`);
  expect(own.status()).toBe(200);
  expect(own.headers()["cache-control"]).toBe("no-store");
  expect(own.headers()["x-robots-tag"]).toBe("noindex, nofollow");
  expect(await own.text()).toContain('<meta name="robots" content="noindex, nofollow"/>');
  const stolen = await request.get(`/requests/${secondRef}?t=${firstToken}`);
  const unknown = await request.get(`/requests/VPS-000101-AAAAAA?t=${firstToken}`);
  const missing = await request.get(`/requests/${firstRef}`);
  for (const answer of [stolen, unknown, missing]) {
    expect(answer.status()).toBe(404);
    expect(answer.headers()["cache-control"]).toBe("no-store");
  }
  // The three answers are the same page: nothing tells which references exist.
  const bodies = await Promise.all([stolen, unknown, missing].map((answer) => answer.text()));
  expect(new Set(bodies).size).toBe(1);
});

test("the same form sent twice answers the first request's reference, not a second request", async ({
  request,
}) => {
  const same = { formToken: await freshToken(request), idempotencyKey: crypto.randomUUID() };
  const first = await send(request, same);
  expect(first.status()).toBe(303);
  const reference = /\/requests\/(VPS-\d{6}-[A-Z2-9]{6})\?/.exec(
    first.headers().location ?? "",
  )?.[1];
  const again = await send(request, same);
  expect(again.status()).toBe(200);
  const page = await again.text();
  expect(page).toContain("This request has already reached us");
  expect(page).toContain(`Its reference is <strong>${reference}</strong>`);
});
