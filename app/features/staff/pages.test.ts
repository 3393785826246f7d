/**
 * What the console's photo and export routes answer, on SQLite and on a real PostgreSQL: a photo
 * only at its one URL (plain decimal position), no CSV at all while a filter is not valid, and
 * the purge page's count only when written as the purge writes it.
 */
import { RouterContextProvider } from "react-router";
import { beforeAll, describe, expect, it } from "vitest";
import { postgresTarget, sqliteTarget } from "#tests/fixtures/database-targets.ts";
import { password, site, storeEnquiry, storeRequest } from "#tests/fixtures/staff-desk.ts";
import { useTestDesk } from "#tests/fixtures/staff-fixture.ts";
import { purgeLoader } from "./admin.server.ts";
import { getStaffSession, signIn } from "./auth.server.ts";
import { staffDeskContext, staffRequestContext } from "./context.ts";
import { exportLoader, photoLoader } from "./pages.server.ts";

const jpeg = new Uint8Array([0xff, 0xd8, 0xff, 0xe0, 0x00, 0x10, 0xff, 0xd9]);

describe.each([
  ["SQLite", sqliteTarget],
  ["PostgreSQL", postgresTarget],
])("the console's files on %s", { timeout: 60_000 }, (_name, makeTarget) => {
  const fixture = useTestDesk(makeTarget);
  let context: RouterContextProvider;
  let reference = "";

  beforeAll(async () => {
    const { desk } = fixture.test;
    const signedIn = await signIn(desk.auth, {
      email: "asha@vidyut.example",
      password,
      ip: "198.51.100.5",
      headers: { origin: site },
    });
    if (!signedIn.ok) throw new Error(`sign-in failed: ${JSON.stringify(signedIn)}`);
    const cookie = (signedIn.headers.getSetCookie()[0] ?? "").split(";")[0] ?? "";
    const session = await getStaffSession(
      desk.auth,
      new Request(`${site}/staff`, { headers: { cookie } }),
    );
    context = new RouterContextProvider();
    context.set(staffDeskContext, desk);
    context.set(staffRequestContext, { session, cookies: new Headers() });
    const photo = { mime: "image/jpeg" as const, width: 1, height: 1, bytes: Buffer.from(jpeg) };
    const request = await storeRequest(desk, "2026-03-02T03:00:00.000Z", {}, "clear", [photo]);
    reference = request.reference;
    await storeEnquiry(desk, "2026-03-03T03:00:00.000Z", { name: "Ravi Shah" });
  }, 120_000);

  async function photo(position: string): Promise<number> {
    try {
      return (await photoLoader(context, { reference, position })).status;
    } catch (thrown) {
      if (thrown instanceof Response) return thrown.status;
      throw thrown;
    }
  }

  it("serves a photo at its plain decimal position only", async () => {
    expect(await photo("1")).toBe(200);
    const others = ["1.0", "0x1", "1e0", "01", " 1", "+1", "1 ", "0", "2", "-1", "１", ""];
    const statuses: Record<string, number> = {};
    for (const position of others) statuses[position] = await photo(position);
    expect(statuses).toEqual({
      "1.0": 404,
      "0x1": 404,
      "1e0": 404,
      "01": 404,
      " 1": 404,
      "+1": 404,
      "1 ": 404,
      "0": 404,
      "2": 404,
      "-1": 404,
      "１": 404,
      "": 404,
    });
  });

  it("exports the items of valid filters", async () => {
    const answer = await exportLoader(
      new Request(`${site}/staff/export.csv?kind=contact`),
      context,
    );
    expect(answer.status).toBe(200);
    const lines = (await answer.text()).split("\r\n");
    expect(lines).toHaveLength(3);
    expect(lines[1]).toContain('"Contact enquiry"');
  });

  it("exports nothing, with 400 and the reason, while a filter is not valid", async () => {
    const cases = {
      [`q=${"x".repeat(101)}`]: "Search for at most 100 characters",
      "kind=contact&from=2026-02-30": "Enter a date such as 2026-03-10",
      "status=bogus": "Choose a status from the list",
      "urgency=constructor": "Choose an urgency from the list",
    };
    for (const [query, reason] of Object.entries(cases)) {
      const answer = await exportLoader(new Request(`${site}/staff/export.csv?${query}`), context);
      expect([answer.status, answer.headers.get("content-type"), await answer.text()]).toEqual([
        400,
        "text/plain; charset=utf-8",
        `Nothing was exported: the filters are not valid (${reason}). Correct them in the inbox and export again.\n`,
      ]);
    }
  });

  it("shows the purge's count only when written as plain decimal digits", async () => {
    const counts: Record<string, number | null> = {};
    for (const deleted of ["0", "3", "007", "1e3", "3.0", " 3", "-1"])
      counts[deleted] = (
        await purgeLoader(new Request(`${site}/staff/purge?deleted=${deleted}`), context)
      ).deleted;
    expect(counts).toEqual({
      "0": 0,
      "3": 3,
      "007": null,
      "1e3": null,
      "3.0": null,
      " 3": null,
      "-1": null,
    });
  });
});
