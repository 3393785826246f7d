/**
 * What staff change, on SQLite and on a real PostgreSQL: every change leaves one audit row (who,
 * when, what, before, after), and earlier rows are never touched (the operator's actions are in
 * operator.test.ts).
 */
import { describe, expect, it } from "vitest";
import { postgresTarget, sqliteTarget } from "#tests/fixtures/database-targets.ts";
import { storeEnquiry, storeRequest } from "#tests/fixtures/staff-desk.ts";
import { useTestDesk } from "#tests/fixtures/staff-fixture.ts";
import { setStaffDisabled } from "./accounts.server.ts";
import {
  addNote,
  assignEngineer,
  setEnquiryStage,
  setRequestStatus,
  setVisitDate,
} from "./changes.server.ts";

const at = (iso: string) => new Date(iso);

describe.each([
  ["SQLite", sqliteTarget],
  ["PostgreSQL", postgresTarget],
])("changes and the audit log on %s", { timeout: 60_000 }, (_name, makeTarget) => {
  const desk = useTestDesk(makeTarget);

  it("records an enquiry's stage change once, with who, when, before and after", async () => {
    const enquiry = await storeEnquiry(desk.test.desk, "2026-03-01T05:00:00.000Z");
    const when = at("2026-03-01T06:15:00.000Z");
    const inProgress = () =>
      setEnquiryStage(desk.test.desk, enquiry.reference, "in-progress", desk.asha, undefined, when);
    expect(await inProgress()).toEqual({ ok: true });
    // The same stage again is no change, so no row.
    await inProgress();
    const rows = await desk.events("enquiry", Number(enquiry.id));
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      item_kind: "enquiry",
      at: "2026-03-01T06:15:00.000Z",
      actor_id: desk.asha.id,
      actor_name: "Asha Rao",
      action: "stage",
      before: "new",
      after: "in-progress",
      note: null,
      visible: false,
    });
    expect((await desk.test.desk.enquiries.store.byReference(enquiry.reference))?.stage).toBe(
      "in-progress",
    );
    expect(
      await setEnquiryStage(desk.test.desk, "VPS-000000-NOSUCH", "closed", desk.asha),
    ).toMatchObject({
      ok: false,
      status: 404,
    });
  });

  it("moves a request on as an engineer is assigned and a visit set, and keeps the closing reason", async () => {
    const request = await storeRequest(desk.test.desk, "2026-03-02T03:00:00.000Z");
    const id = Number(request.id);
    await assignEngineer(
      desk.test.desk,
      request.reference,
      desk.sunil.id,
      desk.asha,
      at("2026-03-02T03:10:00.000Z"),
    );
    await setVisitDate(
      desk.test.desk,
      request.reference,
      "2026-03-04",
      desk.asha,
      at("2026-03-02T03:20:00.000Z"),
    );
    await addNote(
      desk.test.desk,
      { kind: "service-request", reference: request.reference },
      "Engineer leaves Vadodara at 6.",
      true,
      desk.asha,
      at("2026-03-02T04:00:00.000Z"),
    );
    await addNote(
      desk.test.desk,
      { kind: "service-request", reference: request.reference },
      "Customer owes for the last visit.",
      false,
      desk.sunil,
      at("2026-03-02T04:05:00.000Z"),
    );
    await setRequestStatus(
      desk.test.desk,
      request.reference,
      "closed",
      desk.asha,
      "Customer cancelled",
      at("2026-03-03T08:00:00.000Z"),
    );
    expect(await desk.trail("service-request", id)).toEqual([
      ["received", "Website", null, "received", null, false],
      ["engineer", "Asha Rao", null, "Sunil Mehta", null, false],
      ["status", "Asha Rao", "received", "assigned", null, false],
      ["visit-date", "Asha Rao", null, "2026-03-04", null, false],
      ["status", "Asha Rao", "assigned", "scheduled", null, false],
      ["note", "Asha Rao", null, null, "Engineer leaves Vadodara at 6.", true],
      ["note", "Sunil Mehta", null, null, "Customer owes for the last visit.", false],
      ["status", "Asha Rao", "scheduled", "closed", "Customer cancelled", false],
    ]);
    expect(await desk.test.desk.requests.byReference(request.reference)).toMatchObject({
      status: "closed",
      close_reason: "Customer cancelled",
      engineer_id: desk.sunil.id,
      visit_date: "2026-03-04",
      updated_at: "2026-03-03T08:00:00.000Z",
    });
  });

  it("assigns only active accounts, and never moves a request back when it is further on", async () => {
    const request = await storeRequest(desk.test.desk, "2026-03-05T03:00:00.000Z", {
      name: "Farhan Ali",
    });
    await setRequestStatus(desk.test.desk, request.reference, "on-site", desk.asha);
    await assignEngineer(desk.test.desk, request.reference, desk.asha.id, desk.asha);
    expect((await desk.test.desk.requests.byReference(request.reference))?.status).toBe("on-site");
    await setStaffDisabled(desk.test.desk.auth, desk.sunil.email, true);
    expect(
      await assignEngineer(desk.test.desk, request.reference, desk.sunil.id, desk.asha),
    ).toEqual({
      ok: false,
      status: 409,
      message: "That account does not exist or is disabled.",
    });
    await setStaffDisabled(desk.test.desk.auth, desk.sunil.email, false);
    expect((await desk.trail("service-request", Number(request.id))).map((row) => row[0])).toEqual([
      "received",
      "status",
      "engineer",
    ]);
  });

  it("never changes an earlier audit row when more changes follow", async () => {
    const enquiry = await storeEnquiry(desk.test.desk, "2026-03-06T05:00:00.000Z", {
      name: "Kiran Rao",
    });
    await setEnquiryStage(desk.test.desk, enquiry.reference, "answered", desk.asha);
    await addNote(
      desk.test.desk,
      { kind: "enquiry", reference: enquiry.reference },
      "Quoted ₹4.2 lakh on the phone.",
      true,
      desk.asha,
    );
    const before = await desk.events("enquiry", Number(enquiry.id));
    await setEnquiryStage(
      desk.test.desk,
      enquiry.reference,
      "closed",
      desk.sunil,
      "Ordered from the OEM under warranty",
    );
    await addNote(
      desk.test.desk,
      { kind: "enquiry", reference: enquiry.reference },
      "Order lost to a competitor.",
      false,
      desk.sunil,
    );
    const after = await desk.events("enquiry", Number(enquiry.id));
    expect(after.slice(0, 2)).toEqual(before);
    expect(
      after
        .slice(2)
        .map((event) => [event.action, event.before, event.after, event.note, event.visible]),
    ).toEqual([
      ["stage", "answered", "closed", "Ordered from the OEM under warranty", false],
      ["note", null, null, "Order lost to a competitor.", false],
    ]);
  });
});
