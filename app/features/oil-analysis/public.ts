/**
 * What a page needs from the oil test and DGA interpreter. Everything here is browser-safe: the
 * same modules run in the route's loader and in the page.
 */
export {
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
export { type OilAnalysisExample, oilAnalysisExamples } from "./examples.ts";
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
export { type Verdict, type VoltageClass, voltageClasses } from "./limits.ts";
export {
  type Co2CoResult,
  conditionText,
  type RatioResult,
  ratioTable,
} from "./ratios.ts";
export {
  breathingOptions,
  electrodeGapOptions,
  gasKeys,
  hasOilAnalysisParams,
  numberFields,
  type OilAnalysisInput,
  type OilAnalysisResult,
  type ParamName,
  paramOrder,
  paramValues,
  parseOilAnalysisParams,
  presenceOptions,
  toOilAnalysisParams,
  validateOilAnalysis,
} from "./schema.ts";
