/**
 * The console's form for a report typed by staff (an ad-hoc report, or the correction of an
 * issued one): its field names, which are the snapshot's paths ("asset.make",
 * "results.3.value"), and how what was sent becomes a snapshot or errors tied to those fields.
 * Browser-safe: the page reads its limits and names from here, the action its checks.
 */
import type { FormFields } from "#app/lib/form-fields.ts";
import {
  limits,
  maxResults,
  type ReportSnapshot,
  type StaffRef,
  snapshotSchema,
} from "./snapshot.ts";

/**
 * Result lines the form offers when empty; one filled from a test record offers as many as it
 * fills, up to `maxResults`. Blank lines are left out of the report.
 */
export const formResultLines = 12;

/** How many result lines to show for these values: every filled line, at least the default. */
export function resultLineCount(values: ReportFormValues): number {
  let last = -1;
  for (const [name, value] of Object.entries(values)) {
    const match = /^results\.(\d+)\.(\w+)$/.exec(name);
    if (match && match[2] !== "verdict" && value.trim()) last = Math.max(last, Number(match[1]));
  }
  return Math.min(maxResults, Math.max(formResultLines, last + 1));
}

export const resultFields = ["parameter", "value", "unit", "method", "limit", "verdict"] as const;

/** The id of a field's control: its name with dots as dashes. */
export function fieldId(name: string): string {
  return `report-${name.replaceAll(".", "-")}`;
}

export type ReportFormValues = Record<string, string>;

export type ReportFormResult =
  | { ok: true; snapshot: ReportSnapshot; correction: string }
  | { ok: false; fieldErrors: Record<string, string>; values: ReportFormValues };

/** The values of a stored snapshot, to fill the form for a correction. */
export function valuesOf(snapshot: ReportSnapshot): ReportFormValues {
  const values: ReportFormValues = {
    "customer.name": snapshot.customer.name,
    "customer.site": snapshot.customer.site,
    "asset.make": snapshot.asset.make,
    "asset.serialNumber": snapshot.asset.serialNumber,
    "asset.rating": snapshot.asset.rating,
    "asset.voltage": snapshot.asset.voltage,
    "asset.year": snapshot.asset.year === null ? "" : String(snapshot.asset.year),
    "asset.tag": snapshot.asset.tag,
    "sample.sampledOn": snapshot.sample.sampledOn,
    "sample.receivedOn": snapshot.sample.receivedOn,
    "sample.testedOn": snapshot.sample.testedOn,
    "sample.point": snapshot.sample.point,
    "sample.laboratory": snapshot.sample.laboratory,
    "sample.labNumber": snapshot.sample.labNumber,
    remarks: snapshot.remarks,
    testedBy: snapshot.testedBy.id,
    approvedBy: snapshot.approvedBy.id,
  };
  snapshot.results.forEach((line, index) => {
    for (const field of resultFields) values[`results.${index}.${field}`] = line[field];
  });
  return values;
}

function text(fields: FormFields, name: string): string {
  const value = fields[name];
  return (Array.isArray(value) ? (value[0] ?? "") : (value ?? "")).slice(0, 5000);
}

/**
 * The snapshot the form describes, with `people` (the staff accounts) naming who tested and who
 * approved; a correction needs its reason. Errors are keyed by field name.
 */
export function readReportForm(
  fields: FormFields,
  people: readonly StaffRef[],
  options: { correction: boolean; testRecordId?: number | null },
): ReportFormResult {
  const values: ReportFormValues = {};
  const names = [
    "customer.name",
    "customer.site",
    "asset.make",
    "asset.serialNumber",
    "asset.rating",
    "asset.voltage",
    "asset.year",
    "asset.tag",
    "sample.sampledOn",
    "sample.receivedOn",
    "sample.testedOn",
    "sample.point",
    "sample.laboratory",
    "sample.labNumber",
    "remarks",
    "testedBy",
    "approvedBy",
    "correction",
  ];
  for (const name of names) values[name] = text(fields, name);
  // Lines left blank are skipped; `lines` remembers which form line each result came from.
  const lines: number[] = [];
  const results: Record<string, string>[] = [];
  for (let line = 0; line < maxResults; line++) {
    const row: Record<string, string> = {};
    for (const field of resultFields) {
      row[field] = text(fields, `results.${line}.${field}`);
      values[`results.${line}.${field}`] = row[field];
    }
    if (resultFields.some((field) => field !== "verdict" && row[field]?.trim())) {
      lines.push(line);
      results.push(row);
    }
  }
  const person = (id: string) => people.find((candidate) => candidate.id === id);
  const year = values["asset.year"]?.trim() ?? "";
  const candidate = {
    customer: { name: values["customer.name"], site: values["customer.site"] },
    asset: {
      make: values["asset.make"],
      serialNumber: values["asset.serialNumber"],
      rating: values["asset.rating"],
      voltage: values["asset.voltage"],
      year: year === "" ? null : /^\d{4}$/.test(year) ? Number(year) : Number.NaN,
      tag: values["asset.tag"],
    },
    sample: {
      sampledOn: values["sample.sampledOn"],
      receivedOn: values["sample.receivedOn"],
      testedOn: values["sample.testedOn"],
      point: values["sample.point"],
      laboratory: values["sample.laboratory"],
      labNumber: values["sample.labNumber"],
    },
    results,
    remarks: values.remarks,
    testedBy: person(values.testedBy ?? "") ?? { id: "", name: "" },
    approvedBy: person(values.approvedBy ?? "") ?? { id: "", name: "" },
    testRecordId: options.testRecordId ?? null,
  };
  const fieldErrors: Record<string, string> = {};
  const parsed = snapshotSchema.safeParse(candidate);
  if (!parsed.success) {
    for (const issue of parsed.error.issues) {
      const path = issue.path.map(String);
      if (path[0] === "results" && path.length > 2) path[1] = String(lines[Number(path[1])]);
      let name = path.slice(0, path[0] === "results" ? 3 : 2).join(".");
      if (path[0] === "testedBy" || path[0] === "approvedBy") name = path[0];
      if (name === "results") name = "results.0.parameter";
      fieldErrors[name] ??=
        name === "testedBy" || name === "approvedBy"
          ? issue.code === "custom"
            ? issue.message
            : name === "testedBy"
              ? "Choose who tested the sample."
              : "Choose who approved the report."
          : issue.message;
    }
  }
  const correction = values.correction?.trim() ?? "";
  if (options.correction && !correction)
    fieldErrors.correction = "Say what this revision corrects: it is printed on the report.";
  if (correction.length > limits.reason)
    fieldErrors.correction = `Keep the reason to ${limits.reason} characters.`;
  if (!parsed.success || Object.keys(fieldErrors).length > 0)
    return { ok: false, fieldErrors, values };
  return { ok: true, snapshot: parsed.data, correction };
}
