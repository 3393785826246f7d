/**
 * Every answer under a private link is kept by no cache, sent on as no referrer and indexed by no
 * crawler, whichever route gives it. Before the fix, a resource route's `.data` answer (React
 * Router wraps the CSV or the file in its data format and drops the route's headers) and a 404
 * under a valid link went out as `public, s-maxage=300`: a shared cache could have kept a
 * customer's fleet CSV for five minutes after the link was revoked.
 */
import { expect, test } from "./fixtures.ts";
import { seedSmallFleet } from "./passport-helpers.ts";

test("every answer under a private link is private, its .data and its 404s included", async ({
  request,
}) => {
  const { fleetPath, firstAsset } = seedSmallFleet({ units: 1, records: 2 });
  const unit = `${fleetPath}/units/${firstAsset}`;
  for (const [path, status] of [
    [fleetPath, 200],
    [`${fleetPath}.data`, 200],
    [`${fleetPath}/fleet.csv`, 200],
    [`${fleetPath}/fleet.csv.data`, 200],
    [`${unit}/history.csv.data`, 200],
    [`${fleetPath}/no-such-page`, 404],
    [`${fleetPath}/units`, 404],
    ["/report-files/not-a-real-token-0000000000.data", 404],
    ["/requests/VPS-261128-ZZZZZZ.data", 404],
  ] as const) {
    const answer = await request.get(path, { maxRedirects: 0 });
    expect(answer.status(), path).toBe(status);
    const headers = answer.headers();
    expect(headers["cache-control"], path).toBe("no-store");
    expect(headers["referrer-policy"], path).toBe("no-referrer");
    expect(headers["x-robots-tag"], path).toBe("noindex, nofollow");
  }
  // The CSV's rows really were in the .data answer: the headers are what kept them private.
  expect(await (await request.get(`${fleetPath}/fleet.csv.data`)).text()).toContain("TR-1");
});
