/**
 * What other features' server code may use of the enquiries feature: the references, and, for
 * the staff console and its tests, the stored enquiries, their changes and how the server starts
 * them.
 */
export { updateEnquiryStage } from "./changes.server.ts";
export { type Enquiries, startEnquiries } from "./start.server.ts";
export { createStore, type Enquiry, newReference, type Store } from "./store.server.ts";
export type { EnquiryStage, EnquiryStatus } from "./tables.ts";
