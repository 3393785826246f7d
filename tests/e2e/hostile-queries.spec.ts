/**
 * Hostile requests on a raw TCP socket, part three: the inputs the trust pages added (the case
 * study filters, the search keyword in any spelling, the downloads and share cards). After every
 * case the server must still answer `GET /healthz` with 200 on a fresh connection.
 */
import { expect, test } from "./fixtures.ts";
import { checkHealthAfterEach, expectStatus } from "./hostile-checks.ts";
import { get, raw, withBody } from "./raw-http.ts";

checkHealthAfterEach();

test("a case study filter holding markup is ignored and never echoed", async () => {
  const response = await raw(
    get("/case-studies?sector=%3Cscript%3Ealert(1)%3C/script%3E&state=%3Cb%3E"),
  );
  expectStatus(response, 200);
  expect(response.body).not.toContain("<script>alert(1)");
  expect(response.body).not.toContain("<b>");
  expect(response.body).toContain("All 11 projects");
});

test("broken percent-encoding and NUL bytes in a filter are ignored", async () => {
  const response = await raw(get("/case-studies?state=%00%FF%C0&service=%E0%A4"));
  expectStatus(response, 200);
  expect(response.body).toContain("All 11 projects");
});

test("a filter's data request is filtered, not the prerendered file", async () => {
  const response = await raw(get("/case-studies.data?sector=cement"));
  expectStatus(response, 200);
  expect(response.body).toContain("rajasthan-cement-plant-site-overhaul");
  expect(response.body).not.toContain("odisha-steel-plant-oltc-diverter-leak");
});

test("a 10 KB filter value answers without error", async () => {
  const response = await raw(get(`/case-studies?sector=${"a".repeat(10_000)}`));
  expectStatus(response, [200, 414, 431]);
});

test("a form post to the case studies answers 405", async () => {
  const response = await raw(withBody("POST", "/case-studies", "sector=steel"));
  expectStatus(response, 405);
});

test("the search keyword in odd spellings and broken encoding never fails", async () => {
  for (const target of [
    "/services/search?KEYWORD=%E0%A4",
    "/services/search?keyword=%00",
    "/services/search?keyword=oil&KeyWord=",
    `/services/search?keyword=${"(".repeat(500)}`,
  ]) {
    const response = await raw(get(target));
    expect(response.status, target).toBeLessThan(500);
  }
});

test("a traversal through the downloads and share cards reads nothing", async () => {
  for (const target of [
    "/downloads/..%2F..%2Fserver%2Findex.js",
    "/og/..%2F..%2Fpackage.json",
    "/downloads/%2e%2e/static-manifest.json",
  ]) {
    const response = await raw(get(target));
    expect([400, 404], target).toContain(response.status);
    expect(response.body, target).not.toContain('"dependencies"');
  }
});
