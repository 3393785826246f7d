/**
 * What other features may use of service requests in any code, browser included: the choices of
 * the form with their words, and the statuses of a request in order.
 */
export { coolingOptions, symptomOptions, urgencyOptions } from "./options.ts";
export { ServiceRequestCallout } from "./service-request-callout.tsx";
export { requestStatuses, statusLabels } from "./status.ts";
