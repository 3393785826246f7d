/**
 * What other features may use of service requests in any code, browser included: the choices of
 * the form with their words, India's states and union territories, and the statuses of a request
 * in order.
 */
export { type IndianState, statesAndUnionTerritories } from "./indian-states.ts";
export { coolingOptions, symptomOptions, urgencyOptions } from "./options.ts";
export { ServiceRequestCallout } from "./service-request-callout.tsx";
export { requestStatuses, statusLabels } from "./status.ts";
