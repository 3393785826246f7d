/**
 * What a page needs from the oil test and DGA interpreter. Everything here is browser-safe: the
 * same modules run in the route's loader and in the page.
 */
export {
  classifyDuval,
  type DuvalPercentages,
  type DuvalResult,
  type DuvalZone,
  duvalPolygons,
  duvalSource,
  duvalZoneNames,
  duvalZones,
  type Point,
  toTrianglePoint,
  zonePoints,
} from "./duval.ts";
export { type DuvalLabelLayout, duvalLabelLayout } from "./duval-label-layout.ts";
export { DuvalLabels } from "./duval-labels.tsx";
export { DuvalTriangle, zoneFills } from "./duval-triangle.tsx";
export { readMore } from "./earlier-slots.ts";
export { type OilAnalysisExample, oilAnalysisExamples } from "./examples.ts";
export {
  breathingOptions,
  electrodeGapOptions,
  gasKeys,
  numberFields,
  type ParamName,
  paramOrder,
  presenceOptions,
} from "./fields.ts";
export {
  type Condition,
  conditionLabels,
  type Finding,
  formatValue,
  type GasCheck,
  type Interpretation,
  interpret,
  type PropertyJudgement,
  type RateCheck,
  type RatesResult,
} from "./interpret.ts";
export { interpretSeries, sampleDuval, type UnitSample } from "./interpret-series.ts";
export {
  type BandedLimit,
  oilLimit,
  type Verdict,
  type VoltageClass,
  voltageClasses,
} from "./limits.ts";
export {
  OilAnalysisCallout,
  type OilAnalysisCalloutTopic,
  oilAnalysisCalloutFor,
} from "./oil-analysis-callout.tsx";
export { OilAnalysisForm } from "./oil-analysis-form.tsx";
export { OilAnalysisPage } from "./oil-analysis-page.tsx";
export { ReadingDetails } from "./oil-analysis-reading.tsx";
export type { Co2CoResult } from "./other-ratios.ts";
export {
  exampleHref,
  exampleValues,
  type FormValues,
  oilAnalysisPath,
  type Reading,
  readFormValues,
  readingOf,
  reportDate,
  toSearch,
} from "./page-state.ts";
export { conditionText, type RatioResult, ratioTable } from "./ratios.ts";
export { inputGroups } from "./report.ts";
export {
  contactHref,
  readingSummary,
  serviceRequestHref,
  summaryLimit,
} from "./report-summary.ts";
export { SampleMark } from "./sample-mark.tsx";
export {
  hasOilAnalysisParams,
  type OilAnalysisInput,
  type OilAnalysisResult,
  paramValues,
  parseOilAnalysisParams,
  toOilAnalysisParams,
  validateOilAnalysis,
} from "./schema.ts";
export { type Gas, gasNames, typicalConcentration } from "./typical-gases.ts";
