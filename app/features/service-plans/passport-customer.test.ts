/**
 * A plan that belongs to a passport customer, on SQLite and on a real PostgreSQL: the column is
 * kept, the customer's current plan is found by the day in India, and requests from the
 * customer's contacts (not listed on the plan itself) carry the plan's targets.
 */
import { describe, expect, it } from "vitest";
import type { Database } from "#app/platform/database.server.ts";
import { postgresTarget, sqliteTarget } from "#tests/fixtures/database-targets.ts";
import { storeRequest } from "#tests/fixtures/staff-desk.ts";
import { useTestDesk } from "#tests/fixtures/staff-fixture.ts";
import { customerPlan } from "./customer-plan.server.ts";
import { startServicePlans } from "./start.server.ts";
import { subscriberSchema } from "./subscriber-schema.ts";

/** A passport customer with two contacts, written as the passport's store writes them. */
async function anandDairy(database: Database) {
  const at = "2026-11-01T00:00:00.000Z";
  const { id } = await database.db
    .insertInto("passport_customers")
    .values({
      name: "Anand Dairy Co-operative",
      gstin: null,
      notes: null,
      reminder_lead_days: 30,
      created_at: at,
      updated_at: at,
    })
    .returning("id")
    .executeTakeFirstOrThrow();
  await database.db
    .insertInto("passport_contacts")
    .values([
      {
        customer_id: id,
        name: "Farah Khan",
        designation: "Electrical engineer",
        mobile: "9825011223",
        email: "farah.khan@ananddairy.example",
        reminders: 1,
      },
      {
        customer_id: id,
        name: "Night shift",
        designation: null,
        mobile: "9825044556",
        email: null,
        reminders: 0,
      },
    ])
    .execute();
  return Number(id);
}

describe.each([
  ["SQLite", sqliteTarget],
  ["PostgreSQL", postgresTarget],
])("a plan of a passport customer on %s", { timeout: 60_000 }, (_name, makeTarget) => {
  const desk = useTestDesk(makeTarget);

  it("keeps the customer, finds the current plan and matches the customer's contacts", async () => {
    const database = desk.test.desk.platform.database;
    const plans = startServicePlans(database);
    const customerId = await anandDairy(database);
    expect(await plans.customers.nameOf(customerId)).toBe("Anand Dairy Co-operative");
    expect(await plans.customers.nameOf(customerId + 1000)).toBeUndefined();
    expect(await plans.customers.choices()).toContainEqual({
      id: customerId,
      name: "Anand Dairy Co-operative",
    });

    const input = subscriberSchema.parse({
      passportCustomer: String(customerId),
      company: "Anand Dairy Co-operative",
      plan: "assured",
      startsOn: "2026-04-01",
      endsOn: "2027-03-31",
      emails: "",
      phones: "",
    });
    const saved = await plans.subscribers.save(null, input, desk.asha);
    if (!saved.ok) throw new Error(saved.message);
    expect((await plans.subscribers.byId(saved.id))?.passportCustomerId).toBe(customerId);

    // 31 March 2027 in India until 18:30 UTC; the plan has ended after it.
    expect(await customerPlan(plans, customerId, new Date("2027-03-31T18:29:00.000Z"))).toEqual({
      id: saved.id,
      planName: "Assured",
      from: "1 April 2026",
      until: "31 March 2027",
      targets: {
        acknowledgeMinutes: 30,
        siteHoursGujarat: 12,
        siteHoursElsewhere: 48,
        plannedAcknowledgeHours: 4,
      },
    });
    expect(await customerPlan(plans, customerId, new Date("2027-03-31T18:30:00.000Z"))).toBeNull();

    const byEmail = await storeRequest(desk.test.desk, "2026-11-20T03:30:00.000Z", {
      email: "Farah.Khan@AnandDairy.example",
      mobile: "9000000001",
      name: "Farah Khan",
    });
    const byMobile = await storeRequest(desk.test.desk, "2026-11-20T04:30:00.000Z", {
      email: "duty@elsewhere.example",
      mobile: "+91 98250 44556",
      state: "Rajasthan",
    });
    const colleague = await storeRequest(desk.test.desk, "2026-11-20T05:30:00.000Z", {
      email: "stores@ananddairy.example",
      mobile: "9000000002",
    });
    const sla = await plans.sla.forRequests(
      [byEmail, byMobile, colleague].map((row) => ({ ...row, id: Number(row.id) })),
      new Date("2026-11-20T06:00:00.000Z"),
    );
    expect(sla.get(Number(byEmail.id))?.planLabel).toBe(
      "Assured plan (Anand Dairy Co-operative, matched by e-mail or phone)",
    );
    expect(sla.get(Number(byMobile.id))?.targetText).toBe(
      "We call you back within 30 min of receipt, and an engineer reaches the site within 48 h (outside Gujarat).",
    );
    // A contact's address puts only that address on the plan, not the whole domain.
    expect(sla.get(Number(colleague.id))?.plan).toBeNull();

    expect(
      await plans.sla.targetFor({
        email: "farah.khan@ananddairy.example",
        mobile: "",
        urgency: "planned",
        state: "Gujarat",
        receivedAt: "2026-11-21T10:00:00.000Z",
      }),
    ).toEqual({
      planName: "Assured",
      sentence: "We call you within 4 h of receipt to agree the visit date.",
    });
  });
});
