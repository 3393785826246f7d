import { createContext } from "react-router";
import type { ReportsService } from "./start.server.ts";

/** Issued reports as the server started them; null while prerendering. */
export const reportsContext = createContext<ReportsService | null>(null);
