/**
 * The requester's e-mails when staff book the visit and close the request, on SQLite and on a
 * real PostgreSQL: queued with the change, once for each, and none for a request still held.
 */
import { describe, expect, it } from "vitest";
import { postgresTarget, sqliteTarget } from "#tests/fixtures/database-targets.ts";
import { storeRequest } from "#tests/fixtures/staff-desk.ts";
import { useTestDesk } from "#tests/fixtures/staff-fixture.ts";
import { setRequestStatus, setVisitDate } from "./changes.server.ts";

describe.each([
  ["SQLite", sqliteTarget],
  ["PostgreSQL", postgresTarget],
])("the requester's updates on %s", { timeout: 60_000 }, (_name, makeTarget) => {
  const desk = useTestDesk(makeTarget);

  const updatesOf = (reference: string) =>
    desk.test.desk.platform.database.db
      .selectFrom("messages")
      .select(["to_address", "subject", "text"])
      .where("reference", "=", reference)
      .where("kind", "=", "request-update")
      .orderBy("id")
      .execute();

  it("tells the requester of the booked visit and of the close, and says nothing of a held one", async () => {
    const request = await storeRequest(desk.test.desk, "2026-11-21T03:30:00.000Z", {
      email: "maintenance@halolsteel.example",
    });
    const held = await storeRequest(
      desk.test.desk,
      "2026-11-21T04:30:00.000Z",
      { email: "shift.engineer@halolsteel.example", name: "Held Sender" },
      "held",
    );
    const when = new Date("2026-11-21T05:00:00.000Z");
    await setVisitDate(desk.test.desk, request.reference, "2026-11-23", desk.asha, when, "10:30");
    // The same day and time again is no change, and no second e-mail.
    await setVisitDate(desk.test.desk, request.reference, "2026-11-23", desk.asha, when, "10:30");
    await setRequestStatus(
      desk.test.desk,
      request.reference,
      "closed",
      desk.asha,
      "Buchholz relay reset after the gas was tested; no fault found in the oil.",
      new Date("2026-11-23T12:00:00.000Z"),
    );
    await setVisitDate(desk.test.desk, held.reference, "2026-11-24", desk.asha, when, null);

    const updates = await updatesOf(request.reference);
    expect(updates.map((update) => [update.to_address, update.subject])).toEqual([
      [
        "maintenance@halolsteel.example",
        `Visit booked for your service request ${request.reference}`,
      ],
      ["maintenance@halolsteel.example", `Your service request ${request.reference} is closed`],
    ]);
    expect(updates[0]?.text).toContain(
      "Our engineer is booked to reach the site on Mon, 23 November 2026, 10:30 IST.",
    );
    expect(updates[1]?.text).toContain(
      "Our note: Buchholz relay reset after the gas was tested; no fault found in the oil.",
    );
    expect(await updatesOf(held.reference)).toEqual([]);
  });
});
