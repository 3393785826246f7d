/**
 * A plan attached by hand to a service request wins over a matched one and is on the request's
 * timeline, and the response clock reads the status changes the console makes: on SQLite and on
 * a real PostgreSQL.
 */
import { describe, expect, it } from "vitest";
import { startServicePlans } from "#app/features/service-plans/public.server.ts";
import { postgresTarget, sqliteTarget } from "#tests/fixtures/database-targets.ts";
import { storeRequest } from "#tests/fixtures/staff-desk.ts";
import { useTestDesk } from "#tests/fixtures/staff-fixture.ts";
import { setRequestStatus } from "./changes.server.ts";

describe.each([
  ["SQLite", sqliteTarget],
  ["PostgreSQL", postgresTarget],
])("a plan attached in the console on %s", { timeout: 60_000 }, (_name, makeTarget) => {
  const desk = useTestDesk(makeTarget);

  it("a plan attached by hand wins, is on the timeline, and the clock reads the status changes", async () => {
    const plans = startServicePlans(desk.test.desk.platform.database);
    const request = await storeRequest(desk.test.desk, "2026-11-21T03:30:00.000Z", {
      email: "desk@unlisted.example",
      name: "Farah Khan",
    });
    await plans.subscribers.attach(
      Number(request.id),
      "essential",
      "Unlisted Foods",
      desk.sunil,
      new Date("2026-11-21T03:35:00.000Z"),
    );
    // Acknowledged 72 minutes after receipt: the Essential plan allows 60.
    await setRequestStatus(
      desk.test.desk,
      request.reference,
      "acknowledged",
      desk.sunil,
      undefined,
      new Date("2026-11-21T04:42:00.000Z"),
    );
    const facts = { ...request, id: Number(request.id) };
    const sla = (await plans.sla.forRequests([facts], new Date("2026-11-21T05:00:00.000Z"))).get(
      Number(request.id),
    );
    expect(sla?.planLabel).toBe("Essential plan (Unlisted Foods, attached by staff)");
    expect(sla?.clock.acknowledge.text).toBe("Acknowledge target missed by 12 min");
    expect(sla?.clock.site?.text).toBe("On site within 22 h 30 min");
    expect(await desk.trail("service-request", Number(request.id))).toContainEqual([
      "plan",
      "Sunil Mehta",
      null,
      "Essential (Unlisted Foods)",
      null,
      false,
    ]);
    await plans.subscribers.attach(Number(request.id), null, "", desk.sunil);
    const after = (await plans.sla.forRequests([facts])).get(Number(request.id));
    expect(after?.plan).toBeNull();
  });

  it("a match by a typed domain is the desk's alone until staff attach it, and staff can refuse it", async () => {
    // Anyone can type an address at a plan customer's domain: the attacker's review sent one.
    const plans = startServicePlans(desk.test.desk.platform.database);
    const saved = await plans.subscribers.save(
      null,
      {
        passportCustomer: null,
        company: "Halol Steel Pvt Ltd",
        plan: "critical",
        startsOn: "2026-04-01",
        endsOn: "2027-03-31",
        emails: ["@halolsteel.example"],
        phones: [],
      },
      desk.asha,
      new Date("2026-11-01T00:00:00Z"),
    );
    expect(saved.ok).toBe(true);
    const request = await storeRequest(desk.test.desk, "2026-11-21T03:30:00.000Z", {
      email: "not.them@halolsteel.example",
      name: "Someone Else",
    });
    const facts = [{ ...request, id: Number(request.id) }];
    const id = Number(request.id);
    expect((await plans.sla.forRequests(facts)).get(id)?.plan).toBe("critical");
    // What the request's public status page reads.
    const publicView = (await plans.sla.forRequests(facts, undefined, { bySender: false })).get(id);
    expect(publicView?.plan).toBeNull();
    expect(publicView?.targetText).toBe(
      "We call you back within 2 h of receipt, and an engineer reaches the site within 48 h (in Gujarat).",
    );
    await plans.subscribers.attach(id, "none", "Halol Steel Pvt Ltd", desk.sunil);
    const refused = (await plans.sla.forRequests(facts)).get(id);
    expect(refused?.plan).toBeNull();
    expect(refused?.subscriberId).toBeNull();
    expect(refused?.customer).toBeNull();
    expect(refused?.planLabel).toBe(
      "No plan: staff found it is not a plan customer's request; the general targets",
    );
    expect(await desk.trail("service-request", id)).toContainEqual([
      "plan",
      "Sunil Mehta",
      null,
      "Not a plan customer's request",
      null,
      false,
    ]);
  });
});
