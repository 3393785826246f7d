import { createContext } from "react-router";
import type { ServiceRequestService } from "./service.server.ts";

/** The service request service the server started; null while prerendering. */
export const serviceRequestServiceContext = createContext<ServiceRequestService | null>(null);
