import { createContext } from "react-router";
import type { EnquiryService } from "~/enquiries/service.server";

/** Set by the server for each request; absent while prerendering. */
export const clientIpContext = createContext<string | undefined>(undefined);

/** The enquiry service the server started; null under `react-router dev`, which starts its own. */
export const enquiryServiceContext = createContext<EnquiryService | null>(null);
