import { createContext, type RouterContextProvider } from "react-router";
import type { ServicePlans } from "./start.server.ts";

/** Service plans as the server started them; null while prerendering. */
export const servicePlansContext = createContext<ServicePlans | null>(null);

export function servicePlansOf(context: Readonly<RouterContextProvider>): ServicePlans {
  const found = context.get(servicePlansContext);
  if (!found) throw new Error("Service plans are missing from the request context");
  return found;
}
