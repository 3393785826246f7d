import { createContext } from "react-router";
import type { EnquiryService } from "./service.server.ts";

/** The enquiry service the server started, handed to every request; null while prerendering. */
export const enquiryServiceContext = createContext<EnquiryService | null>(null);
