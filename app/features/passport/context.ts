import { createContext } from "react-router";
import type { Passport } from "./start.server.ts";

/** The passport's services, from the server; null while prerendering. */
export const passportContext = createContext<Passport | null>(null);
