import { createContext } from "react-router";

/** The client's address as the server worked it out (proxy-aware); absent while prerendering. */
export const clientIpContext = createContext<string | undefined>(undefined);
