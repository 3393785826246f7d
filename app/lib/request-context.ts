import { createContext } from "react-router";
import type { Logger } from "./logger.ts";

/** The client's address as the server worked it out (proxy-aware); absent while prerendering. */
export const clientIpContext = createContext<string | undefined>(undefined);

/** The server's logger, for what a route or the render reports (entry.server's handleError). */
export const loggerContext = createContext<Logger | undefined>(undefined);
