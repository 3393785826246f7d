/**
 * What other features may use of service requests in any code, browser included: the choices of
 * the form with their words, India's states and union territories, and the statuses of a request
 * in order. Data only, with no component: the build's route configuration loads it through the
 * case studies, outside Vite's aliases.
 */
export { type IndianState, statesAndUnionTerritories } from "#app/lib/indian-states.ts";
export { coolingOptions, symptomOptions, urgencyOptions } from "./options.ts";
export { requestStatuses, statusLabels } from "./status.ts";
