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
});
