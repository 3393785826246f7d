/**
 * Hostile requests on a raw TCP socket, part two: odd targets, absolute-form requests,
 * cross-origin posts, methods and Host headers. After every case the server must still answer
 * `GET /healthz` with 200 on a fresh connection.
 */
import { expect, test } from "./fixtures.ts";
import {
  checkHealthAfterEach,
  expectCleanError,
  expectSameSiteLocation,
  expectStatus,
} from "./hostile-checks.ts";
import { authority, get, raw, summary, withBody } from "./raw-http.ts";

checkHealthAfterEach();

test.describe("paths", () => {
  test("GET //evil.example/ redirects to a same-site path", async () => {
    const response = await raw(get("//evil.example/"));
    expectStatus(response, 301);
    const location = response.headers.location ?? "";
    expectSameSiteLocation(location);
  });

  test("GET //x//evil.example/ redirects to a same-site path", async () => {
    const response = await raw(get("//x//evil.example/"));
    expectStatus(response, 301);
    const location = response.headers.location ?? "";
    expectSameSiteLocation(location);
  });

  test("GET /aboutus/ redirects to /aboutus", async () => {
    const response = await raw(get("/aboutus/"));
    expectStatus(response, 301);
    expect(response.headers.location).toBe("/aboutus");
  });

  test("a private link with a trailing slash is redirected uncached, unindexed and without a referrer", async () => {
    for (const path of [
      "/fleet/AbCdEfGhIjKlMnOpQrStUv/",
      "/report-files/AbCdEfGhIjKlMnOpQrStUv/",
      "/reminders/stop/12/abcdef/",
    ]) {
      const response = await raw(get(path));
      expectStatus(response, 301);
      expect(response.headers.location).toBe(path.slice(0, -1));
      expect(response.headers["cache-control"], path).toBe("no-store");
      expect(response.headers["x-robots-tag"], path).toBe("noindex, nofollow");
      expect(response.headers["referrer-policy"], path).toBe("no-referrer");
    }
  });

  test("a target with a literal backslash answers 400", async () => {
    const response = await raw(get("/\\evil.example"));
    expectStatus(response, 400);
    expectCleanError(response);
  });

  test("an encoded ../ traversal never reads a file", async () => {
    const response = await raw(get("/services/..%2F..%2Fetc/passwd"));
    expectStatus(response, [404, 400]);
    // A line of /etc/passwd, not just the word, which a page may contain.
    expect(response.body).not.toMatch(/root:[^:\n]*:0:0:/);
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

  test("POST //evil.example/contact from evil.example is redirected or refused", async () => {
    const response = await raw(
      withBody("POST", "//evil.example/contact", enquiry, "Origin: http://evil.example\r\n"),
    );
    expectStatus(response, [301, 308, 403]);
    if (response.status !== 403) {
      const location = response.headers.location ?? "";
      expectSameSiteLocation(location);
    }
  });

  test("a form post with Origin: http://evil.example answers 403", async () => {
    const response = await raw(
      withBody("POST", "/contact.data", enquiry, "Origin: http://evil.example\r\n"),
    );
    expectStatus(response, 403);
    expectCleanError(response);
  });

  test("a form post with Origin: null answers 403", async () => {
    const response = await raw(withBody("POST", "/contact.data", enquiry, "Origin: null\r\n"));
    expectStatus(response, 403);
    expectCleanError(response);
  });

  test("a form post with Sec-Fetch-Site: cross-site and no Origin answers 403", async () => {
    const response = await raw(
      withBody("POST", "/contact.data", enquiry, "Sec-Fetch-Site: cross-site\r\n"),
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
