/**
 * A stored record as the record form's values, so "Edit record" opens the same form filled in:
 * the oil tests and gases under the oil tool's own short names (its toOilAnalysisParams, the
 * inverse of the parse the form uses), the electrical tests, and other results one a line.
 */
import { type OilAnalysisInput, toOilAnalysisParams } from "#app/features/oil-analysis/public.ts";
import { gasParams, type NewRecord, oilParams, type RecordValues } from "./record-form.ts";
import { electricalKeys } from "./results.ts";

export function recordValues(record: NewRecord, oilType: string): RecordValues {
  const values: RecordValues = {
    sampledOn: record.sampledOn,
    testedOn: record.testedOn ?? "",
    samplePoint: record.samplePoint,
    laboratory: record.laboratory ?? "",
    labSampleNo: record.labSampleNo ?? "",
  };
  const { results } = record;
  const params = toOilAnalysisParams({
    oil: { ...results.oil, oilType },
    gases: results.gases,
  } as OilAnalysisInput);
  for (const name of [...oilParams, ...gasParams]) {
    const value = params.get(name);
    if (value !== null) values[name] = value;
  }
  for (const key of electricalKeys) {
    const value = results.electrical[key];
    if (value !== undefined) values[key] = String(value);
  }
  values.other = results.other
    .map(({ name, value, unit }) => `${name} | ${value} | ${unit}`)
    .join("\n");
  return values;
}
