/** Matching a request to a plan customer, by its own lists and by its passport customer's contacts. */
import { describe, expect, it } from "vitest";
import { type CustomerContacts, matchSubscriber, type Subscriber } from "./match.ts";

const anand: Subscriber = {
  id: 7,
  company: "Anand Dairy Co-operative",
  plan: "assured",
  startsOn: "2026-04-01",
  endsOn: "2027-03-31",
  emails: [],
  phones: [],
  passportCustomerId: 31,
};

const halol: Subscriber = {
  id: 3,
  company: "Halol Steel Pvt Ltd",
  plan: "essential",
  startsOn: "2026-04-01",
  endsOn: "2027-03-31",
  emails: ["@halolsteel.example"],
  phones: ["9123400000"],
  passportCustomerId: null,
};

const contacts = new Map<number, CustomerContacts>([
  [31, { emails: ["Farah.Khan@AnandDairy.example"], mobiles: ["98250 11223"] }],
  // Halol's passport customer: ignored, the plan is not linked to it.
  [40, { emails: ["works@halolsteel.example"], mobiles: ["9000011111"] }],
]);

const at = "2026-11-20T03:30:00.000Z";

describe("matching by a passport customer's contacts", () => {
  it("matches a contact's e-mail address whatever its case", () => {
    const found = matchSubscriber(
      [anand, halol],
      { email: " FARAH.khan@ananddairy.example ", mobile: "", receivedAt: at },
      contacts,
    );
    expect(found?.company).toBe("Anand Dairy Co-operative");
  });

  it("matches a contact's mobile written with +91 and spaces", () => {
    const found = matchSubscriber(
      [anand, halol],
      { email: "night.shift@elsewhere.example", mobile: "+91 98250-11223", receivedAt: at },
      contacts,
    );
    expect(found?.id).toBe(7);
  });

  it("does not put a contact's whole domain on the plan", () => {
    expect(
      matchSubscriber(
        [anand],
        { email: "someone@ananddairy.example", mobile: "9000000001", receivedAt: at },
        contacts,
      ),
    ).toBeNull();
  });

  it("matches nobody by contacts when they are not handed in", () => {
    expect(
      matchSubscriber([anand], {
        email: "farah.khan@ananddairy.example",
        mobile: "",
        receivedAt: at,
      }),
    ).toBeNull();
  });

  it("uses only the contacts of the passport customer the plan belongs to", () => {
    // works@halolsteel.example is a contact of customer 40; Halol's plan matches by its domain.
    const found = matchSubscriber(
      [anand, halol],
      { email: "someone@other.example", mobile: "9000011111", receivedAt: at },
      contacts,
    );
    expect(found).toBeNull();
  });

  it("stops matching the day after the plan ends in India", () => {
    expect(
      matchSubscriber(
        [anand],
        {
          email: "farah.khan@ananddairy.example",
          mobile: "",
          receivedAt: "2027-03-31T18:30:00.000Z",
        },
        contacts,
      ),
    ).toBeNull();
    expect(
      matchSubscriber(
        [anand],
        {
          email: "farah.khan@ananddairy.example",
          mobile: "",
          receivedAt: "2027-03-31T18:29:00.000Z",
        },
        contacts,
      )?.id,
    ).toBe(7);
  });

  it("prefers the tighter plan when a contact is also on another plan's lists", () => {
    const critical: Subscriber = {
      ...halol,
      id: 9,
      plan: "critical",
      emails: ["farah.khan@ananddairy.example"],
    };
    const found = matchSubscriber(
      [anand, critical],
      { email: "farah.khan@ananddairy.example", mobile: "", receivedAt: at },
      contacts,
    );
    expect(found?.id).toBe(9);
  });
});
