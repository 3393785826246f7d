/** Service plans as the server starts them: the plan customers' store and the response clock. */
import type { Database } from "#app/platform/database.server.ts";
import { createRequestSla } from "./request-sla.server.ts";
import { createSubscriberStore } from "./subscribers.server.ts";

export function startServicePlans(database: Database) {
  const subscribers = createSubscriberStore(database);
  return { subscribers, sla: createRequestSla(database, subscribers) };
}

export type ServicePlans = ReturnType<typeof startServicePlans>;
