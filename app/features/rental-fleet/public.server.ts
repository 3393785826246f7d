/** What routes and other features' server code (the staff console) may use of the rental fleet. */
export { rentalFleetContext, rentalFleetOf } from "./context.ts";
export { createFleetStore, type FleetStore, type RentalUnit } from "./store.server.ts";
export type { UnitStatus } from "./tables.ts";
