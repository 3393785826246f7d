/**
 * What other features' server code (the staff console) may use of service requests: the store,
 * the e-mails a released request still needs, and the words for the stored values.
 */
export {
  clearRequestScreening,
  updateRequestEngineer,
  updateRequestStatus,
  updateRequestVisitDate,
} from "./changes.server.ts";
export {
  type ResponseTargetOf,
  requestAcknowledgement,
  requestNotice,
  requestRows,
  symptomsOf,
} from "./mails.server.ts";
export type { ServiceRequestService } from "./service.server.ts";
export {
  createRequestStore,
  type RequestStore,
  type StoredRequest,
  tokenMatches,
} from "./store.server.ts";
export type { ServiceRequestStatus, ServiceRequestsTable } from "./tables.ts";
export { type RequestUpdate, requestUpdate } from "./update-mail.server.ts";
