/**
 * The item page's POSTs on SQLite and on a real PostgreSQL: moving a visit to another day in the
 * side panel keeps the time the top bar booked, the bar never shows a time nobody set, and a held
 * request released by working it says so in the confirmation.
 */
import { describe, expect, it } from "vitest";
import { startServicePlans } from "#app/features/service-plans/public.server.ts";
import { addDays } from "#app/lib/calendar-day.ts";
import { dayInIndia } from "#app/lib/india-day.ts";
import { postgresTarget, sqliteTarget } from "#tests/fixtures/database-targets.ts";
import { storeRequest } from "#tests/fixtures/staff-desk.ts";
import { useTestDesk } from "#tests/fixtures/staff-fixture.ts";
import { deskLoader } from "./desk-view.server.ts";
import type { Staff } from "./guard.server.ts";
import { doneMessages, itemAction } from "./item-actions.server.ts";

describe.each([
  ["SQLite", sqliteTarget],
  ["PostgreSQL", postgresTarget],
])("the item page's actions on %s", { timeout: 60_000 }, (_name, makeTarget) => {
  const desk = useTestDesk(makeTarget);
  const staff = () =>
    ({
      desk: desk.test.desk,
      session: {
        user: { id: desk.asha.id, name: desk.asha.name },
        token: "",
        headers: new Headers(),
      },
      csrf: "",
    }) as unknown as Staff;
  const plans = () => startServicePlans(desk.test.desk.platform.database);

  /** Posts one form of the page; where it was sent on, or the answer when it was refused. */
  async function post(reference: string, fields: Record<string, string>): Promise<string> {
    const request = new Request(`https://vidyut.example/staff/items/service-request/${reference}`, {
      method: "POST",
      body: new URLSearchParams(fields),
    });
    try {
      return JSON.stringify(
        await itemAction(staff(), "service-request", reference, request, plans()),
      );
    } catch (thrown) {
      if (thrown instanceof Response) return thrown.headers.get("Location") ?? "";
      throw thrown;
    }
  }

  const stored = (reference: string) => desk.test.desk.requests.byReference(reference);

  it("keeps the visit's time when the side panel moves it to another day", async () => {
    const request = await storeRequest(desk.test.desk, new Date().toISOString(), {
      name: "Visit Mover",
    });
    const first = addDays(dayInIndia(), 3);
    const second = addDays(dayInIndia(), 4);
    await post(request.reference, { intent: "schedule", visitAt: `${first}T10:30` });
    expect(await post(request.reference, { intent: "visit", visitDate: second })).toBe(
      `/staff/items/service-request/${request.reference}?done=visit`,
    );
    expect(await stored(request.reference)).toMatchObject({
      visit_date: second,
      visit_time: "10:30",
    });
    const loaded = await deskLoader(staff(), plans(), request.reference);
    expect(loaded?.bar).toMatchObject({ visitAt: `${second}T10:30`, visitDay: "" });
    // Clearing the date clears its time too.
    await post(request.reference, { intent: "visit", visitDate: "" });
    expect(await stored(request.reference)).toMatchObject({ visit_date: null, visit_time: null });
  });

  it("shows no time in the bar for a visit booked for a day only", async () => {
    const request = await storeRequest(desk.test.desk, new Date().toISOString(), {
      name: "Day Only",
    });
    const day = addDays(dayInIndia(), 2);
    await post(request.reference, { intent: "visit", visitDate: day });
    expect(await stored(request.reference)).toMatchObject({ visit_date: day, visit_time: null });
    const loaded = await deskLoader(staff(), plans(), request.reference);
    expect(loaded?.bar).toMatchObject({ visitAt: "", visitDay: day });
  });

  it("says a held request was released when working it released it", async () => {
    const held = await storeRequest(
      desk.test.desk,
      new Date().toISOString(),
      { name: "Held Worker" },
      "held",
    );
    expect(await post(held.reference, { intent: "acknowledge" })).toBe(
      `/staff/items/service-request/${held.reference}?done=released-acknowledge`,
    );
    expect(doneMessages["released-acknowledge"]).toBe(
      "Released and acknowledged: the clock to acknowledge has stopped, and its e-mails are queued.",
    );
    expect((await stored(held.reference))?.screening).toBe("clear");
    // Released once: the next piece of work says only what it did.
    expect(await post(held.reference, { intent: "assign-me" })).toBe(
      `/staff/items/service-request/${held.reference}?done=assign-me`,
    );
  });
});
