/**
 * The acknowledgement states the response target that applies, in numbers, on a real SQLite
 * database with the plans wired as the server wires them: a plan customer recognised by its
 * passport contact gets the plan's target, everyone else the general one; none of the visitor's
 * own words appear.
 */
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterEach, beforeEach, expect, it } from "vitest";
import { startServicePlans } from "#app/features/service-plans/public.server.ts";
import { subscriberSchema } from "#app/features/service-plans/public.ts";
import { siteMigrations } from "#app/migrations.server.ts";
import { type Database, openDatabase } from "#app/platform/database.server.ts";
import { migrate } from "#app/platform/migrations.server.ts";
import { form, now, serviceOn, shownAt, submit } from "#tests/fixtures/service-request-service.ts";

let dir: string;
let database: Database;

beforeEach(async () => {
  dir = mkdtempSync(path.join(tmpdir(), "requests-targets-"));
  database = openDatabase({ DATA_DIR: dir });
  await migrate(database, siteMigrations);
});

afterEach(async () => {
  await database.close();
  rmSync(dir, { recursive: true, force: true });
});

/** Bharat Chemicals on the Critical plan, known by its passport contact only. */
async function bharatOnCriticalPlan() {
  const at = "2026-03-01T00:00:00.000Z";
  const { id } = await database.db
    .insertInto("passport_customers")
    .values({
      name: "Bharat Chemicals Ltd",
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
    .values({
      customer_id: id,
      name: "Imran Shaikh",
      designation: null,
      mobile: "9898012345",
      email: "imran.shaikh@bharatchem.example",
      reminders: 1,
    })
    .execute();
  const input = subscriberSchema.parse({
    passportCustomer: String(id),
    company: "Bharat Chemicals Ltd",
    plan: "critical",
    startsOn: "2026-01-01",
    endsOn: "2026-12-31",
    emails: "",
    phones: "",
  });
  const saved = await startServicePlans(database).subscribers.save(null, input, {
    id: "staff-1",
    name: "Asha Rao",
  });
  if (!saved.ok) throw new Error(saved.message);
}

async function acknowledgementOf(changes: Record<string, string>, key: string) {
  const { service, messages } = serviceOn(database);
  const result = await submit(
    service,
    await form({ ...changes, formToken: service.issueFormToken(shownAt), idempotencyKey: key }),
    { now },
  );
  if (!result.ok) throw new Error(`refused: ${JSON.stringify(result.fieldErrors)}`);
  const queued = await messages.forReference(result.reference);
  const acknowledgement = queued.find((message) => message.kind === "request-acknowledgement");
  if (!acknowledgement) throw new Error("no acknowledgement queued");
  return acknowledgement;
}

it("states the plan's breakdown target to a plan customer recognised by its passport contact", async () => {
  await bharatOnCriticalPlan();
  const mail = await acknowledgementOf(
    { email: "imran.shaikh@bharatchem.example", company: "Bharat Chemicals Ltd" },
    "targets-plan-0123456",
  );
  expect(mail.text).toContain(
    "Our service desk treats a breakdown first. Your Critical service plan applies to this request. We call you back within 15 min of receipt, and an engineer reaches the site within 6 h (in Gujarat). The call goes to the mobile number given in the request; if the transformer is off and nobody has called within that time, call +91 98765 43210 (24×7).",
  );
  expect(mail.html).toContain("We call you back within 15 min of receipt");
  // The plan is named; the company the visitor typed is not.
  expect(`${mail.subject}\n${mail.text}\n${mail.html}`).not.toContain("Bharat");
  expect(mail.text).not.toContain("shortly");
});

it("states the general breakdown target to a sender on no plan, outside Gujarat", async () => {
  await bharatOnCriticalPlan();
  const mail = await acknowledgementOf(
    { email: "maintenance@jaipur-textiles.example", mobile: "9414000000", state: "Rajasthan" },
    "targets-none-0123456",
  );
  expect(mail.text).toContain(
    "Our service desk treats a breakdown first. We call you back within 2 h of receipt, and an engineer reaches the site within 96 h (outside Gujarat). The call goes to the mobile number given in the request; if the transformer is off and nobody has called within that time, call +91 98765 43210 (24×7).",
  );
  expect(mail.text).not.toContain("service plan");
});

it("states the general planned-work target to a sender on no plan", async () => {
  const mail = await acknowledgementOf(
    { urgency: "planned", preferredDate: "2026-03-20", email: "works@vapi-paper.example" },
    "targets-planned-01234",
  );
  expect(mail.text).toContain(
    "\n\nWe call you within 24 h of receipt to agree the visit date. The call goes to the mobile number given in the request.\n\n",
  );
  expect(mail.text).not.toContain("working day");
});
