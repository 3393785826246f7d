/** What any code, browser included, may use of service plans: ids, form schemas, the clock. */
export { type CustomerPlan, CustomerPlanPanel, FleetPlanNote } from "./customer-plan.tsx";
export { type PlanId, planIds, type Targets } from "./plans-schema.ts";
export {
  type ClockPart,
  type ClockTone,
  duration,
  receivedAgo,
  responseClock,
} from "./sla-clock.ts";
export {
  requestPlanSchema,
  type SubscriberInput,
  subscriberLimits,
  subscriberSchema,
} from "./subscriber-schema.ts";
export { planTargetWords, targetSentence } from "./target-words.ts";
