/**
 * What a report may say before it is issued: what staff type is cleaned and checked, and nothing
 * the PDF would print as "?" or as a day that does not exist gets through.
 */
import { describe, expect, it } from "vitest";
import { sampleSnapshot } from "#tests/fixtures/report-snapshot.ts";
import { snapshotSchema } from "./snapshot.ts";

const issuesOf = (value: unknown) => {
  const parsed = snapshotSchema.safeParse(value);
  return parsed.success
    ? []
    : parsed.error.issues.map((issue) => [issue.path.join("."), issue.message]);
};

describe("a report's snapshot", () => {
  it("takes the sample report, with its µ, Ω, δ and subscripts", () => {
    expect(issuesOf(sampleSnapshot())).toEqual([]);
  });

  it("refuses text the PDF would print as question marks", () => {
    const snapshot = sampleSnapshot();
    expect(
      issuesOf({ ...snapshot, customer: { ...snapshot.customer, name: "श्री गणेश शुगर मिल्स" } }),
    ).toEqual([
      [
        "customer.name",
        "Write the customer's name in English (Latin) letters: the report's PDF cannot print “श्र”.",
      ],
    ]);
  });

  it("puts a name's line break and control characters out of the PDF and the e-mail", () => {
    const snapshot = sampleSnapshot();
    const parsed = snapshotSchema.parse({
      ...snapshot,
      customer: { ...snapshot.customer, name: "Acme\r\nBcc: evil@x.example\u0000" },
    });
    expect(parsed.customer.name).toBe("Acme Bcc: evil@x.example");
  });

  it("refuses a day that does not exist, or one after today", () => {
    const snapshot = sampleSnapshot();
    expect(
      issuesOf({ ...snapshot, sample: { ...snapshot.sample, sampledOn: "2026-02-30" } }),
    ).toContainEqual(["sample.sampledOn", "Enter the sampling date as a real date."]);
    expect(
      issuesOf({
        ...snapshot,
        sample: {
          ...snapshot.sample,
          sampledOn: "9999-12-29",
          receivedOn: "9999-12-30",
          testedOn: "9999-12-31",
        },
      }),
    ).toContainEqual(["sample.sampledOn", "Enter the sampling date: a day from 1950 to today."]);
  });
});
