/**
 * The desk's view of a request on SQLite and on a real PostgreSQL: other items from the same
 * phone (however it was written) or e-mail within 24 hours are found, later ones are not; one
 * click acknowledges a request at Received and leaves one further on where it is.
 */
import { describe, expect, it } from "vitest";
import { startServicePlans } from "#app/features/service-plans/public.server.ts";
import { postgresTarget, sqliteTarget } from "#tests/fixtures/database-targets.ts";
import { storeEnquiry, storeRequest } from "#tests/fixtures/staff-desk.ts";
import { useTestDesk } from "#tests/fixtures/staff-fixture.ts";
import { acknowledgeRequest, setRequestStatus } from "./changes.server.ts";
import { deskView, sameSender } from "./desk-view.server.ts";

describe.each([
  ["SQLite", sqliteTarget],
  ["PostgreSQL", postgresTarget],
])("the desk's view on %s", { timeout: 60_000 }, (_name, makeTarget) => {
  const desk = useTestDesk(makeTarget);

  it("flags items from the same phone or e-mail within 24 hours, and no others", async () => {
    const caller = {
      mobile: "98250-11223",
      email: "plant@anand-dairy.example",
      name: "Anil Joshi",
    };
    const first = await storeRequest(desk.test.desk, "2026-10-01T02:00:00.000Z", caller);
    const samePhone = await storeRequest(desk.test.desk, "2026-10-01T20:00:00.000Z", {
      ...caller,
      mobile: "9825011223",
      email: "other@anand-dairy.example",
      name: "Second Caller",
    });
    const enquiry = await storeEnquiry(desk.test.desk, "2026-10-01T09:00:00.000Z", {
      email: "PLANT@anand-dairy.example",
      phone: "070000 00000",
    });
    // 26 hours after the first: outside its window.
    await storeRequest(desk.test.desk, "2026-10-02T04:00:00.000Z", {
      ...caller,
      name: "Late Caller",
    });
    const found = await sameSender(desk.test.desk.platform.database, first);
    expect(found.map((item) => [item.kind, item.reference])).toEqual([
      ["enquiry", enquiry.reference],
      ["service-request", samePhone.reference],
    ]);
    const view = await deskView(
      desk.test.desk.platform.database,
      startServicePlans(desk.test.desk.platform.database),
      first,
      new Date("2026-10-01T02:30:00.000Z"),
    );
    expect(view.clock.map((part) => part.text)).toEqual([
      "Acknowledge within 1 h 30 min",
      "On site within 47 h 30 min",
    ]);
    expect(view.planLabel).toBe("No plan: the general targets");
  });

  it("acknowledges a request at Received once, and never moves one back", async () => {
    const request = await storeRequest(desk.test.desk, "2026-10-05T02:00:00.000Z", {
      name: "Ack Once",
    });
    const at = new Date("2026-10-05T02:10:00.000Z");
    expect(await acknowledgeRequest(desk.test.desk, request.reference, desk.sunil, at)).toEqual({
      ok: true,
    });
    await acknowledgeRequest(desk.test.desk, request.reference, desk.sunil, at);
    await setRequestStatus(desk.test.desk, request.reference, "on-site", desk.sunil, undefined, at);
    await acknowledgeRequest(desk.test.desk, request.reference, desk.asha, at);
    expect((await desk.trail("service-request", Number(request.id))).slice(1)).toEqual([
      ["status", "Sunil Mehta", "received", "acknowledged", null, false],
      ["status", "Sunil Mehta", "acknowledged", "on-site", null, false],
    ]);
  });
});
