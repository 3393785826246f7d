/**
 * A plan customer's monthly report on SQLite and on a real PostgreSQL: only that customer's
 * requests of that month, each target met or missed, as CSV (cells neutralised) and as a PDF.
 */
import {
  decodePDFRawStream,
  PDFArray,
  PDFDocument,
  PDFRawStream,
  type PDFDocument as Pdf,
} from "pdf-lib";
import { RouterContextProvider } from "react-router";
import { beforeAll, describe, expect, it } from "vitest";
import { startServicePlans } from "#app/features/service-plans/public.server.ts";
import { postgresTarget, sqliteTarget } from "#tests/fixtures/database-targets.ts";
import { password, site, storeRequest } from "#tests/fixtures/staff-desk.ts";
import { useTestDesk } from "#tests/fixtures/staff-fixture.ts";
import { getStaffSession, signIn } from "./auth.server.ts";
import { setRequestStatus } from "./changes.server.ts";
import { staffDeskContext, staffRequestContext } from "./context.ts";
import { planReport } from "./plan-report.server.ts";
import { countsLine } from "./plan-report-pdf.server.ts";

/** The strings a page draws, in the order it draws them (pdf-lib writes each as `<hex> Tj`). */
function pageText(pdf: Pdf, index: number): string[] {
  const contents = pdf.getPage(index).node.Contents();
  const streams = contents instanceof PDFArray ? contents.asArray() : [contents];
  return streams.flatMap((ref) => {
    const stream = ref instanceof PDFRawStream ? ref : pdf.context.lookup(ref as never);
    if (!(stream instanceof PDFRawStream)) return [];
    const source = Buffer.from(decodePDFRawStream(stream).decode()).toString("latin1");
    return [...source.matchAll(/<([0-9A-F]*)> Tj/g)].map(([, hex = ""]) =>
      Buffer.from(hex, "hex").toString("latin1"),
    );
  });
}

describe("the plan report's counts", () => {
  it("says one request and one target in the singular", () => {
    expect(countsLine({ requests: 1, met: 1, missed: 0 })).toBe(
      "1 request · 1 target met · 0 targets missed",
    );
    expect(countsLine({ requests: 3, met: 4, missed: 1 })).toBe(
      "3 requests · 4 targets met · 1 target missed",
    );
  });
});

describe.each([
  ["SQLite", sqliteTarget],
  ["PostgreSQL", postgresTarget],
])("the monthly plan report on %s", { timeout: 60_000 }, (_name, makeTarget) => {
  const fixture = useTestDesk(makeTarget);
  let context: RouterContextProvider;
  let plans: ReturnType<typeof startServicePlans>;
  let id = 0;
  let met = "";
  let late = "";
  let midnight = "";

  beforeAll(async () => {
    const { desk } = fixture.test;
    const signedIn = await signIn(desk.auth, {
      email: "asha@vidyut.example",
      password,
      ip: "198.51.100.7",
      headers: { origin: site },
    });
    if (!signedIn.ok) throw new Error("sign-in failed");
    const cookie = (signedIn.headers.getSetCookie()[0] ?? "").split(";")[0] ?? "";
    const session = await getStaffSession(
      desk.auth,
      new Request(`${site}/staff`, { headers: { cookie } }),
    );
    context = new RouterContextProvider();
    context.set(staffDeskContext, desk);
    context.set(staffRequestContext, { session, cookies: new Headers() });
    plans = startServicePlans(desk.platform.database);
    const saved = await plans.subscribers.save(
      null,
      {
        company: "=Anand Dairy",
        plan: "assured",
        startsOn: "2026-04-01",
        endsOn: "2027-03-31",
        emails: ["@anand-dairy.example"],
        phones: [],
        passportCustomer: null,
      },
      fixture.asha,
    );
    if (!saved.ok) throw new Error(saved.message);
    id = saved.id;
    const caller = { email: "plant@anand-dairy.example", name: "Anil Joshi" };
    // Acknowledged after 20 min (target 30): met; the second after 45 min: missed.
    const first = await storeRequest(desk, "2026-11-03T04:00:00.000Z", caller);
    await setRequestStatus(
      desk,
      first.reference,
      "acknowledged",
      fixture.sunil,
      undefined,
      new Date("2026-11-03T04:20:00.000Z"),
    );
    await setRequestStatus(
      desk,
      first.reference,
      "on-site",
      fixture.sunil,
      undefined,
      new Date("2026-11-03T10:00:00.000Z"),
    );
    const second = await storeRequest(desk, "2026-11-10T04:00:00.000Z", {
      ...caller,
      name: "Bina Joshi",
    });
    await setRequestStatus(
      desk,
      second.reference,
      "acknowledged",
      fixture.sunil,
      undefined,
      new Date("2026-11-10T04:45:00.000Z"),
    );
    await setRequestStatus(
      desk,
      second.reference,
      "on-site",
      fixture.sunil,
      undefined,
      new Date("2026-11-10T18:00:00.000Z"),
    );
    // Another customer, and the same customer in another month: neither is in the report.
    await storeRequest(desk, "2026-11-11T04:00:00.000Z", { name: "Other Customer" });
    await storeRequest(desk, "2026-12-01T04:00:00.000Z", { ...caller, name: "December Caller" });
    // 30 November 18:30 UTC is midnight of 1 December in India: a December request.
    midnight = (
      await storeRequest(desk, "2026-11-30T18:30:00.000Z", { ...caller, name: "Midnight Caller" })
    ).reference;
    met = first.reference;
    late = second.reference;
  }, 120_000);

  const report = (month: string, format: "csv" | "pdf") =>
    planReport(
      context,
      plans,
      new Request(`${site}/staff/plans/${id}/report/${format}?month=${month}`),
      String(id),
      format,
    );

  it("lists the month's requests with each target met or missed, as CSV", async () => {
    const answer = await report("2026-11", "csv");
    expect(answer.headers.get("content-disposition")).toBe(
      'attachment; filename="plan-report-anand-dairy-2026-11.csv"',
    );
    const lines = (await answer.text()).replace("\uFEFF", "").trim().split("\r\n");
    expect(lines).toHaveLength(3);
    expect(lines[1]).toBe(
      `"${met}","3 Nov 2026, 09:30 IST","breakdown","Gujarat","Assured","30","Met: Acknowledged in 20 min (target 30 min)","12","Met: On site in 6 h (target 12 h)"`,
    );
    expect(lines[2]).toBe(
      `"${late}","10 Nov 2026, 09:30 IST","breakdown","Gujarat","Assured","30","Missed: Acknowledge target missed by 15 min","12","Missed: On site target missed by 2 h"`,
    );
  });

  it("counts a request by its day in India: midnight of 1 December IST is December's", async () => {
    const lines = (await (await report("2026-12", "csv")).text()).trim().split("\r\n");
    expect(lines).toHaveLength(3);
    expect(lines[1]?.startsWith(`"${midnight}","1 Dec 2026, 00:00 IST",`)).toBe(true);
  });

  it("makes a PDF with the counts, and refuses a month that is not one", async () => {
    const answer = await report("2026-11", "pdf");
    expect(answer.headers.get("content-type")).toBe("application/pdf");
    const pdf = await PDFDocument.load(new Uint8Array(await answer.arrayBuffer()));
    expect(pdf.getPageCount()).toBe(1);
    expect(pdf.getTitle()).toBe("Response report November 2026: =Anand Dairy");
    // The month in words, and every cell whole: wrapped onto its lines, never cut short.
    const printed = pageText(pdf, 0).join(" ");
    expect(printed).toContain("Assured plan: response report for November 2026");
    expect(printed).toContain("2 requests · 2 targets met · 2 targets missed");
    expect(printed).toContain(`${met} 3 Nov 2026, 09:30 IST`);
    expect(printed).toContain("Met: Acknowledged in 20 min (target 30 min)");
    expect(printed).toContain("Met: On site in 6 h (target 12 h)");
    expect(printed).toContain("Missed: Acknowledge target missed by 15 min");
    expect(printed).toContain("Missed: On site target missed by 2 h");
    expect((await report("2026-13", "csv")).status).toBe(400);
  });
});
