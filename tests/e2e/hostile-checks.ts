/** What every hostile-request suite expects of an answer, and of the server after each case. */
import { expect, test } from "./fixtures.ts";
import { authority, get, type RawResponse, raw, summary } from "./raw-http.ts";

/** An error answer leaks no stack; a 400/405/413/501 is framed by Content-Length or by closing. */
export function expectCleanError(response: RawResponse) {
  if ([400, 405, 413, 501].includes(response.status ?? 0)) {
    expect(
      response.headers["content-length"] !== undefined || response.closed,
      `framed by Content-Length or by closing: ${summary(response)}`,
    ).toBe(true);
  }
  expect(response.raw).not.toContain("    at ");
  expect(response.raw).not.toContain("node:internal");
}

export function expectStatus(response: RawResponse, expected: number | number[]) {
  if (!Array.isArray(expected)) {
    expect(response.status, summary(response)).toBe(expected);
    return;
  }
  expect(
    expected,
    `status ${response.status} not in [${expected}]: ${summary(response)}`,
  ).toContain(response.status ?? -1);
}

/**
 * A redirect target on this site: one slash then a non-slash (never `//host`), and what a
 * browser makes of it, resolved against this server's URL, is still this server.
 */
export function expectSameSiteLocation(location: string) {
  expect(location).toMatch(/^\/[^/\\]/);
  expect(new URL(location, `http://${authority}/`).host, `Location ${location}`).toBe(authority);
}

/** After every case the server still answers `GET /healthz` with 200 on a fresh connection. */
export function checkHealthAfterEach() {
  test.afterEach(async () => {
    const health = await raw(get("/healthz", "Connection: close\r\n"));
    expect(health.raw.split("\r\n")[0], `GET /healthz afterwards: ${summary(health)}`).toMatch(
      /^HTTP\/1\.1 200 /,
    );
  });
}
