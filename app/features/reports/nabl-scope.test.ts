import { describe, expect, it } from "vitest";
import { nablScopeMarks, standardsIn } from "./nabl-scope.ts";

describe("nablScopeMarks", () => {
  it("reads the standards a method names", () => {
    expect(standardsIn("IS 6792 / IEC 60156:2018")).toEqual(["IS 6792", "IEC 60156"]);
    expect(standardsIn("IEEE C57.152-2013")).toEqual(["IEEE C57.152-2013"]);
    expect(standardsIn("IEC 62021-1")).toEqual(["IEC 62021-1"]);
  });

  it("marks the electrical tests on an oil report, and claims the accreditation for the rest", () => {
    const marks = nablScopeMarks([
      "IEC 60156:2018",
      "IEC 60814",
      "IEC 60567 with IEC 60599",
      "IEC 60076-1:2011",
      "IEEE C57.152-2013",
    ]);
    expect(marks.outside).toEqual([false, false, false, true, true]);
    expect(marks.claim).toBe(true);
    expect(marks.footnote).toBe(
      "† Not within the scope of the Insulating Oil Laboratory's NABL accreditation (certificate TC-11874).",
    );
  });

  it("makes no claim on a report of electrical tests alone, and no note on an oil report", () => {
    const electrical = nablScopeMarks(["IEC 60076-1:2011", "IEEE C57.152-2013"]);
    expect(electrical.claim).toBe(false);
    expect(electrical.footnote).toBe(
      "None of these results is within the scope of the Insulating Oil Laboratory's NABL accreditation.",
    );
    expect(nablScopeMarks(["IEC 60156:2018", "IEC 62021-1"])).toEqual({
      outside: [false, false],
      claim: true,
      footnote: null,
    });
  });
});
