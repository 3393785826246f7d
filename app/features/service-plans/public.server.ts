/**
 * What other features' server code (the staff console, the status page) may use of service
 * plans: the plans and their targets, the plan customers' store and the response clock.
 */
export { servicePlansContext, servicePlansOf } from "./context.ts";
export type { Subscriber } from "./match.ts";
export { planName, plansFile, targetsOf } from "./plans.server.ts";
export type { RequestFacts, RequestSla } from "./request-sla.server.ts";
export type { ServicePlans } from "./start.server.ts";
export { maxSubscribers } from "./subscribers.server.ts";
