import { createContext, type RouterContextProvider } from "react-router";
import type { FleetStore } from "./store.server.ts";

/** The rental fleet's store as the server made it; null while prerendering. */
export const rentalFleetContext = createContext<FleetStore | null>(null);

export function rentalFleetOf(context: Readonly<RouterContextProvider>): FleetStore {
  const found = context.get(rentalFleetContext);
  if (!found) throw new Error("The rental fleet is missing from the request context");
  return found;
}
