/**
 * The operator's actions from the console, on SQLite and on a real PostgreSQL: release, retry
 * and purge do what the CLI does, write their audit row, queue their e-mails and wake the
 * outboxes.
 */
import { describe, expect, it } from "vitest";
import { startServicePlans } from "#app/features/service-plans/public.server.ts";
import { recentPurges } from "#app/platform/audit-log.server.ts";
import { postgresTarget, sqliteTarget } from "#tests/fixtures/database-targets.ts";
import { storeEnquiry, storeRequest } from "#tests/fixtures/staff-desk.ts";
import { useTestDesk } from "#tests/fixtures/staff-fixture.ts";
import { purgeExpired, releaseItem, retryDelivery } from "./operator.server.ts";

const at = (iso: string) => new Date(iso);

describe.each([
  ["SQLite", sqliteTarget],
  ["PostgreSQL", postgresTarget],
])("the operator's actions on %s", { timeout: 60_000 }, (_name, makeTarget) => {
  const desk = useTestDesk(makeTarget);
  const release = (kind: "enquiry" | "service-request", reference: string) =>
    releaseItem(
      desk.test.desk,
      kind,
      reference,
      desk.asha,
      startServicePlans(desk.test.desk.platform.database).sla.targetFor,
    );

  it("releases a held enquiry into the queue once, with an audit row and a wake-up", async () => {
    const held = await storeEnquiry(desk.test.desk, "2026-03-07T05:00:00.000Z", {
      name: "Held One",
      spamReason: "no valid form token (missing)",
      held: true,
    });
    const wakes = desk.test.notified();
    expect(await release("enquiry", held.reference)).toEqual({
      ok: true,
    });
    expect(await desk.test.desk.enquiries.store.byReference(held.reference)).toMatchObject({
      status: "pending",
      attempts: 0,
    });
    expect(desk.test.notified()).toBe(wakes + 1);
    expect(await desk.trail("enquiry", Number(held.id))).toEqual([
      ["released", "Asha Rao", "held", "pending", null, false],
    ]);
    expect(await release("enquiry", held.reference)).toMatchObject({
      ok: false,
      status: 409,
    });
  });

  it("releases a held breakdown whose marked notice already went to the desk: only the acknowledgement is queued", async () => {
    const held = await storeRequest(
      desk.test.desk,
      "2026-03-08T06:00:00.000Z",
      { name: "Kiran Joshi", email: "kiran@example.in" },
      "held",
    );
    await desk.test.desk.platform.messages.enqueue({
      reference: held.reference,
      kind: "request-notice",
      subject: `[Held for review] Service request ${held.reference}`,
      text: "Held for review",
      html: "<p>Held for review</p>",
    });
    expect(await release("service-request", held.reference)).toEqual({ ok: true });
    const queued = await desk.test.desk.platform.messages.forReference(held.reference);
    expect(queued.map((message) => [message.kind, message.to_address])).toEqual([
      ["request-notice", null],
      ["request-acknowledgement", "kiran@example.in"],
    ]);
  });

  it("releases a held service request: screening clear, notice and acknowledgement queued without a link", async () => {
    const photo = {
      bytes: new Uint8Array([0xff, 0xd8, 0xff, 0xd9]),
      mime: "image/jpeg" as const,
      width: 4,
      height: 3,
    };
    const held = await storeRequest(
      desk.test.desk,
      "2026-03-08T05:00:00.000Z",
      { name: "Nisha Desai", email: "nisha@example.in" },
      "held",
      [photo],
    );
    expect(await desk.test.desk.platform.messages.forReference(held.reference)).toEqual([]);
    const wakes = desk.test.notified();
    expect(await release("service-request", held.reference)).toEqual({
      ok: true,
    });
    expect((await desk.test.desk.requests.byReference(held.reference))?.screening).toBe("clear");
    const queued = await desk.test.desk.platform.messages.forReference(held.reference);
    expect(queued.map((message) => [message.kind, message.to_address, message.status])).toEqual([
      ["request-notice", null, "pending"],
      ["request-acknowledgement", "nisha@example.in", "pending"],
    ]);
    expect(queued[0]?.text).toContain("1 photo in the staff console.");
    expect(queued[1]?.text).toContain(
      "You can follow the request with the status link shown when you sent it.",
    );
    // No plan customer: the general breakdown target, for a site in Gujarat.
    expect(queued[1]?.text).toContain(
      "Our service desk treats a breakdown first. We call you back within 2 h of receipt, and an engineer reaches the site within 48 h (in Gujarat).",
    );
    expect(queued[1]?.text).not.toContain("/requests/");
    expect(desk.test.notified()).toBe(wakes + 1);
    expect((await desk.trail("service-request", Number(held.id))).at(-1)).toEqual([
      "released",
      "Asha Rao",
      "held",
      "clear",
      "Screening: no valid form token (missing)",
      false,
    ]);
    expect(await release("service-request", held.reference)).toMatchObject({
      ok: false,
      status: 409,
    });
  });

  it("tries a dead delivery again: an enquiry's notice, or an e-mail of the item only", async () => {
    const { db } = desk.test.desk.platform.database;
    const enquiry = await storeEnquiry(desk.test.desk, "2026-03-09T05:00:00.000Z", {
      name: "Dead Letter",
    });
    expect(
      await retryDelivery(desk.test.desk, "enquiry", enquiry.reference, undefined, desk.asha),
    ).toMatchObject({ ok: false, status: 409 });
    await db
      .updateTable("enquiries")
      .set({ status: "dead", attempts: 20, last_error: "550 mailbox unavailable" })
      .where("id", "=", enquiry.id)
      .execute();
    expect(
      await retryDelivery(desk.test.desk, "enquiry", enquiry.reference, undefined, desk.sunil),
    ).toEqual({
      ok: true,
    });
    expect(await desk.test.desk.enquiries.store.byReference(enquiry.reference)).toMatchObject({
      status: "pending",
      attempts: 0,
    });
    expect(await desk.trail("enquiry", Number(enquiry.id))).toEqual([
      ["delivery-retried", "Sunil Mehta", "dead", "pending", "Enquiry notice", false],
    ]);

    const request = await storeRequest(desk.test.desk, "2026-03-09T06:00:00.000Z", {
      name: "Mail Failed",
    });
    await desk.test.desk.platform.messages.enqueue({
      reference: request.reference,
      kind: "request-notice",
      subject: "Service request",
      text: "t",
      html: "h",
    });
    const [message] = await desk.test.desk.platform.messages.forReference(request.reference);
    const messageId = Number(message?.id);
    await db.updateTable("messages").set({ status: "dead" }).where("id", "=", messageId).execute();
    expect(
      await retryDelivery(
        desk.test.desk,
        "service-request",
        enquiry.reference,
        messageId,
        desk.asha,
      ),
    ).toMatchObject({ ok: false, status: 404 });
    expect(
      await retryDelivery(
        desk.test.desk,
        "service-request",
        request.reference,
        messageId,
        desk.asha,
      ),
    ).toEqual({ ok: true });
    expect(
      (await desk.test.desk.platform.messages.forReference(request.reference))[0]?.status,
    ).toBe("pending");
    expect((await desk.trail("service-request", Number(request.id))).at(-1)).toEqual([
      "delivery-retried",
      "Asha Rao",
      "dead",
      "pending",
      "E-mail: Service request",
      false,
    ]);
  });

  it("purges what the retention rule says has expired and records how many", async () => {
    const { db } = desk.test.desk.platform.database;
    const spam = await storeEnquiry(desk.test.desk, "2025-01-01T00:00:00.000Z", {
      name: "Old Spam",
      spamReason: "honeypot field filled",
    });
    const sent = await storeEnquiry(desk.test.desk, "2023-01-01T00:00:00.000Z", {
      name: "Old Sent",
    });
    await db.updateTable("enquiries").set({ status: "sent" }).where("id", "=", sent.id).execute();
    const pending = await storeEnquiry(desk.test.desk, "2023-01-02T00:00:00.000Z", {
      name: "Old Pending",
    });
    expect(await purgeExpired(desk.test.desk, desk.asha, at("2026-03-10T00:00:00.000Z"))).toBe(2);
    expect(await desk.test.desk.enquiries.store.byReference(spam.reference)).toBeUndefined();
    expect(await desk.test.desk.enquiries.store.byReference(sent.reference)).toBeUndefined();
    expect(await desk.test.desk.enquiries.store.byReference(pending.reference)).toBeDefined();
    const [purge] = await recentPurges(desk.test.desk.platform.database);
    expect(purge).toMatchObject({
      item_id: 0,
      action: "purge",
      actor_name: "Asha Rao",
      after: "2",
      note: "2 expired enquiries deleted",
      at: "2026-03-10T00:00:00.000Z",
    });
  });
});
