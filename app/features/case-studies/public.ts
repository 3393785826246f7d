/**
 * What other features may use of the case studies in any code, browser included: the sectors and
 * services with their words and links, the types (a study's state among them) and the address of
 * a study's page.
 */

export { CaseStudyCards } from "./case-study-cards.tsx";
export {
  assetAge,
  caseStudyHref,
  caseStudyServices,
  defaultResultLabels,
  type IndianState,
  type SectorId,
  type ServiceId,
  sectorIds,
  sectors,
  serviceIds,
} from "./fields.ts";
export { RelatedCaseStudies } from "./related-case-studies.tsx";
export type { CaseStudy, CaseStudyAsset, ResultRow } from "./schema.ts";
