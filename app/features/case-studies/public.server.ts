/**
 * What other features' server code may use of the case studies: the loaded studies and the
 * queries that link them from service and industry pages.
 */
export {
  allCaseStudies,
  type CaseStudyCard,
  type CaseStudyTopic,
  caseStudiesFor,
  caseStudiesForPage,
  caseStudy,
  caseStudyCards,
  caseStudyPaths,
  caseStudyStates,
  filterCaseStudies,
} from "./case-studies.server.ts";
