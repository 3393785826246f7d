/**
 * Plan customers and the response clock on SQLite and on a real PostgreSQL: a request is matched
 * by a listed domain or phone while the plan runs. A plan attached by hand, and the clock reading
 * the status changes staff make, are tested beside the console (staff/plan-clock.test.ts).
 */
import { describe, expect, it } from "vitest";
import { postgresTarget, sqliteTarget } from "#tests/fixtures/database-targets.ts";
import { storeRequest } from "#tests/fixtures/staff-desk.ts";
import { useTestDesk } from "#tests/fixtures/staff-fixture.ts";
import { startServicePlans } from "./start.server.ts";
import { subscriberSchema } from "./subscriber-schema.ts";

const halol = subscriberSchema.parse({
  company: "Halol Steel Pvt Ltd",
  plan: "critical",
  startsOn: "2026-04-01",
  endsOn: "2027-03-31",
  emails: "@HalolSteel.example\nplant.head@other.example",
  phones: "+91 91234 00000",
});

describe.each([
  ["SQLite", sqliteTarget],
  ["PostgreSQL", postgresTarget],
])("plans and the response clock on %s", { timeout: 60_000 }, (_name, makeTarget) => {
  const desk = useTestDesk(makeTarget);

  it("matches a plan customer's request by domain or phone, only while the plan runs", async () => {
    const plans = startServicePlans(desk.test.desk.platform.database);
    const saved = await plans.subscribers.save(
      null,
      halol,
      desk.asha,
      new Date("2026-11-01T00:00:00Z"),
    );
    expect(saved.ok).toBe(true);
    const byDomain = await storeRequest(desk.test.desk, "2026-11-20T03:30:00.000Z");
    const byPhone = await storeRequest(desk.test.desk, "2026-11-20T04:30:00.000Z", {
      email: "someone@elsewhere.example",
      mobile: "91234-00000",
      name: "Ravi Joshi",
      state: "Maharashtra",
    });
    const stranger = await storeRequest(desk.test.desk, "2026-11-20T05:30:00.000Z", {
      email: "someone@elsewhere.example",
      name: "Kiran Rao",
    });
    // The day after the plan ended, in India: 2027-03-31T19:00Z is already 1 April there.
    const lapsed = await storeRequest(desk.test.desk, "2027-03-31T19:00:00.000Z", {
      name: "Late Sender",
    });
    const sla = await plans.sla.forRequests(
      [byDomain, byPhone, stranger, lapsed].map((row) => ({ ...row, id: Number(row.id) })),
      new Date("2026-11-20T03:40:00.000Z"),
    );
    expect(sla.get(Number(byDomain.id))?.planLabel).toBe(
      "Critical plan (Halol Steel Pvt Ltd, matched by e-mail or phone)",
    );
    expect(sla.get(Number(byDomain.id))?.targetText).toBe(
      "We call you back within 15 min of receipt, and an engineer reaches the site within 6 h (in Gujarat).",
    );
    expect(sla.get(Number(byDomain.id))?.clock.acknowledge.text).toBe("Acknowledge within 5 min");
    expect(sla.get(Number(byPhone.id))?.plan).toBe("critical");
    expect(sla.get(Number(byPhone.id))?.targetText).toContain("within 24 h (outside Gujarat)");
    expect(sla.get(Number(stranger.id))?.plan).toBeNull();
    expect(sla.get(Number(stranger.id))?.targetText).toBe(
      "We call you back within 2 h of receipt, and an engineer reaches the site within 48 h (in Gujarat).",
    );
    expect(sla.get(Number(lapsed.id))?.plan).toBeNull();
  });
});

describe("the plan customer form", () => {
  it("refuses a public mail domain and a number that is not a mobile, by field", () => {
    const result = subscriberSchema.safeParse({
      company: "Anand Dairy",
      plan: "assured",
      startsOn: "2026-04-01",
      endsOn: "2026-03-31",
      emails: "gmail.com",
      phones: "12345",
    });
    expect(result.success).toBe(false);
    const messages = Object.fromEntries(
      (result.error?.issues ?? []).map((issue) => [issue.path[0], issue.message]),
    );
    expect(messages).toEqual({
      emails: "gmail.com is a public mail service: list the customer's own addresses instead",
      phones: "“12345” is not a 10-digit mobile",
    });
  });

  it("keeps domains with their @ and phones as 10 digits", () => {
    expect(halol.emails).toEqual(["@halolsteel.example", "plant.head@other.example"]);
    expect(halol.phones).toEqual(["9123400000"]);
  });
});
