/**
 * The console's plan form on SQLite and on a real PostgreSQL: a chosen passport customer must
 * exist (the message sits beside the select), and its name is the company when none was written.
 */
import { RouterContextProvider } from "react-router";
import { beforeAll, describe, expect, it } from "vitest";
import { startServicePlans } from "#app/features/service-plans/public.server.ts";
import { postgresTarget, sqliteTarget } from "#tests/fixtures/database-targets.ts";
import { password, site } from "#tests/fixtures/staff-desk.ts";
import { useTestDesk } from "#tests/fixtures/staff-fixture.ts";
import { getStaffSession, signIn } from "./auth.server.ts";
import { staffDeskContext, staffRequestContext } from "./context.ts";
import { planAction, plansLoader } from "./plans.server.ts";

const post = (fields: Record<string, string>) =>
  new Request(`${site}/staff/plans`, { method: "POST", body: new URLSearchParams(fields) });

const plan = {
  company: "",
  plan: "essential",
  startsOn: "2026-04-01",
  endsOn: "2027-03-31",
  emails: "",
  phones: "",
};

describe.each([
  ["SQLite", sqliteTarget],
  ["PostgreSQL", postgresTarget],
])("the plan form on %s", { timeout: 60_000 }, (_name, makeTarget) => {
  const fixture = useTestDesk(makeTarget);
  let context: RouterContextProvider;
  let plans: ReturnType<typeof startServicePlans>;
  let customerId = 0;

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
    if (!session) throw new Error("no session");
    context = new RouterContextProvider();
    context.set(staffDeskContext, desk);
    context.set(staffRequestContext, { session, cookies: new Headers() });
    plans = startServicePlans(desk.platform.database);
    const at = "2026-11-01T00:00:00.000Z";
    const row = await desk.platform.database.db
      .insertInto("passport_customers")
      .values({
        name: "Sabarmati Textiles",
        gstin: null,
        notes: null,
        reminder_lead_days: 30,
        created_at: at,
        updated_at: at,
      })
      .returning("id")
      .executeTakeFirstOrThrow();
    customerId = Number(row.id);
  });

  it("refuses a passport customer that does not exist, beside its field", async () => {
    const answer = await planAction(
      context,
      plans,
      post({ ...plan, passportCustomer: String(customerId + 500) }),
    );
    expect(answer).toMatchObject({
      init: { status: 400 },
      data: {
        fieldErrors: {
          passportCustomer: "There is no such passport customer",
          company: "Enter the company's name",
        },
      },
    });
    const forged = await planAction(context, plans, post({ ...plan, passportCustomer: "1e3" }));
    expect(forged).toMatchObject({
      data: { fieldErrors: { passportCustomer: "Choose a customer from the list" } },
    });
  });

  it("takes the company's name from the chosen customer and offers it on the list page", async () => {
    const outcome = await planAction(
      context,
      plans,
      post({ ...plan, passportCustomer: String(customerId) }),
    ).catch((thrown: unknown) => thrown);
    expect(outcome).toBeInstanceOf(Response);
    expect((outcome as Response).headers.get("Location")).toBe("/staff/plans?done=added");
    const list = await plans.subscribers.list();
    expect(list.map((entry) => [entry.company, entry.passportCustomerId])).toContainEqual([
      "Sabarmati Textiles",
      customerId,
    ]);
    const page = await plansLoader(
      context,
      plans,
      new Request(`${site}/staff/plans?customer=${customerId}`),
    );
    expect(page.chosenCustomer).toBe(customerId);
    expect(page.customers).toContainEqual({ id: customerId, name: "Sabarmati Textiles" });
    const unknown = await plansLoader(
      context,
      plans,
      new Request(`${site}/staff/plans?customer=0`),
    );
    expect(unknown.chosenCustomer).toBeNull();
  });
});
