/**
 * A plan customer as staff type it: the mobiles that tie service requests to the plan are kept as
 * 10 digits, and a number that is not one is refused rather than cut to its last ten digits.
 */
import { describe, expect, it } from "vitest";
import { phoneDigits, subscriberSchema } from "./subscriber-schema.ts";

const plan = {
  passportCustomer: "",
  company: "Narmada Chemicals Ltd.",
  plan: "assured",
  startsOn: "2026-04-01",
  endsOn: "2027-03-31",
  emails: "",
};

describe("a plan customer's mobiles", () => {
  it("keeps 10 digits, with a +91, 91 or 0 in front dropped", () => {
    expect(phoneDigits("+91 98765 43210")).toBe("9876543210");
    expect(phoneDigits("098765-43210")).toBe("9876543210");
    const parsed = subscriberSchema.parse({ ...plan, phones: "+91 98765 43210\n87654 32109" });
    expect(parsed.phones).toEqual(["9876543210", "8765432109"]);
  });

  it("refuses a number with more digits instead of keeping its last ten", () => {
    const parsed = subscriberSchema.safeParse({ ...plan, phones: "98765 43210 ext 55" });
    expect(parsed.success).toBe(false);
    expect(parsed.error?.issues.map((issue) => [issue.path.join("."), issue.message])).toEqual([
      ["phones", "“98765 43210 ext 55” is not a 10-digit mobile"],
    ]);
    expect(subscriberSchema.safeParse({ ...plan, phones: "123459876543210" }).success).toBe(false);
  });
});
