/**
 * The verify page's loader and action on a real database: the view of a report and its file
 * check, an unknown number as 404, and the per-address limit that stops a walk through the
 * register (429 with Retry-After) before the database is asked.
 */

import { RouterContextProvider } from "react-router";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { clientIpContext } from "#app/lib/request-context.ts";
import type { Database } from "#app/platform/database.server.ts";
import { memoryRateLimiter } from "#app/platform/rate-limit.server.ts";
import { sqliteTarget, type Target } from "#tests/fixtures/database-targets.ts";
import { openReportDatabase } from "#tests/fixtures/report-database.ts";
import { sampleSnapshot } from "#tests/fixtures/report-snapshot.ts";
import { reportsContext } from "./context.ts";
import { issueReport, reportFile } from "./public.server.ts";
import { verifyAction, verifyLoader } from "./verify-page.server.ts";

const site = "http://localhost:3000";
let target: Target;
let database: Database;

beforeAll(async () => {
  target = await sqliteTarget();
  database = await openReportDatabase(target);
});
afterAll(async () => {
  await database?.close();
  await target?.stop();
});

function context(
  lookups: number,
  ip = "203.0.113.7",
  limiter = memoryRateLimiter(lookups, 600_000),
) {
  const provider = new RouterContextProvider();
  provider.set(clientIpContext, ip);
  provider.set(reportsContext, {
    database,
    siteUrl: site,
    verifyLimiter: limiter,
    close() {},
  });
  return provider;
}

async function thrown(promise: Promise<unknown>) {
  try {
    await promise;
  } catch (error) {
    return error as { init: ResponseInit; data: unknown };
  }
  throw new Error("expected a refusal");
}

describe("the verify page", { timeout: 60_000 }, () => {
  it("shows a report by either spelling and checks a posted file", async () => {
    const issued = await issueReport(
      database,
      sampleSnapshot(),
      { id: "a", name: "Asha Rao" },
      {
        siteUrl: site,
        now: new Date("2026-11-26T06:00:00.000Z"),
      },
    );
    const ctx = context(10);
    const view = await verifyLoader(new Request(`${site}/verify/x`), "VPS-TR-2026-000001", ctx);
    expect(view.init?.headers).toEqual({
      "Cache-Control": "no-store",
      "X-Robots-Tag": "noindex, nofollow",
    });
    expect(view.data).toMatchObject({
      number: "VPS/TR/2026/000001",
      issuer: "Vidyut Power Solutions Pvt. Ltd.",
      shown: {
        revision: 1,
        status: "issued",
        issuedOn: "26 November 2026",
        customerName: "Narmada Chemicals Ltd.",
        make: "Voltamp",
        serialNumber: "VT-18-4471",
        sha256: issued.sha256,
      },
    });
    expect(view.data.shown.results[1]).toEqual({
      line: 2,
      parameter: "Water content",
      result: "24 mg/kg",
      verdict: "Not satisfactory",
      bad: true,
    });
    const printed = await verifyLoader(new Request(`${site}/verify/x`), "VPS/TR/2026/000001", ctx);
    expect(printed.data.number).toBe("VPS/TR/2026/000001");

    const file = (await reportFile(database, issued.number, 1)) ?? new Uint8Array();
    const form = new FormData();
    form.append(
      "file",
      new File([new Uint8Array(file)], "report.pdf", { type: "application/pdf" }),
    );
    const request = new Request(`${site}/verify/VPS-TR-2026-000001`, {
      method: "POST",
      body: form,
    });
    const answer = await verifyAction(request, "VPS-TR-2026-000001", ctx);
    expect(answer.data).toEqual({
      ok: true,
      sha256: issued.sha256,
      size: file.byteLength,
      fileName: "report.pdf",
      revision: 1,
    });
  });

  it("answers a number never issued, or not a number, with 404", async () => {
    const cases = [
      ["VPS-TR-2026-000777", { kind: "unknown", number: "VPS/TR/2026/000777" }],
      ["wp-login.php", { kind: "unknown", number: null }],
    ] as const;
    for (const [splat, expected] of cases) {
      const refusal = await thrown(
        verifyLoader(new Request(`${site}/verify/x`), splat, context(10)),
      );
      expect(refusal.init.status).toBe(404);
      expect(refusal.data).toEqual(expected);
    }
  });

  it("stops an address after its lookups, with the wait in Retry-After", async () => {
    // A number never issued: the lookups count whatever they find.
    const ctx = context(2, "198.51.100.9");
    const load = () =>
      thrown(verifyLoader(new Request(`${site}/verify/x`), "VPS-TR-2026-000901", ctx));
    expect((await load()).init.status).toBe(404);
    expect((await load()).init.status).toBe(404);
    const refusal = await load();
    expect(refusal.init.status).toBe(429);
    expect(refusal.data).toMatchObject({ kind: "limited" });
    expect(Number(new Headers(refusal.init.headers).get("Retry-After"))).toBeGreaterThan(500);
  });

  it("counts an IPv6 client's lookups by its /64", async () => {
    const limiter = memoryRateLimiter(2, 600_000);
    const from = (ip: string) =>
      thrown(
        verifyLoader(
          new Request(`${site}/verify/x`),
          "VPS-TR-2026-000902",
          context(2, ip, limiter),
        ),
      );
    const statuses = [];
    for (const ip of ["2001:db8:7:1::1", "2001:db8:7:1::2", "2001:db8:7:1:a::3", "2001:db8:7:2::1"])
      statuses.push((await from(ip)).init.status);
    expect(statuses).toEqual([404, 404, 429, 404]);
  });
});
