/** What any code, browser included, may use of the rental fleet: its forms' schemas and words. */
export {
  coolings,
  hirerMax,
  maxUnits,
  mountings,
  mountingWords,
  statusSchema,
  statusWords,
  type UnitInput,
  unitSchema,
  unitStatuses,
} from "./unit-schema.ts";
