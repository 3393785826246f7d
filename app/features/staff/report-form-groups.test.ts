import { describe, expect, it } from "vitest";
import { fieldId } from "#app/features/reports/public.ts";
import { reportSummaryErrors } from "./report-form-groups.ts";

describe("reportSummaryErrors", () => {
  it("lists the refused fields in the form's order, each named, with its control's id", () => {
    const errors = reportSummaryErrors(
      {
        approvedBy: "Choose who approved the report.",
        "results.18.method": "Enter the method standard",
        "sample.labNumber": "Enter the laboratory's sample number",
        "results.2.limit": "Enter the limit",
        "results.2.unit": "Enter the unit",
        "sample.receivedOn": "Enter the date",
      },
      fieldId,
    );
    expect(errors).toEqual([
      ["report-sample-receivedOn", "Received by the laboratory on: Enter the date"],
      [
        "report-sample-labNumber",
        "Laboratory's sample number: Enter the laboratory's sample number",
      ],
      ["report-results-2-unit", "Result line 3, Unit: Enter the unit"],
      ["report-results-2-limit", "Result line 3, Limit: Enter the limit"],
      ["report-results-18-method", "Result line 19, Method standard: Enter the method standard"],
      ["report-approvedBy", "Approved by: Choose who approved the report."],
    ]);
  });
});
