/**
 * What other features' server code (the staff console, the status page) may use of service
 * plans: the plans and their targets, the plan customers' store, the response clock, and the plan
 * a passport customer is on.
 */
export { servicePlansContext, servicePlansOf } from "./context.ts";
export { customerPlan } from "./customer-plan.server.ts";
export type { Subscriber } from "./match.ts";
export { planName, plansFile, targetsOf } from "./plans.server.ts";
export type { NewRequestFacts, RequestFacts, RequestSla } from "./request-sla.server.ts";
export { type ServicePlans, startServicePlans } from "./start.server.ts";
export { maxSubscribers } from "./subscribers.server.ts";
