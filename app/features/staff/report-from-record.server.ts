/**
 * A report composed from a passport test record: the record, its unit, site and customer are read
 * from the database (never from what a browser sends) and laid out as the report form's values,
 * with the result lines the passport judges. The reports feature never reads the passport; this
 * console module joins the two.
 */

import {
  loadTestRecordForReport,
  reportLinesOf,
  type TestRecordForReport,
} from "#app/features/passport/public.server.ts";
import { type ReportFormValues, reportLimits, resultFields } from "#app/features/reports/public.ts";
import type { Database } from "#app/platform/database.server.ts";
import { refuse } from "./guard.server.ts";
import { detailGroups } from "./report-form-groups.ts";

/** Details a report may go without (reports/snapshot.ts). */
const optionalDetails = new Set(["asset.year", "asset.tag"]);

export type FromRecord = {
  recordId: number;
  assetId: number;
  tag: string;
  sampledOn: string;
  /** Results the report has no room for (a report holds at most 24 lines). */
  leftOut: string[];
  /** The labels of the fields a report needs that the record and its unit do not give. */
  toFill: string[];
};

const noRecord = {
  title: "Not found",
  message: "There is no test record with this number: open the unit and choose its record again.",
};

/** The record a form or an address names, read again from the database; otherwise a 404. */
export async function recordNamed(
  database: Database,
  text: string | null | undefined,
): Promise<TestRecordForReport> {
  const id = /^\d{1,12}$/.test(text?.trim() ?? "") ? Number(text?.trim()) : 0;
  const found = id > 0 ? await loadTestRecordForReport(database, id) : undefined;
  if (!found) refuse(404, noRecord);
  return found;
}

const numberText = (value: number) => String(value);

/** The report form's values for a record, and what the form says about it. */
export function reportValuesOf(found: TestRecordForReport): {
  values: ReportFormValues;
  fromRecord: FromRecord;
} {
  const { record, asset, site, customer } = found;
  const { lines, leftOut, remarks } = reportLinesOf({
    record,
    asset: {
      iecCategory: asset.iecCategory,
      hvKv: asset.hvKv,
      rating: asset.rating,
      ratingUnit: asset.ratingUnit,
      year: asset.year,
      oltcMake: asset.oltcMake,
      oilType: asset.oilType,
    },
  });
  const place = site ? [site.state, site.pin].filter(Boolean).join(" ") : "";
  const values: ReportFormValues = {
    "customer.name": customer.name,
    "customer.site": site ? [site.name, site.address, place].filter(Boolean).join(", ") : "",
    "asset.make": asset.make,
    "asset.serialNumber": asset.serial ?? "",
    "asset.rating": asset.rating === null ? "" : `${numberText(asset.rating)} ${asset.ratingUnit}`,
    "asset.voltage":
      asset.hvKv !== null && asset.lvKv !== null
        ? `${numberText(asset.hvKv)}/${numberText(asset.lvKv)} kV`
        : "",
    "asset.year": asset.year === null ? "" : String(asset.year),
    "asset.tag": asset.tag,
    "sample.sampledOn": record.sampledOn,
    // The passport does not record the day the laboratory received the sample: staff enter it
    // from the laboratory's report (the test date would be a day the report cannot vouch for).
    "sample.receivedOn": "",
    "sample.testedOn": record.testedOn ?? "",
    "sample.point": record.samplePoint,
    "sample.laboratory": record.laboratory ?? "",
    "sample.labNumber": record.labSampleNo ?? "",
    remarks: remarks.join(" ").slice(0, reportLimits.remarks),
  };
  lines.forEach((line, index) => {
    for (const field of resultFields) values[`results.${index}.${field}`] = line[field];
  });
  return {
    values,
    fromRecord: {
      recordId: record.id,
      assetId: asset.id,
      tag: asset.tag,
      sampledOn: record.sampledOn,
      leftOut,
      toFill: detailGroups
        .flatMap((group) => group.fields)
        .filter((field) => !optionalDetails.has(field.name) && !values[field.name]?.trim())
        .map((field) => field.label),
    },
  };
}
