/**
 * Service plans as the server starts them: the plan customers' store, the response clock, and
 * the passport customers a plan may belong to (read through the passport's public entry).
 */
import { customerChoices, customerName } from "#app/features/passport/public.server.ts";
import type { Database } from "#app/platform/database.server.ts";
import { createRequestSla } from "./request-sla.server.ts";
import { createSubscriberStore } from "./subscribers.server.ts";

/** The most passport customers the plan form offers; more than the desk keeps on plans. */
export const maxCustomerChoices = 1000;

export function startServicePlans(database: Database) {
  const subscribers = createSubscriberStore(database);
  return {
    subscribers,
    sla: createRequestSla(database, subscribers),
    customers: {
      choices: () => customerChoices(database, maxCustomerChoices),
      nameOf: (id: number) => customerName(database, id),
    },
  };
}

export type ServicePlans = ReturnType<typeof startServicePlans>;
