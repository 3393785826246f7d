import type { Generated } from "kysely";
import type { PlanId } from "./plans-schema.ts";

/**
 * A customer on an annual plan: their requests are matched by the e-mail addresses, e-mail
 * domains and phone numbers listed here while the plan runs (both days included, in India).
 */
export type PlanSubscribersTable = {
  id: Generated<number>;
  company: string;
  plan: PlanId;
  /** YYYY-MM-DD, the first and the last day of the plan. */
  starts_on: string;
  ends_on: string;
  /** One address ("ops@plant.example") or domain ("@plant.example") a line. */
  emails: string;
  /** One 10-digit Indian number a line. */
  phones: string;
  /** The passport customer this plan belongs to: its contacts' e-mails and mobiles match too. */
  passport_customer_id: number | null;
  created_at: string;
  updated_at: string;
};

/**
 * A plan staff attached to one request by hand, or "none" (staff found it is not a plan
 * customer's request, e.g. sent in a customer's name by someone else); either wins over any
 * match by e-mail or phone.
 */
export type RequestPlansTable = {
  id: Generated<number>;
  request_id: number;
  plan: PlanId | "none";
  /** The customer's name as staff wrote it. */
  customer: string;
  set_by: string;
  set_at: string;
};

export type ServicePlanTables = {
  plan_subscribers: PlanSubscribersTable;
  request_plans: RequestPlansTable;
};
